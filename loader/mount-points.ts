import type { Kiosk, Unmount, WidgetModule, WidgetProps } from '../src/widget-contract.ts';
import { reportError } from './report.ts';
import { isTrigger, whenTriggered, type Cancel, type Trigger } from './triggers.ts';

/** A widget's chunk and its default trigger (`idle` when left out). */
export type WidgetEntry = readonly [load: () => Promise<WidgetModule>, trigger?: Trigger];
export type Registry = Readonly<Record<string, WidgetEntry>>;

interface MountState {
  cancel?: Cancel;
  unmount?: Unmount;
  removed?: boolean;
}

/**
 * Tracks every `[data-widget]` element: waits for its trigger, mounts it once, unmounts it when it
 * leaves the page. A mount point that fails keeps its server markup and gets `data-kiosk="error"`;
 * one that rendered gets `data-kiosk="mounted"`.
 */
export function createMountPoints(registry: Registry, loadCore: () => Promise<Kiosk>) {
  const states = new Map<HTMLElement, MountState>();

  const consider = (element: HTMLElement) => {
    if (states.has(element)) return;
    const state: MountState = {};
    states.set(element, state);
    const name = element.dataset.widget as string;
    const entry = registry[name];
    const fail = (message: string, error?: unknown) => {
      element.dataset.kiosk = 'error';
      reportError(name, element, message, error);
    };
    // The console line already names the widget: `[kiosk:NAME] unknown widget`.
    if (!entry) return fail('unknown widget');

    let props: WidgetProps;
    try {
      props = JSON.parse(element.dataset.props ?? '{}');
      // Only a plain object: arrays, strings and null are mistakes in the template.
      if (props?.constructor != Object) throw props;
    } catch (error) {
      return fail('data-props: no JSON object', error);
    }

    const [load, defaultTrigger = 'idle'] = entry;
    let trigger = defaultTrigger;
    const requested = element.dataset.load;
    if (requested) {
      if (isTrigger(requested)) trigger = requested;
      else reportError(name, element, 'unknown data-load; default used');
    }

    state.cancel = whenTriggered(trigger, element, async () => {
      if (state.removed) return;
      try {
        // A chunk that failed to load is retried once: a flaky connection should not cost the widget.
        const [kiosk, widget] = await Promise.all([loadCore(), load().catch(load)]);
        if (state.removed) return;
        const unmount = await widget.mount(element, props, kiosk);
        if (state.removed) return unmount();
        state.unmount = unmount;
        element.dataset.kiosk = 'mounted';
      } catch (error) {
        fail('mount failed', error);
      }
    });
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
