// @vitest-environment node
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { kioskStubs, STAMP_PLACEHOLDER, withRetry } from '../../loader/stubs-plugin.ts';
import { WIDGETS } from '../../widgets/catalogue.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

type Hook = (...args: unknown[]) => unknown;
const call = (plugin: ReturnType<typeof kioskStubs>, hook: string, ...args: unknown[]) =>
  (plugin[hook as keyof typeof plugin] as Hook).call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    ...args,
  );

const chunk = (code: string) => ({ type: 'chunk', code }) as OutputChunk;

async function configured() {
  const plugin = kioskStubs();
  const config = (await call(plugin, 'config')) as { build: { lib: { entry: Record<string, string> } } };
  return { plugin, entry: config.build.lib.entry };
}

describe('the build side of the stub protocol', () => {
  it('adds one stub entry per widget of the catalogue, at widgets/<name>', async () => {
    const { entry } = await configured();
    expect(Object.keys(entry).sort()).toEqual(WIDGETS.map(({ name }) => `widgets/${name}`).sort());
  });

  it("makes a stub of the widget's trigger, as a literal, and the import of its body", async () => {
    const { plugin, entry } = await configured();
    for (const meta of WIDGETS) {
      const id = call(plugin, 'resolveId', `/repo/${entry[`widgets/${meta.name}`]}`) as string;
      const code = call(plugin, 'load', id) as string;
      expect(code).toContain(`export const trigger = ${JSON.stringify(meta.trigger)};`);
      expect(code).toMatch(
        new RegExp(`export const load = \\(\\) => import\\("/widgets/${meta.name}/index\\.tsx?"\\);`),
      );
      expect(code).not.toContain('meta');
    }
  });

  it("retries a stub's body import once under another address, and fails the build on a stub it cannot read", () => {
    const fail = (message: string): never => {
      throw new Error(message);
    };
    expect(withRetry('var t=()=>import(`./demo-AbC_12.js`);export{t as load};', fail)).toBe(
      'var t=()=>import(`./demo-AbC_12.js`).catch(()=>import(`./demo-AbC_12.js?retry`));export{t as load};',
    );
    expect(withRetry('const load = () => import("./x-1.js");', fail)).toBe(
      'const load = () => import("./x-1.js").catch(()=>import("./x-1.js?retry"));',
    );
    expect(() => withRetry('var t=()=>import(e);export{t as load};', fail)).toThrow(/no body import/);
  });

  it('stamps loader.js with a hash of every other chunk, which changes when a body changes', async () => {
    const { plugin } = await configured();
    const build = (body: string) => {
      const bundle = {
        'loader.js': chunk(`import(\`./widgets/\${e}.js?v=${STAMP_PLACEHOLDER}\`)`),
        'widgets/demo.js': chunk('import("./demo-AAAAAAAA.js")'),
        'widgets/demo-AAAAAAAA.js': chunk(body),
      } as unknown as OutputBundle;
      call(plugin, 'generateBundle', {}, bundle);
      return (bundle['loader.js'] as OutputChunk).code;
    };
    const first = build('export const mount = 1');
    expect(first).not.toContain(STAMP_PLACEHOLDER);
    const stamp = /\?v=([\w-]+)/.exec(first)?.[1];
    expect(stamp).toHaveLength(STAMP_PLACEHOLDER.length);
    expect(build('export const mount = 1')).toBe(first);
    expect(build('export const mount = 2')).not.toBe(first);
  });
});
