import { expect, type BrowserContext, type Page } from '@playwright/test';
import { SEED_VARIANT_IDS } from '../../../demo-host/api/storefront/seed.ts';
import { STOREFRONT_API_PATH } from '../../../demo-host/api/storefront/index.ts';

/**
 * Hostile content (issue 10), shared by every `e2e/hostile/<widget>.ts`: the script payloads and the
 * checks that none of them ran. Each payload, if it ever ran, sets `window.__pwned`; nothing else on
 * the page does.
 */
const RUN = 'window.__pwned=1';
export const PAYLOADS: readonly string[] = [
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}">`,
  `<script>${RUN}</script>`,
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  `java\tscript:${RUN}`,
  ` \n\tjavascript:${RUN}`,
  `java&#x09;script:${RUN}`,
  `&#106;avascript:${RUN}`,
  `data:text/html,<script>${RUN}</script>`,
  `DATA:text/html;base64,${Buffer.from(`<script>${RUN}</script>`).toString('base64')}`,
  `"><img src=x onerror="${RUN}">`,
  `' onmouseover='${RUN}' x='`,
  `\u202E<img src=x onerror="${RUN}">`,
  `java\u200Bscript:${RUN}`,
  `＜script＞${RUN}＜/script＞`,
  `javascript:/*--></title></style></textarea></script><svg/onload=${RUN}>`,
];

/** The page a case works on, and the watcher `hostile-content.spec.ts` set on it before the case began. */
export interface HostileCell {
  page: Page;
  context: BrowserContext;
  watcher: Watcher;
}

/**
 * One test of the hostile-content table: what every `e2e/hostile/<widget>.ts` exports as
 * `HOSTILE_CASES` (issue 21). A case holds one page; a loop over payloads that each need their own
 * page load is one case per payload, never one case with a loop.
 */
export interface HostileCase {
  title: string;
  /** The fields filled with payloads, for the printed figures; the cells of one group add up. */
  group: string;
  fields: number;
  /** How many payloads this one case puts in each field. */
  payloads: number;
  /** Its own time where the page needs longer than the default 30 s. */
  timeout?: number;
  run(cell: HostileCell): Promise<void>;
}

export type Watcher = Awaited<ReturnType<typeof watch>>;

