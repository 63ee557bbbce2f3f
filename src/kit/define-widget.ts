import { logError } from '../log.ts';
import type { Kiosk, Unmount, WidgetModule } from '../widget-contract.ts';
import { readProps } from './read-props.ts';
import type { PropsOf, PropsSpec, WidgetMeta } from './widget-meta.ts';
import { createWidgetScope, type WidgetScope } from './widget-scope.ts';

export interface WidgetContext<P> {
  element: HTMLElement;
  props: P;
  kiosk: Kiosk;
  scope: WidgetScope;
}

/** What a widget's body returns: nothing (everything is in the scope), or how to undo its render. */
export type WidgetBody<P> = (
  context: WidgetContext<P>,
  // A body that keeps everything in its scope returns nothing, early returns included.
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
) => Unmount | void | Promise<Unmount | void>;

/**
 * The widget kit: turns a widget's metadata and body into the loader's `mount(element, props, kiosk)`.
 * It checks `data-props` against the declared props (one console line naming the widget and every field),
 * gives the body a per-mount scope, and returns one unmount that closes the scope and undoes the render.
 * A body that throws or rejects fails the mount: the loader keeps the server markup and reports it.
 */
export function defineWidget<S extends PropsSpec>(
  meta: WidgetMeta<S>,
  body: WidgetBody<PropsOf<S>>,
): WidgetModule['mount'] {
  return async (element, rawProps, kiosk) => {
    const checked = readProps(rawProps, meta.props);
    const problems = `data-props: ${checked.problems.join('; ')}`;
    // A fatal problem is reported by the loader with the mount failure: one console line either way.
    if (!checked.ok) throw new Error(problems);
    if (checked.problems.length) logError(meta.name, problems, element);
    const scope = createWidgetScope(meta.name);
    try {
      const undo = await body({ element, props: checked.props, kiosk, scope });
      if (undo) scope.add(undo);
    } catch (error) {
      scope.close();
      throw error;
    }
    return scope.close;
  };
}
