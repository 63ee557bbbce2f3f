import { BRANDS, findBrand } from '../src/brands.ts';
import { brandTokensCss } from './brand-tokens.ts';
import { shopIndexHtml } from './shop-index.ts';
import type { WidgetMeta } from '../src/kit/widget-meta.ts';
import { PAYWALL_CONFIG } from './api/paywall/seed.ts';
import { SUBSCRIPTION_PROJECTS } from './api/subscriptions/seed.ts';
import { CANCEL_PAGE_PATH } from './pages/vertraege-kuendigen.ts';
import { STOREFRONT_ACCESS_TOKEN } from './api/storefront/access-token.ts';
import { STOREFRONT_API_PATH, STOREFRONT_ORDER_PATH } from './api/storefront/index.ts';
import type { DemoPage } from './site.ts';
import { BOOKMARKS_MARKUP } from '../widgets/bookmarks/resting-markup.ts';
import { BELL_MARKUP } from '../widgets/newsticker/resting-markup.ts';
import { THEME_TOGGLE_MARKUP } from '../widgets/theme-toggle/resting-markup.ts';

export interface RenderContext {
  origin: string;
  nonce: string;
  /** False renders the page as the CMS would without Kiosk (`?kiosk=off`, for the page-impact bench). */
  withKiosk?: boolean;
  /**
   * The reader's stored theme (cookie userModeTheme). A CMS that renders it on <html> gives the right
   * theme from the first byte; Kiosk's loader applies it too, for CMSes that cannot.
   */
  theme?: 'light' | 'dark';
  /** `?project=<code>`: the page as that brand would render it. Codes not in src/brands.ts are ignored. */
  project?: string;
  /**
   * `?cmp=on`: the page runs the demo CMP (demo-host/cmp/, issue 24). Its script comes before the loader,
   * as a CMP's stub must, so Kiosk finds `__tcfapi` when it starts.
   */
  cmp?: boolean;
  /** The page address's query parameters (`?ergebnis=…` and the page's `fromQuery`). */
  query?: Record<string, string>;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside `<script type="application/json">` must not be able to close the tag. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Replaces `{{origin}}`, `{{apiHost}}` and `{{nonce}}` in a page or fragment. */
export function fillPlaceholders(html: string, { origin, nonce }: RenderContext, fill = {}): string {
  const filled = Object.entries<string>(fill).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, escapeHtml(value)),
    html,
  );
  return filled
    .replaceAll('{{origin}}', origin)
    .replaceAll('{{apiHost}}', `${origin}/api`)
    .replaceAll('{{nonce}}', nonce);
}

/** The status text for `?ergebnis=` (a script-free form post came back), as text; '' for none. */
function formResult(page: DemoPage, { query }: RenderContext) {
  const text = query?.ergebnis && page.results?.[query.ergebnis];
  return text ? `<p class="demo-form-result" role="status">${escapeHtml(text)}</p>\n` : '';
}

const queryFill = (page: DemoPage, { query }: RenderContext) =>
  Object.fromEntries((page.fromQuery ?? []).map((name) => [name, query?.[name] ?? '']));

/**
 * § 312k BGB (issue 27): every page of a brand that sells subscriptions has the Kündigungsbutton in its
 * footer, a plain link that needs no login and no script, never behind a disclosure.
 */
function cancelLink(project: string | undefined, context: RenderContext): string {
  if (!project || !SUBSCRIPTION_PROJECTS.includes(project)) return '';
  const href = context.project
    ? `${CANCEL_PAGE_PATH}?project=${encodeURIComponent(project)}`
    : CANCEL_PAGE_PATH;
  return `<p class="site-cancel"><a class="site-cancel__link" href="${escapeHtml(href)}">Verträge hier kündigen</a></p>`;
}

/** The HTML a CMS template renders around an article body: config blocks, loader tag, site chrome. */
export function renderPage(page: DemoPage, body: string, context: RenderContext): string {
  if (page.partner) return renderPartnerPage(page, body, context);
  const brand = (context.project && findBrand(context.project)) || findBrand(page.project ?? '');
  const project = brand?.project ?? page.project;
  const config = project && {
    project,
    apiHost: `${context.origin}/api`,
    apiClient: `${project}-web`,
    isAb: false,
    enableFavorites: true,
    storefront: { endpoint: `${context.origin}${STOREFRONT_API_PATH}`, accessToken: STOREFRONT_ACCESS_TOKEN },
    shopOrders: { endpoint: `${context.origin}${STOREFRONT_ORDER_PATH}` },
    paywall: PAYWALL_CONFIG,
    ...page.config,
  };
  const themeAttribute = context.theme ? ` data-kiosk-theme="${context.theme}"` : '';
  // spec 2.2: a CMS renders the theme class itself; Kiosk's runtime adds it too, for CMSes that cannot.
  const themeClass = project ? ` class="theme-${project}"` : '';
  return `<!doctype html>
<html lang="de"${themeClass}${themeAttribute}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<link rel="stylesheet" href="/demo/site.css" nonce="${context.nonce}">
${brand ? `<style nonce="${context.nonce}">${brandTokensCss(brand)}</style>` : ''}
${context.cmp ? `<script src="/api/cmp/cmp.js" nonce="${context.nonce}"></script>` : ''}
${config ? `<script type="application/json" id="kiosk-config">${jsonForScript(config)}</script>` : ''}
<script type="application/json" id="kiosk-page">${jsonForScript({ title: page.title, analyticsDomain: `${project}.kiosk-demo.de`, ...page.pageData })}</script>
${context.withKiosk === false ? '' : `<script type="module" src="/kiosk/loader.js" async nonce="${context.nonce}"></script>`}
</head>
<body>
<header class="site-header"><a class="site-logo" href="/">Kiosk-Demo</a><span class="site-brand">${escapeHtml(brand?.name ?? 'Partner')}</span><div class="site-theme-toggle" data-widget="theme-toggle">${THEME_TOGGLE_MARKUP}</div><div class="site-newsticker" data-widget="newsticker" data-props='{"moreUrl":"/nachrichten/"}'>${BELL_MARKUP}</div><div class="site-bookmarks" data-widget="bookmarks">${BOOKMARKS_MARKUP}</div><div data-widget="cart" data-props='{"preset":"cms","loginUrl":"/anmelden/","registerUrl":"/anmelden/"}'></div></header>
<main class="site-main">
${formResult(page, context)}${fillPlaceholders(body, context, { ...page.fill, ...queryFill(page, context) })}
</main>
<footer class="site-footer">${cancelLink(project, context)}Demo-Inhalte · Kiosk ${escapeHtml(page.description)}</footer>
</body>
</html>`;
}