/** What `safeUrl` may let through: the payload read as the browser reads it, https or http on http. */
export function expectedUrl(raw: string, pageUrl: string): string | undefined {
  if (raw.trim() == '') return undefined;
  try {
    const url = new URL(raw, pageUrl);
    return url.protocol == 'https:' || url.protocol == 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Watches the page for anything a payload could do: the flag, CSP violations (the strict page blocks
 * inline script, so a payload that tried shows up there), and navigations. Navigations after the first
 * page load are answered 204 (so the page stays) and recorded; popups are recorded and closed.
 */
export async function watch(context: BrowserContext, page: Page) {
  const navigations: string[] = [];
  await context.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  let loaded = false;
  await context.route('**/*', async (route) => {
    const request = route.request();
    let topLevel = true;
    try {
      topLevel = request.frame().parentFrame() == null;
    } catch {
      // A popup's first request comes before its frame exists: a top-level navigation too.
    }
    if (request.isNavigationRequest() && topLevel && loaded) {
      navigations.push(request.url());
      return route.fulfill({ status: 204 });
    }
    return route.fallback();
  });
  context.on('page', (popup) => {
    if (popup == page) return;
    navigations.push(popup.url());
    void popup.close();
  });
  page.on('framenavigated', (frame) => frame == page.mainFrame() && loaded && navigations.push(frame.url()));
  return {
    navigations,
    loaded: () => (loaded = true),
  };
}

/** Asserts no payload ran and no Kiosk DOM carries a script URL or an event-handler attribute. */
export async function expectClean(page: Page, navigations: string[]) {
  const state = await page.evaluate(() => {
    const scriptUrl = /^(javascript|data|vbscript):/i;
    const bad: string[] = [];
    for (const element of document.querySelectorAll('[data-widget] *, .kiosk-root *, .kiosk-cart *')) {
      for (const attribute of element.attributes) {
        // The browser strips tabs and newlines from a URL's scheme, so a check must too.
        const value = [...attribute.value].filter((char) => char > ' ').join('');
        if (/^on/i.test(attribute.name)) bad.push(`${element.tagName} ${attribute.name}`);
        if (
          ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href'].includes(attribute.name) &&
          scriptUrl.test(value)
        )
          bad.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
      if (element.tagName == 'SCRIPT' || element.tagName == 'IFRAME') bad.push(element.tagName);
    }
    const w = window as unknown as { __pwned?: unknown; __violations: string[] };
    return { pwned: w.__pwned ?? null, title: document.title, bad, violations: w.__violations };
  });
  expect(state.pwned).toBeNull();
  expect(state.title).not.toContain('PWNED');
  expect(state.bad).toEqual([]);
  expect(state.violations).toEqual([]);
  expect(navigations.filter((url) => /^(javascript|data):/i.test(url))).toEqual([]);
}

/** Hovers and focuses every Kiosk element, for the breakouts that wait for a mouse or focus. */
export async function touchEverything(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[data-widget] *, .kiosk-root *, .kiosk-cart *'))
      for (const type of ['mouseover', 'mouseenter', 'focus', 'error', 'load'])
        element.dispatchEvent(new Event(type));
  });
}

/** A mount point a case adds to the page: its element, props and the server markup inside it. */
export interface HostileMount {
  props: Record<string, unknown>;
  tag?: 'div' | 'button';
  text?: string;
}

/**
 * Appends `<section id>` with one mount point of `widget` per entry, as a CMS would render them
 * (`data-load` as given), so a case can hand each payload to a prop.
 */
export async function addMountPoints(
  page: Page,
  { id, widget, load, mounts }: { id: string; widget: string; load?: string; mounts: HostileMount[] },
) {
  await page.evaluate(
    ({ id, widget, load, mounts }) => {
      const box = document.body.appendChild(document.createElement('section'));
      box.id = id;
      for (const { props, tag = 'div', text = '' } of mounts) {
        const element = box.appendChild(document.createElement(tag));
        element.dataset.widget = widget;
        if (load) element.dataset.load = load;
        element.dataset.props = JSON.stringify(props);
        element.textContent = text;
      }
    },
    { id, widget, load, mounts },
  );
}

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json => typeof value == 'object' && value !== null;

/** Every cart object in a Storefront answer (query or any mutation payload). */
export function* cartsIn(value: unknown): Generator<Json> {
  if (!isObject(value)) return;
  if ('checkoutUrl' in value && isObject(value.lines)) yield value;
  for (const child of Object.values(value)) yield* cartsIn(child);
}
/** Every mutation payload (the objects carrying userErrors and warnings). */
export function* payloadsIn(value: unknown): Generator<Json> {
  if (!isObject(value)) return;
  if ('userErrors' in value) yield value;
  for (const child of Object.values(value)) yield* payloadsIn(child);
}

/** Rewrites the real Storefront answers with `mutate` (route.fetch, then mutate the JSON). */
export async function rewriteStorefront(page: Page, mutate: (body: Json) => void) {
  await page.route(`**${STOREFRONT_API_PATH}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    mutate(body);
    await route.fulfill({ response, json: body });
  });
}

/** The in-stock variant every cart case adds. */
export const VARIANT = SEED_VARIANT_IDS.inStock;

/** Pushes `cart.add` of `merchandiseId` through the page's `kiosk` queue, as a host would. */
export async function pushCartAdd(page: Page, merchandiseId: string): Promise<void> {
  await page.evaluate((id) => {
    (window as unknown as { kiosk: unknown[] }).kiosk.push(['cart.add', { merchandiseId: id }]);
  }, merchandiseId);
}
