import { createHostApi } from '../../src/host-api.ts';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ImportStub, WidgetStub } from '../../loader/mount-points.ts';
import type { Trigger } from '../../loader/triggers.ts';
import { createBus } from '../../src/bus.ts';
import type { Kiosk, WidgetModule } from '../../src/widget-contract.ts';
import { FakeIntersectionObserver } from '../support/fake-intersection-observer.ts';

/** A test widget that renders a marker and records its mounts and unmounts. */
export function recordingWidget() {
  const mounted: Array<{ element: HTMLElement; props: Record<string, unknown> }> = [];
  const unmounted: HTMLElement[] = [];
  const module: WidgetModule = {
    mount(element, props) {
      mounted.push({ element, props });
      element.replaceChildren(Object.assign(document.createElement('span'), { className: 'rendered' }));
      return () => unmounted.push(element);
    },
  };
  return { module, mounted, unmounted };
}

/** The parts of the runtime the loader touches; session, theme and API are not its business. */
export function fakeKiosk(): Kiosk {
  const bus = createBus(document);
  const kiosk: Omit<Kiosk, 'session' | 'theme' | 'isMobile' | 'api' | 'consent'> = {
    version: 'test',
    bus,
    config: {} as Kiosk['config'],
    page: {} as Kiosk['page'],
    host: createHostApi(bus),
  };
  return kiosk as Kiosk;
}

/** A widget's stub as the build makes it: its default trigger and the import of its body. */
export function entry(module: WidgetModule, trigger: Trigger = 'idle'): WidgetStub {
  return { trigger, load: vi.fn(async () => module) };
}

/**
 * The stub importer, without a server: resolves the stubs given, rejects every other name the way a
 * 404 rejects a dynamic import.
 */
export function stubs(byName: Record<string, WidgetStub>) {
  return vi.fn<ImportStub>(async (name) => {
    const stub = Object.hasOwn(byName, name) ? byName[name] : undefined;
    if (!stub) throw new TypeError(`Failed to fetch dynamically imported module: widgets/${name}.js`);
    return stub;
  });
}

/** Lets pending promises, microtasks and idle fallbacks (setTimeout 200 ms) run. */
export async function settle(ms = 250) {
  await vi.advanceTimersByTimeAsync(ms);
}

const observers: MutationObserver[] = [];

/** Stops the MutationObservers of earlier tests' loaders, which would otherwise see this test's DOM. */
export function stopLoaders() {
  observers.splice(0).forEach((observer) => observer.disconnect());
}

/** A fresh loader module graph per test: the triggers module keeps one shared observer. */
export async function freshLoader() {
  stopLoaders();
  const Native = globalThis.MutationObserver;
  vi.stubGlobal(
    'MutationObserver',
    class extends Native {
      constructor(callback: MutationCallback) {
        super(callback);
        observers.push(this);
      }
    },
  );
  vi.resetModules();
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('requestIdleCallback', undefined);
  delete (globalThis as { kiosk?: unknown }).kiosk;
  return import('../../loader/start.ts');
}

/**
 * The set-up every loader suite shares: fake timers, a quiet console, and the `kiosk:error` events the
 * loader dispatched, collected in the returned list (emptied before each test).
 */
export function useLoaderTestPage(): CustomEvent[] {
  const errors: CustomEvent[] = [];
  const onError = (event: Event) => errors.push(event as CustomEvent);
  beforeEach(() => {
    vi.useFakeTimers();
    errors.length = 0;
    document.addEventListener('kiosk:error', onError);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    document.removeEventListener('kiosk:error', onError);
    stopLoaders();
    document.body.replaceChildren();
    vi.useRealTimers();
  });
  return errors;
}
