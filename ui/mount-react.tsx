import { Component, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Unmount } from '../src/widget-contract.ts';
import { reportWidgetError } from '../src/kit/report-widget-error.ts';
import { kioskRoot } from './base-styles.ts';

/**
 * The React binding of the widget contract. Renders `node` into `element` while the server markup
 * stays visible; once the first render has committed, the markup is swapped out. If rendering throws,
 * now or later, the server markup comes back, so a reader is never left with less than the CMS sent.
 *
 * @remarks Source and unit tests run this against React 19; the production build aliases `react` to
 * `preact/compat`, so it only uses APIs both provide (`createRoot`, class error boundaries, layout effects).
 */
export function mountReact(element: HTMLElement, node: ReactNode, onCrash?: () => void): Promise<Unmount> {
  return new Promise((resolve, reject) => {
    const container = kioskRoot(document.createElement('div'));
    container.hidden = true;
    element.append(container);
    const fallback = [...element.childNodes].filter((child) => child !== container);
    const root = createRoot(container);
    let ready = false;
    // preact/compat commits the parent of a failed child, so the ready signal can run after the
    // error was caught: a failed first render must not count as mounted.
    let failed = false;

    const unmount: Unmount = () => {
      try {
        root.unmount();
      } catch (error) {
        reportWidgetError(element, 'unmount failed', error);
      }
      container.remove();
    };
    const onReady = () => {
      if (ready || failed) return;
      ready = true;
      for (const child of fallback) child.remove();
      container.hidden = false;
      resolve(unmount);
    };
    const onError = (error: unknown) => {
      failed = true;
      // Let React finish the current commit before tearing the root down.
      queueMicrotask(() => {
        unmount();
        if (ready) {
          element.append(...fallback);
          element.dataset.kiosk = 'error';
          onCrash?.();
          reportWidgetError(element, 'crashed; the server markup is back', error);
        } else reject(error);
      });
    };
    root.render(
      <ErrorBoundary onError={onError}>
        <ReadySignal onReady={onReady}>{node}</ReadySignal>
      </ErrorBoundary>,
    );
  });
}

function ReadySignal({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  // A parent's layout effect runs after all its children committed: the first render is complete.
  useLayoutEffect(onReady, [onReady]);
  return children;
}

class ErrorBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
