import { describe, expect, it, vi } from 'vitest';
import type { KioskApi } from '../../loader/kiosk-api.ts';
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

const kioskApi = () => (globalThis as unknown as { kiosk: KioskApi }).kiosk;

describe('startLoader', () => {
  const errors = useLoaderTestPage();

  it('mounts an idle widget with its parsed props, and leaves server markup until then', async () => {
    document.body.innerHTML = `<div data-widget="demo" data-props='{"a":1}'><p>server</p></div>`;
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module) }), async () => fakeKiosk());
    expect(document.querySelector('p')?.textContent).toBe('server');
    await settle();
    expect(widget.mounted).toHaveLength(1);
    expect(widget.mounted[0]?.props).toEqual({ a: 1 });
    expect(document.querySelector('[data-widget]')?.getAttribute('data-kiosk')).toBe('mounted');
  });

  it('mounts a visible widget only when it scrolls into view', async () => {
    document.body.innerHTML = `<div data-widget="demo" data-load="visible"></div>`;
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module) }), async () => fakeKiosk());
    await settle();
    expect(widget.mounted).toHaveLength(0);
    FakeIntersectionObserver.reveal(document.querySelector('[data-widget]')!);
    await settle();
    expect(widget.mounted).toHaveLength(1);
  });

  it('shares one IntersectionObserver between all visible mount points', async () => {
    document.body.innerHTML = `<div data-widget="demo" data-load="visible"></div>`.repeat(5);
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(recordingWidget().module) }), async () => fakeKiosk());
    await settle();
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(FakeIntersectionObserver.instances[0]?.observed.size).toBe(5);
  });

  it('mounts an interaction widget on the first pointerdown, focusin or keydown only', async () => {
    document.body.innerHTML = `<button data-widget="demo" data-load="interaction">Kaufen</button>`;
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module) }), async () => fakeKiosk());
    await settle();
    expect(widget.mounted).toHaveLength(0);
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event('focusin'));
    button.dispatchEvent(new Event('keydown'));
    await settle();
    expect(widget.mounted).toHaveLength(1);
  });

  it('mounts a media widget when its query matches later', async () => {
    const query: { matches: boolean; onchange: (() => void) | null } = { matches: false, onchange: null };
    vi.stubGlobal('matchMedia', () => query);
    document.body.innerHTML = `<div data-widget="demo" data-load="media:(max-width: 1024px)"></div>`;
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module) }), async () => fakeKiosk());
    await settle();
    expect(widget.mounted).toHaveLength(0);
    query.matches = true;
    query.onchange?.();
    await settle();
    expect(widget.mounted).toHaveLength(1);
  });

  it('mounts a media widget at once when its query already matches', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true, onchange: null }));
    document.body.innerHTML = `<div data-widget="demo" data-load="media:(min-width: 1px)"></div>`;
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module) }), async () => fakeKiosk());
    await settle();
    expect(widget.mounted).toHaveLength(1);
  });

  it('mounts widgets inserted later and unmounts removed ones', async () => {
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module, 'eager') }), async () => fakeKiosk());
    const late = document.createElement('section');
    late.innerHTML = `<div data-widget="demo"></div>`;
    document.body.append(late);
    await settle();
    expect(widget.mounted).toHaveLength(1);
    late.remove();
    await settle();
    expect(widget.unmounted).toEqual([widget.mounted[0]?.element]);
  });

  it('never mounts an element removed before its trigger fired', async () => {
    document.body.innerHTML = `<div data-widget="demo" data-load="visible"></div>`;
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module) }), async () => fakeKiosk());
    const element = document.querySelector('[data-widget]')!;
    element.remove();
    await settle();
    FakeIntersectionObserver.reveal(element);
    await settle();
    expect(widget.mounted).toHaveLength(0);
    expect(FakeIntersectionObserver.instances[0]?.observed.size).toBe(0);
  });

  it('is idempotent: a second loader does nothing, a mount point seen twice mounts once', async () => {
    document.body.innerHTML = `<div data-widget="demo" data-load="eager"></div>`;
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    const importStub = stubs({ demo: entry(widget.module) });
    expect(startLoader(importStub, async () => fakeKiosk())).toBe(true);
    expect(startLoader(importStub, async () => fakeKiosk())).toBe(false);
    kioskApi().mount(document.body);
    kioskApi().mount(document.body);
    await settle();
    expect(widget.mounted).toHaveLength(1);
  });

  it('isolates bad data-props: one error naming widget and element, others still mount', async () => {
    document.body.innerHTML = `
      <div id="bad" data-widget="demo" data-props="{oops"><p>server</p></div>
      <div id="good" data-widget="demo"></div>`;
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module) }), async () => fakeKiosk());
    await settle();
    expect(widget.mounted.map(({ element }) => element.id)).toEqual(['good']);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.detail).toMatchObject({ widget: 'demo', element: document.getElementById('bad') });
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toContain('[kiosk:demo] data-props');
    expect(document.querySelector('#bad p')?.textContent).toBe('server');
    expect(document.getElementById('bad')?.dataset.kiosk).toBe('error');
  });

  it('rejects data-props that parse but are not an object', async () => {
    document.body.innerHTML = `<div data-widget="demo" data-props='[1,2]'></div>`;
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module) }), async () => fakeKiosk());
    await settle();
    expect(widget.mounted).toHaveLength(0);
    expect(errors).toHaveLength(1);
  });

  it('reports a chunk that fails (the stub has retried it) and keeps the server markup; other widgets carry on', async () => {
    document.body.innerHTML = `<div id="a" data-widget="broken"><p>server</p></div><div id="b" data-widget="demo"></div>`;
    const widget = recordingWidget();
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { startLoader } = await freshLoader();
    startLoader(stubs({ broken: { trigger: 'idle', load }, demo: entry(widget.module) }), async () =>
      fakeKiosk(),
    );
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors.map((event) => event.detail.widget)).toEqual(['broken']);
    expect(document.querySelector('#a p')?.textContent).toBe('server');
    expect(widget.mounted).toHaveLength(1);
  });

  it('reports a widget that throws while mounting', async () => {
    document.body.innerHTML = `<div data-widget="thrower"><p>server</p></div>`;
    const { startLoader } = await freshLoader();
    const thrower = {
      mount: () => {
        throw new Error('boom');
      },
    };
    startLoader(stubs({ thrower: entry(thrower) }), async () => fakeKiosk());
    await settle();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.detail.error).toBeInstanceOf(Error);
    expect(document.querySelector('p')?.textContent).toBe('server');
  });

  it('lets a host silence the console error with preventDefault', async () => {
    document.body.innerHTML = `<div data-widget="nope"></div>`;
    const silence = (event: Event) => event.preventDefault();
    document.addEventListener('kiosk:error', silence);
    const { startLoader } = await freshLoader();
    startLoader(stubs({}), async () => fakeKiosk());
    await settle();
    document.removeEventListener('kiosk:error', silence);
    expect(errors[0]?.detail).toMatchObject({ widget: 'nope', message: 'unknown widget' });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('falls back to the default trigger on an unknown data-load, and says so', async () => {
    document.body.innerHTML = `<div data-widget="demo" data-load="sometimes"></div>`;
    const widget = recordingWidget();
    const { startLoader } = await freshLoader();
    startLoader(stubs({ demo: entry(widget.module) }), async () => fakeKiosk());
    await settle();
    expect(errors[0]?.detail.message).toContain('unknown data-load');
    expect(widget.mounted).toHaveLength(1);
  });

  it('replays commands queued before the loader, in order, once their handler exists', async () => {
    const seen: unknown[] = [];
    (globalThis as { kiosk?: unknown }).kiosk = [
      ['log', 1],
      ['log', 2],
    ];
    const kiosk = fakeKiosk();
    const { startLoader } = await freshLoader();
    (globalThis as { kiosk?: unknown }).kiosk = [
      ['log', 1],
      ['log', 2],
    ];
    startLoader(stubs({}), async () => kiosk);
    kioskApi().push(['log', 3]);
    await settle();
    expect(seen).toEqual([]);
    kiosk.bus.handle('log', (value) => seen.push(value));
    kioskApi().push(['log', 4]);
    await settle();
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(kioskApi().version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('kiosk.reloadElement(element) is the element.reload command, also before the runtime has loaded', async () => {
    const kiosk = fakeKiosk();
    const { startLoader } = await freshLoader();
    startLoader(stubs({}), async () => kiosk);
    const element = document.createElement('div');
    (kioskApi() as unknown as { reloadElement(element: Element): void }).reloadElement(element);
    const reloaded: unknown[] = [];
    kiosk.bus.handle('element.reload', (target) => reloaded.push(target));
    await settle();
    expect(reloaded).toEqual([element]);
  });

  it('forwards on/off to the bus and mirrors events to document', async () => {
    const kiosk = fakeKiosk();
    const { startLoader } = await freshLoader();
    startLoader(stubs({}), async () => kiosk);
    const listener = vi.fn();
    kioskApi().on('error', listener);
    await settle();
    kiosk.bus.emit('error', { widget: 'x', message: 'm' });
    kioskApi().off('error', listener);
    await settle();
    kiosk.bus.emit('error', { widget: 'x', message: 'm' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(2);
  });

  it('reports once when the runtime chunk cannot load, and tries again on the next use', async () => {
    const importCore = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(fakeKiosk());
    const { startLoader } = await freshLoader();
    startLoader(stubs({}), importCore);
    kioskApi().push(['anything']);
    await settle();
    expect(errors.map((event) => event.detail.widget)).toEqual(['runtime']);
    kioskApi().push(['anything']);
    await settle();
    expect(importCore).toHaveBeenCalledTimes(2);
  });
});