/**
 * A partner shop: no Kiosk loader and no Kiosk config, only `cart-embed.js` and the shop's own script
 * that calls `KioskCart.init(…)` (demo-host/static/partner-shop.js).
 */
function renderPartnerPage(page: DemoPage, body: string, context: RenderContext): string {
  const settings = {
    endpoint: `${context.origin}${STOREFRONT_API_PATH}`,
    accessToken: STOREFRONT_ACCESS_TOKEN,
  };
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<link rel="stylesheet" href="/demo/site.css" nonce="${context.nonce}">
<script type="application/json" id="partner-shop-settings">${jsonForScript(settings)}</script>
${
  context.withKiosk === false
    ? ''
    : `<script type="module" src="/kiosk/cart-embed.js" nonce="${context.nonce}"></script>
<script type="module" src="/demo/partner-shop.js" nonce="${context.nonce}"></script>`
}
</head>
<body class="partner">
<header class="site-header partner-header"><a class="site-logo" href="/">Motorrad-Teile Huber</a><span class="site-brand">Partner-Shop</span><button type="button" class="partner-cart-link" id="partner-cart-open">Warenkorb (<span id="partner-cart-count">0</span>)</button></header>
<main class="site-main">
${fillPlaceholders(body, context)}
</main>
<footer class="site-footer">Partner-Demo: bindet nur <code>cart-embed.js</code> ein, ohne Kiosk-Loader.</footer>
</body>
</html>`;
}

export function renderIndex(
  pages: readonly DemoPage[],
  widgets: readonly WidgetMeta[],
  users: ReadonlyArray<{ token: string; name: string }>,
): string {
  const pageItems = pages
    .map(
      (page) =>
        `<li><a href="${page.path}">${escapeHtml(page.title)}</a> — ${escapeHtml(page.description)}</li>`,
    )
    .join('\n');
  const widgetItems = widgets
    .map(
      ({ name, description }) => `<li><code>data-widget="${name}"</code> — ${escapeHtml(description)}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kiosk-Demo</title>
<link rel="stylesheet" href="/demo/site.css">
</head>
<body>
<header class="site-header"><a class="site-logo" href="/">Kiosk-Demo</a></header>
<main class="site-main">
<h1>Kiosk-Demo</h1>
<p>Jede Seite bindet Kiosk so ein, wie es ein CMS-Template tut: mit einem Script-Tag und <code>data-widget</code>-Platzhaltern. Alle Backends laufen lokal auf diesem Server.</p>
<h2>Seiten</h2>
<ul>
${pageItems}
</ul>
<h2>Marken</h2>
<p>Jede Seite lässt sich als jede Marke ansehen, mit <code>?project=</code>:</p>
<ul>
${BRANDS.map((entry) => `<li><a href="/auto/?project=${entry.project}">${escapeHtml(entry.name)}</a> (<code>${entry.project}</code>)</li>`).join('\n')}
</ul>
<h2>Widgets</h2>
<ul>
${widgetItems}
</ul>
<h2>Demo-Zugänge</h2>
<p>Auf <a href="/anmelden/">Anmelden</a> mit einem dieser Tokens einloggen (oder <code>kiosk.push(['session.login', 'TOKEN'])</code> in der Konsole):</p>
<ul>
${users.map((user) => `<li><code>${escapeHtml(user.token)}</code> — ${escapeHtml(user.name)}</li>`).join('\n')}
</ul>
${shopIndexHtml()}
<h2>Backends</h2>
<ul>
<li><code>/api/…</code> — Plattform-API (apiHost), u. a. <code>/api/community/validate</code></li>
<li><code>/api/bookmarks/…</code>, <code>/api/uifavorites/…</code>, <code>/api/tour/claim/…</code> — Merkliste, gefolgte Rubriken und Marken, Lieblingstouren (<code>demo-host/data/bookmarks.json</code>)</li>
</ul>
<h2>Newsticker</h2>
<p>Jede Marke hat einen Newsticker-Feed (<code>/api/newsticker/feed?project=ams</code>), der jede Minute eine neue Meldung bekommt. Hier gibt es eine sofort, und der Feed lässt sich verlangsamen oder ausfallen lassen:</p>
<form class="demo-form" method="post" action="/api/newsticker/demo/ams/publish"><button>Neue Meldung (ams)</button></form>
<form class="demo-form" method="post" action="/api/newsticker/demo/ams/mode/slow"><button>Feed langsam (ams)</button></form>
<form class="demo-form" method="post" action="/api/newsticker/demo/ams/mode/fail"><button>Feed fällt aus (ams)</button></form>
<form class="demo-form" method="post" action="/api/newsticker/demo/ams/mode/ok"><button>Feed normal (ams)</button></form>
</main>
</body>
</html>`;
}
