import { describe, expect, it } from 'vitest';
import { FakeIntersectionObserver } from '../support/fake-intersection-observer.ts';
import {
  entry,
  fakeKiosk,
  freshLoader,
  recordingWidget,
  settle,
  stubs,
  useLoaderTestPage,
} from './harness.ts';

/** The stub protocol (loader/index.ts header): one stub per name, fetched at scan, trigger from the stub. */
describe('mount points and widget stubs', () => {
  const errors = useLoaderTestPage();

  it('imports a stub once per name, as soon as the scan finds it, before any trigger fires', async () => {
    document.body.innerHTML = `<div data-widget="demo" data-load="visible"></div>`.repeat(3);
    const demo = entry(recordingWidget().module);
    const importStub = stubs({ demo });
    const { startLoader } = await freshLoader();
    startLoader(importStub, async () => fakeKiosk());
    expect(importStub.mock.calls).toEqual([['demo']]);
    await settle();
    expect(demo.load).not.toHaveBeenCalled();
  });

  it("uses the stub's trigger unless data-load overrides it", async () => {
    document.body.innerHTML = `<div id="own" data-widget="demo"></div><div id="eager" data-widget="demo" data-load="eager"></div>`;
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module, 'visible') }), async () => fakeKiosk());
    await settle();
    expect(widget.mounted.map(({ element }) => element.id)).toEqual(['eager']);
    FakeIntersectionObserver.reveal(document.getElementById('own')!);
    await settle();
    expect(widget.mounted.map(({ element }) => element.id)).toEqual(['eager', 'own']);
  });

  it('reports a name without a stub as unknown, once per mount point, with one import', async () => {
    document.body.innerHTML = `
      <div id="a" data-widget="gibt-es-nicht"><p>server</p></div>
      <div id="b" data-widget="gibt-es-nicht"></div>
      <div id="c" data-widget="demo"></div>`;
    const widget = recordingWidget();
    const importStub = stubs({ demo: entry(widget.module) });
    const { startLoader } = await freshLoader();
    startLoader(importStub, async () => fakeKiosk());
    await settle();
    expect(importStub.mock.calls.filter(([name]) => name == 'gibt-es-nicht')).toHaveLength(1);
    expect(errors.map((event) => [event.detail.element.id, event.detail.message])).toEqual([
      ['a', 'unknown widget'],
      ['b', 'unknown widget'],
    ]);
    expect(document.getElementById('a')?.dataset.kiosk).toBe('error');
    expect(document.querySelector('#a p')?.textContent).toBe('server');
    expect(widget.mounted.map(({ element }) => element.id)).toEqual(['c']);
  });

  it('never turns a name that is not a widget folder name into a URL, and never throws on it', async () => {
    const odd = [
      'constructor',
      '__proto__',
      'toString',
      'Demo',
      '../demo',
      'demo/x',
      'demo-',
      '-demo',
      'a--b',
      '',
    ];
    document.body.innerHTML =
      odd.map((name) => `<div data-widget="${name}"></div>`).join('') +
      `<div id="good" data-widget="demo"></div>`;
    const widget = recordingWidget();
    const importStub = stubs({ demo: entry(widget.module) });
    const { startLoader } = await freshLoader();
    startLoader(importStub, async () => fakeKiosk());
    await settle();
    // `constructor` is a well-formed name: it is asked for, and has no stub.
    expect(importStub.mock.calls.map(([name]) => name).sort()).toEqual(['constructor', 'demo']);
    expect(errors.map((event) => event.detail.widget).sort()).toEqual([...odd].sort());
    expect(errors.every((event) => event.detail.message == 'unknown widget')).toBe(true);
    expect(widget.mounted.map(({ element }) => element.id)).toEqual(['good']);
  });

  it('a data-props object with a `constructor` key is an object: mounted; arrays, strings and null are not', async () => {
    document.body.innerHTML = [
      `<div id="object" data-widget="demo" data-load="eager" data-props='{"constructor":"x"}'></div>`,
      `<div id="array" data-widget="demo" data-load="eager" data-props='[]'></div>`,
      `<div id="text" data-widget="demo" data-load="eager" data-props='"x"'></div>`,
      `<div id="null" data-widget="demo" data-load="eager" data-props='null'></div>`,
    ].join('');
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module) }), async () => fakeKiosk());
    await settle();
    expect(widget.mounted.map(({ element }) => element.id)).toEqual(['object']);
    expect(widget.mounted[0]?.props).toEqual({ constructor: 'x' });
    expect(errors).toHaveLength(3);
  });

  it('does not mount an element removed while its stub was loading', async () => {
    document.body.innerHTML = `<div data-widget="demo" data-load="eager"></div>`;
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module) }), async () => fakeKiosk());
    document.querySelector('[data-widget]')!.remove();
    await settle();
    expect(widget.mounted).toHaveLength(0);
    expect(errors).toHaveLength(0);
  });
});
