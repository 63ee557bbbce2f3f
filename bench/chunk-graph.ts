import { readFileSync } from 'node:fs';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')) as Manifest;
}

/** The built file of a source module, e.g. `loader/index.ts` → `loader.js`. */
export function fileOf(manifest: Manifest, source: string): string {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build manifest`);
  return chunk.file;
}

/**
 * Every file a page downloads for the given source modules: each module's chunk and its static
 * imports, transitively. Dynamic imports are followed only for the modules named (the loader imports
 * the runtime and each widget on the page dynamically; the caller names those).
 */
export function filesFor(manifest: Manifest, sources: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...files];
}

/** The runtime chunk the loader imports dynamically (src/runtime.ts lives in it). */
export function runtimeSource(manifest: Manifest): string {
  const runtime = manifest['loader/index.ts']?.dynamicImports?.[0];
  if (!runtime) throw new Error('the loader does not import the runtime chunk');
  return runtime;
}

/** The manifest key of a widget's stub, the entry `widgets/<name>.js` (loader/stubs-plugin.ts). */
export function stubSource(manifest: Manifest, name: string): string {
  const source = Object.keys(manifest).find((key) => manifest[key]?.file == `widgets/${name}.js`);
  if (!source) throw new Error(`widget "${name}" has no stub in the build manifest`);
  return source;
}

/** The source module of a widget's body: what its stub imports (`widgets/<name>/index.ts(x)`). */
export function widgetSource(manifest: Manifest, name: string): string {
  const body = manifest[stubSource(manifest, name)]?.dynamicImports?.[0];
  if (!body) throw new Error(`the stub of widget "${name}" imports no body`);
  return body;
}
