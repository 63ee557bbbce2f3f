import { removeCookie } from '../../src/cookies.ts';

/**
 * Resets what a test can leave on the page: the listeners it added to `window` and `document`, the
 * page-wide singletons, the markup and attributes, the address, storage and cookies. Each test file
 * gets it first (tests/support/fresh-page.ts), each fault-table cell after it ran.
 */

interface Listener {
  target: EventTarget;
  type: string;
  listener: EventListenerOrEventListenerObject;
  options?: boolean | EventListenerOptions;
}

/** What a file left behind, recorded from the worker's first file on. */
interface Leftovers {
  startURL: string;
  listeners: Listener[];
  /** Each address a file moved the page to: cookies written there are only seen there. */
  addresses: Set<string>;
}

interface HappyDOM {
  setURL(url: string): void;
}

const happyDOM = () => (window as unknown as { happyDOM: HappyDOM }).happyDOM;

function startRecording(): Leftovers {
  const leftovers: Leftovers = { startURL: location.href, listeners: [], addresses: new Set() };
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type, listener, options) => {
      if (listener) leftovers.listeners.push({ target, type, listener, options });
      add(type, listener, options);
    };
  }
  const api = happyDOM();
  const setURL = api.setURL.bind(api);
  api.setURL = (url) => {
    leftovers.addresses.add(new URL(url, location.href).href);
    setURL(url);
  };
  return leftovers;
}

/**
 * Expires every cookie the page sees at `address`. A cookie is removed only by a write with its own
 * domain and path, which `document.cookie` does not name, so each one the address allows is written.
 */
function expireCookies(address: string) {
  happyDOM().setURL(address);
  const { hostname, pathname } = location;
  const labels = hostname.split('.');
  const domains: Array<string | undefined> = [undefined];
  for (let i = 0; i < labels.length - 1; i++) {
    const domain = labels.slice(i).join('.');
    domains.push(domain, `.${domain}`);
  }
  const paths = pathname.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/') || '/');
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (!name) continue;
    for (const domain of domains) for (const path of paths) removeCookie(name, { path, domain });
  }
}

function removeAttributes(element: Element) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}

/** Page-wide singletons: Kiosk's (`__kioskBus`, `__kioskPageState`, …) and the IAB CMP stub's. */
const PAGE_GLOBAL = /^__(kiosk|tcfapi)/;

export function freshPage() {
  const worker = globalThis as typeof globalThis & { __freshPageLeftovers?: Leftovers };
  const leftovers = (worker.__freshPageLeftovers ??= startRecording());
  for (const { target, type, listener, options } of leftovers.listeners.splice(0))
    target.removeEventListener(type, listener, options);
  for (const name of Object.getOwnPropertyNames(globalThis))
    if (PAGE_GLOBAL.test(name)) Reflect.deleteProperty(globalThis, name);
  removeAttributes(document.documentElement);
  removeAttributes(document.body);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  const elsewhere = new Set([location.href, ...leftovers.addresses]);
  elsewhere.delete(leftovers.startURL);
  for (const address of elsewhere) expireCookies(address);
  leftovers.addresses.clear();
  // Last, so the file begins there.
  expireCookies(leftovers.startURL);
  localStorage.clear();
  sessionStorage.clear();
}
