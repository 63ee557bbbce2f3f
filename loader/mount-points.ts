import type { Kiosk, Unmount, WidgetModule, WidgetProps } from '../src/widget-contract.ts';
import { reportError } from './report.ts';
import { isTrigger, whenTriggered, type Cancel, type Trigger } from './triggers.ts';

/** What a widget's stub (`widgets/<name>.js`) exports: its default trigger and its body's import. */
export interface WidgetStub {
  trigger: Trigger;
  load(): Promise<WidgetModule>;
}
/** Imports the stub of a widget name that passed `WIDGET_NAME`; rejects for a name without one. */
export type ImportStub = (name: string) => Promise<WidgetStub>;

/** A name must look like a widget folder before it becomes part of a URL. */
const WIDGET_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

interface MountState {
  cancel?: Cancel;
  unmount?: Unmount;
  removed?: boolean;
}

/**
 * Tracks every `[data-widget]` element: fetches its widget's stub (once per name), waits for its
 * trigger, mounts it once, unmounts it when it leaves the page. A mount point that fails keeps its
 * server markup and gets `data-kiosk="error"`; one that rendered gets `data-kiosk="mounted"`.
 */
export function createMountPoints(importStub: ImportStub, loadCore: () => Promise<Kiosk>) {
  const states = new Map<HTMLElement, MountState>();
  // No prototype: a name like `constructor` must not find an inherited property.
  const stubs: Record<string, Promise<WidgetStub>> = Object.create(null);

  const consider = (element: HTMLElement) => {
    if (states.has(element)) return;
    const state: MountState = {};
    states.set(element, state);
    const name = element.dataset.widget as string;
    const fail = (message: string, error?: unknown) => {
      element.dataset.kiosk = 'error';
      reportError(name, element, message, error);
    };
    // The console line already names the widget: `[kiosk:NAME] unknown widget`.
    const unknown = (error?: unknown) => fail('unknown widget', error);
    if (!WIDGET_NAME.test(name)) return unknown();

    let props: WidgetProps;
    try {
      const text = element.dataset.props ?? '{}';
      props = JSON.parse(text);
      // Only a JSON object: arrays, strings and null are mistakes in the template. The text says so,
      // not the value's `constructor`: `{"constructor": …}` is an object (the kit names the unknown prop).
      if (text.trim()[0] != '{') throw props;
    } catch (error) {
      return fail('data-props: no JSON object', error);
    }

    // The stub is fetched as soon as the name is seen, so it is there when the trigger fires.
    (stubs[name] ??= importStub(name)).then(({ trigger: defaultTrigger, load }) => {
      if (state.removed) return;
      let trigger = defaultTrigger;
      const requested = element.dataset.load;
      if (requested) {
        if (isTrigger(requested)) trigger = requested;
        else reportError(name, element, 'unknown data-load; default used');
      }
      state.cancel = whenTriggered(trigger, element, async () => {
        if (state.removed) return;
        try {
          // The stub retries a body that failed to load once (loader/stubs-plugin.ts, withRetry).
          const [kiosk, widget] = await Promise.all([loadCore(), load()]);
          if (state.removed) return;
          const unmount = await widget.mount(element, props, kiosk);
          if (state.removed) return unmount();
          state.unmount = unmount;
          element.dataset.kiosk = 'mounted';
        } catch (error) {
          fail('mount failed', error);
        }
      });
    }, unknown);
  };

  return {
    /** Considers `root` and every mount point below it; other nodes (text, comments) are ignored. */
    scan(root: ParentNode) {
      if ((root as Element).matches?.('[data-widget]')) consider(root as HTMLElement);
      root.querySelectorAll?.<HTMLElement>('[data-widget]').forEach(consider);
    },
    /**
     * Unmounts (or stops waiting for) every tracked element that is no longer in the document.
     * Hint: a widget's unmount must not throw; the React binding (ui/mount-react.tsx) reports
     * its own failures, which keeps this loop, and the loader's bytes, small.
     */
    sweep() {
      for (const [element, state] of states) {
        if (element.isConnected) continue;
        states.delete(element);
        state.removed = true;
        state.cancel?.();
        state.unmount?.();
      }
    },
  };
}
