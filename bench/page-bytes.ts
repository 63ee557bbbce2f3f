import { filesFor, runtimeSource, stubSource, widgetSource, type Manifest } from './chunk-graph.ts';
import { pageWidgets } from './page-widgets.ts';

/**
 * The Kiosk files a page downloads at load, from its HTML and the build's chunk graph: the loader, the
 * runtime, the stub of every widget on the page (fetched as soon as the loader scans) and the body of
 * each widget that mounts without being scrolled to or touched, with their static imports.
 */
export function filesAtLoad(manifest: Manifest, html: string, extra: string[] = []): string[] {
  const { initial, later } = pageWidgets(html);
  return filesFor(manifest, [
    'loader/index.ts',
    runtimeSource(manifest),
    ...[...initial, ...later].map((name) => stubSource(manifest, name)),
    ...[...initial, ...extra].map((name) => widgetSource(manifest, name)),
  ]);
}
