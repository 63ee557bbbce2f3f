/**
 * When a mount point's widget loads. A widget declares its default; `data-load` overrides it.
 * Only `visible` returns a cancel function: it holds the element in a shared observer. The others
 * fire into a callback that checks whether the element is still on the page.
 */
export type Trigger = 'eager' | 'idle' | 'visible' | 'interaction' | `media:${string}`;
export type Cancel = () => void;

/** Hint: `data-load` must be one of these, or `media:` followed by a media query. */
export function isTrigger(value: string): value is Trigger {
  return /^(eager|idle|visible|interaction|media:.+)$/.test(value);
}

/** requestIdleCallback where it exists (Safari lacks it), else a short timeout. */
export function whenIdle(fire: () => void) {
  if ((self as Partial<Window>).requestIdleCallback) requestIdleCallback(fire, { timeout: 2000 });
  else setTimeout(fire, 200);
}

// One observer for every `visible` mount point: each observer costs the browser a layout pass.
let observer: IntersectionObserver | undefined;
const visibleCallbacks = new Map<Element, () => void>();

function stopWatching(element: Element) {
  visibleCallbacks.delete(element);
  observer?.unobserve(element);
}

function whenVisible(element: Element, fire: () => void): Cancel {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const callback = entry.isIntersecting && visibleCallbacks.get(entry.target);
        if (callback) {
          stopWatching(entry.target);
          callback();
        }
      }
    },
    // Start loading a little before the element scrolls in, so it is ready when seen.
    { rootMargin: '200px' },
  );
  visibleCallbacks.set(element, fire);
  observer.observe(element);
  return () => stopWatching(element);
}

export function whenTriggered(trigger: Trigger, element: Element, fire: () => void): Cancel | undefined {
  if (trigger == 'visible') return whenVisible(element, fire);
  if (trigger == 'idle') whenIdle(fire);
  else if (trigger == 'interaction') {
    // Whichever comes first fires; the other listeners are one-shot and then no-ops.
    let fired = false;
    for (const name of ['pointerdown', 'focusin', 'keydown'])
      element.addEventListener(name, () => fired || ((fired = true), fire()), { once: true, passive: true });
  } else if (trigger[0] == 'm') {
    const query = matchMedia(trigger.slice(6));
    const check = () => query.matches && ((query.onchange = null), fire());
    query.onchange = check;
    check();
  } else fire();
}
