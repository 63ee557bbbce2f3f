/**
 * Size budgets, checked by `npm test` after the build. Prints every figure; fails when a budget is
 * exceeded or the bundle leaks `process.env` (a dev-only branch that survived minification).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createDemoApp } from '../demo-host/app.ts';
import { WIDGETS } from '../widgets/catalogue.ts';
import { misplacedModules } from './chunk-roles.ts';
import { fileOf, filesFor, readManifest, runtimeSource, stubSource, widgetSource } from './chunk-graph.ts';
import { filesAtLoad } from './page-bytes.ts';
import { embedFiles } from './embed-files.ts';
import { pageWidgets } from './page-widgets.ts';
import { formatBytes, measure, sum, type Size } from './sizes.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifest = readManifest(dist);
const KB = 1024;
const sizeOf = (files: string[]) => sum(files.map((file) => measure(`${dist}/${file}`)));
const runtime = runtimeSource(manifest);
const articleHtml = await (await createDemoApp({ distDir: dist }).request('/auto/')).text();
const { initial, later } = pageWidgets(articleHtml);
const articleInitial = filesAtLoad(manifest, articleHtml);
const articleAll = filesAtLoad(manifest, articleHtml, later);
const coreFiles = filesFor(manifest, [runtime]);
const embed = embedFiles(dist);

/** Files a widget adds to a page that already has the core, the kit, the base styles and the UI chunk. */
const platformFiles = new Set(coreFiles);
const beyond = (sources: string[], loaded: Set<string>) =>
  filesFor(manifest, sources).filter((file) => !loaded.has(file) && !/^shared\/(ui|kit|styles)-/.test(file));
const bellFiles = beyond(
  [stubSource(manifest, 'newsticker'), widgetSource(manifest, 'newsticker')],
  platformFiles,
);
// issue 22: the bell's ticker (feed code, first poll) loads on idle after the page's load, not with it.
const tickerFiles = beyond(['widgets/newsticker/unread-badge.ts'], new Set([...platformFiles, ...bellFiles]));
const newsticker = {
  bell: bellFiles,
  list: beyond(
    ['widgets/newsticker/news-popover.tsx'],
    new Set([...platformFiles, ...bellFiles, ...tickerFiles]),
  ),
};

// issue 25: an article page pays for the watcher until the tab is first hidden; the rules, the call and
// the overlay layer load then, the dialog once suggestions are in hand.
const inactiveTab = (() => {
  const watcher = filesFor(manifest, [
    stubSource(manifest, 'inactive-tab-overlay'),
    widgetSource(manifest, 'inactive-tab-overlay'),
  ]).filter((file) => !platformFiles.has(file) && !/^shared\/(kit|styles)-/.test(file));
  const rules = beyond(
    ['widgets/inactive-tab-overlay/watch-returns.ts', 'src/overlay/page-overlay.ts'],
    new Set([...platformFiles, ...watcher]),
  );
  const dialog = beyond(
    ['widgets/inactive-tab-overlay/open-dialog.tsx'],
    new Set([...platformFiles, ...watcher, ...rules]),
  );
  return { watcher, rules, dialog };
})();

// issue 26: the three forms, each as what it alone loads: its stub, its body and its interactive form.
const FORMS = ['login-form', 'newsletter-form', 'register-form'];
const formOwn = (widget: string) => [
  stubSource(manifest, widget),
  widgetSource(manifest, widget),
  `widgets/${widget}/mount-form.tsx`,
];
const formOwnFiles = new Set(
  FORMS.flatMap((widget) => formOwn(widget).map((source) => fileOf(manifest, source))),
);
const formKitFiles = [...new Set(FORMS.flatMap((widget) => beyond(formOwn(widget), platformFiles)))].filter(
  (file) => !formOwnFiles.has(file),
);

interface Budget {
  name: string;
  files: string[];
  maxGzip: number;
}
const budgets: Budget[] = [
  { name: 'loader.js', files: ['loader.js'], maxGzip: 1500 },
  // issue 22: the analytics sender and the page behaviours that can wait load on idle
  // (src/idle-platform.ts): 8,610 → 7,319 B. Issue 23 then added ~190 B (JSON that old host libraries'
  // toJSON cannot reach, for every request body; the theme's way back to the system setting): 7,511 B.
  // The CI budget is 7,000 B; the gap is reported. Lowered to what was reached: 7,487 B; the
  // generic call's text answers (element reload, issue 25) and issue 23's prompt beside the button: 7,522 B;
  // the host API's reloadElement (issue 25): 7,542 B; 7,553 B once the order lookup moved into
  // features/cart (chunk names and order shift a few bytes); 7,147 B with our own cookie helper
  // (src/cookies.ts) instead of js-cookie; keepalive for analytics posts (issue 31: a klick right before
  // a same-tab navigation must outlive the page) adds 6 B. Then 7,163 → 6,181 B, the CI budget
  // (and its 6,500 B goal) reached: HTTP and the community calls load with the first call
  // (src/request-later.ts), the JSON writer with its users, the reader's consent is read on idle
  // (src/consent/consent-later.ts), and how analytics reports a subscription loads with analytics.
  { name: 'core chunk (what the runtime reaches)', files: coreFiles, maxGzip: 7_000 },
  // issue 31: the article-element observer, loaded on idle where the page marks elements. The issue asks
  // ≤ 1.5 KB: 1,493 B on its own, 1,990 B since when-seen, element-events and the event catalogue are
  // shared with the forms, F1 and teaser widgets and so come as chunks of their own; 2,062 B with the
  // middle click (auxclick). The affiliate selectors' reader left for a chunk of its own (the row
  // below): 1,958 B. The four chunks gzip to 1,362 B as one file: the rest of the gap is what splitting
  // costs, and closing it would make the paywall, teasers and forms load element code, or every page
  // load the visibility observer on idle (the gap is open, reported). The element events and the areas
  // they name are one chunk (vite.config.ts COMMON_GROUPS; every user of the one needs the other):
  // 1,816 B in three files; 1,675 B since no file names its source map. 1,529 B, the 1.5 KB
  // reached in the same three files: the observer watches for the page's life and so has no stop (the
  // guard that starts it logs its affiliate chunk failing), trackElement no longer carries a media
  // branch no caller used (videos and galleries report through their own trackers), and the
  // visibility watcher's stop reads Set.delete instead of a flag of its own. 1,492 B, within 1,500 B
  // (1.5 KB counted as the loader's 1,500 B is): the position is read in one branch, an affiliate mark
  // gains rel through whatever relList it has, and undefined position and threshold are passed as such.
  {
    name: 'element observer, beyond core and idle platform',
    files: beyond(
      ['src/page/marked-elements.ts'],
      new Set(filesFor(manifest, [runtime, 'src/idle-platform.ts'])),
    ),
    maxGzip: 1_500,
  },
  // issue 31's 1.5 KB on the article it is for: one with a box, a button, a plus teaser, a video or a
  // gallery, whose widgets load the visibility watcher (when-seen) themselves: 1,449 B (the observer,
  // the element events with their areas); 1,241 B with the cuts of the row above; 1,204 B.
  {
    name: 'element observer on an article whose widgets watch visibility',
    files: beyond(
      ['src/page/marked-elements.ts'],
      new Set(filesFor(manifest, [runtime, 'src/idle-platform.ts'])),
    ).filter((file) => !file.startsWith('shared/common-when-seen-')),
    maxGzip: 1_216,
  },
  // issue 31: what the observer adds where the page has web-analytics settings (ga.config).
  {
    name: "element observer's affiliate selectors (pages with ga settings)",
    files: beyond(
      ['src/page/affiliate-links.ts'],
      new Set(filesFor(manifest, [runtime, 'src/idle-platform.ts', 'src/page/marked-elements.ts'])),
    ),
    maxGzip: 512,
  },
  // issue 25: the article tracker, loaded on idle only where the page data asks for it: ≤ 700 B gzip.
  {
    name: 'article tracker, beyond core and idle platform',
    files: beyond(
      ['src/page/article-tracker.ts'],
      new Set(filesFor(manifest, [runtime, 'src/idle-platform.ts'])),
    ),
    maxGzip: 700,
  },
  // 35 → 36 KB with issue 21 (one way per thing). Issue 22: the header's theme toggle, bell and bookmarks
  // button and the favourite button rest as server markup with plain DOM, the UI runtime loads when the
  // reader reaches for one (src/kit/island.ts), analytics and page behaviours wait for idle: 36,498 →
  // 25,215 B; with issue 23's fixes (one toggle per click, records dropped with a line, old-library
  // JSON) 26,009 B. The CI budget is 17,000 B; the gap (the favourites store, the newsticker's
  // feed code, the core) is reported, and this budget holds what was reached. The favourites store then
  // left the load (features/favourites/favourites-later.ts: on idle or on a reach): 23,397 B; the
  // newsticker's ticker too (widgets/newsticker/unread-badge.ts, on idle or on a reach): 21,021 B; the
  // config section reader and the tab storage out of the kit chunk (their users start later): 20,199 B;
  // issue 23's login prompt beside the save button and the cart's empty state, the host API's
  // reloadElement: 20,367 B; the base styles make `hidden` win and the resting icons carry their size
  // (load CLS, issue 22): 20,418 B; 20,453 B once the order lookup moved into features/cart; 20,031 B
  // without js-cookie; keepalive for analytics posts (issue 31) and window.kiosk.api.call (issue 25, from
  // the idle platform) add a few bytes: 20,065 B. Then 20,051 → 16,920 B, the CI budget reached:
  // the core's cuts (row above, −982 B); the resting markup constants only where a template lacks them
  // (restingControl imports them); a feature's config section a meta only names stays with the feature
  // (loader/meta-docs-plugin.ts); the newsticker list's and the login prompt's styles ride with those
  // parts, the bell's events with its interactive part; a save button's message comes with the
  // favourites store; the text button's styles once in the base styles instead of a copy per header widget.
  { name: `article page on load (${initial.join(', ')})`, files: articleInitial, maxGzip: 17_000 },
  // issue 25: 1,000 B with the tab storage in the kit chunk; 1,456 B since the storage is a chunk of its
  // own (issue 22: the article's other users start later). The reading history needs it at load.
  // 1,725 B once the JSON writer the storage writes with left the core (issue 22): the watcher brings it.
  {
    name: 'inactive-tab-overlay before the first hide (stub, watcher)',
    files: inactiveTab.watcher,
    maxGzip: 1_744,
  },
  // 3,287 B reached; 3,462–3,471 B (chunk names vary) once the overlay layer claims a cap under a Web
  // Lock (two tabs whose turn came in the same instant both showed) and a turn may come a moment after
  // it is asked for.
  {
    name: 'inactive-tab-overlay on the first hide (rules, call, overlay layer)',
    files: inactiveTab.rules,
    maxGzip: 3_488,
  },
  // The shared dialog hook also gives focus back when the browser closed the dialog itself (4,366 B),
  // and the element events' chunk took the catalogue in (issue 31), which renamed the shared chunks
  // this one imports: 4,382 B.
  { name: 'inactive-tab-overlay dialog, beyond the ui chunk', files: inactiveTab.dialog, maxGzip: 4_400 },
  // issue 14: the bell is on every page; its list and the popover load on the first open.
  // issue 22: lowered to what was reached (the 13,000 B for the list is not met yet); issue 23
  // added the 'Neu' marks, a close button and the focus rule: 20,309 B.
  // issue 22: at load only the resting bell; its ticker comes on idle (the row below, reported): 4,595 →
  // 1,876 B + 342 B of config at load, and on idle 3,304 B (4,551 B since the config reader and the tab
  // storage left the kit); its own chunks cost ~900 B more in all. 2,226 → 1,233 B: the list's styles
  // with the list, the config section with the ticker, the resting markup only where a template lacks it,
  // the bell's events with its interactive part.
  {
    name: 'newsticker bell at load, beyond core/kit/ui (every page)',
    files: newsticker.bell,
    maxGzip: 1_248,
  },
  // Issue 22's goal (≤ 12,000 B; CI budget 13,000 B): the popover on Floating UI's DOM part with its own
  // few non-modal behaviours instead of @floating-ui/react and tabbable took it from 20,478 to 11,067 B;
  // its own placement below the button (ui/place-popover.ts) instead of Floating UI to 5,386 B.
  { name: 'newsticker list + popover (first open)', files: newsticker.list, maxGzip: 5_600 },
  // Issue 12: what the three favourites widgets add to the shared chunks before the panel or the login
  // prompt (with the popover) is first used; those load on demand.
  {
    name: 'bookmarks, favourite-button, tour-favourite (before first use)',
    files: filesFor(
      manifest,
      ['bookmarks', 'favourite-button', 'tour-favourite'].map((name) => widgetSource(manifest, name)),
    ).filter((file) => !/^shared\/(core|kit|ui|styles)-/.test(file)),
    // issue 22: lowered to what was reached once the three became plain DOM; issue 23's one-toggle rule
    // and load message: 7,479 B. The store itself on idle or on a reach (favourites-later.ts): 4,887 B;
    // issue 23's login prompt beside the button (its trigger; the prompt is its own chunk): 4,980 B;
    // the base styles make `hidden` win and the resting icons carry their size (load CLS, issue 22): 4,998 B.
    // 5,010 B once the order lookup moved into features/cart. 3,925 B: the favourites config section
    // stays with the store, the resting markup only where a template lacks it, the item message with the
    // store, the text button's styles in the base styles.
    maxGzip: 3_936,
  },
  // A widget's own download where it is mounted: stub, body and the shared chunks it needs beyond the core.
  ...[
    // issue 23: shortened server text, dropped records reported, the header row of remove buttons;
    // 27,296 → 29,007 B with the 'Modell suchen' type-ahead: 923 B its own code, 1,235 B the combobox chunk
    // it shares with fuel search (ui/combobox.tsx; an own copy instead: 28,116 B); 29,032 B once the base
    // styles make `hidden` win (load CLS, issue 22). Issue 29: 29,861 B once the technical data overlay
    // shares the versions call, the table rows, the notice and the spinner (common chunks, each its own file).
    { widget: 'vehicle-compare', maxGzip: 29_888 },
    // issue 22: plain DOM, no UI runtime; the brand tree's call and parser apart from the comparison's:
    // 21,372 → 8,194 B; 8,645 B once the plain-DOM notice is a chunk it shares with the highlight slider;
    // 8,662 B with the config section reader out of the kit (every article: −769 B at load).
    // 8,685 B: the base styles make `hidden` win and the resting icons carry their size (load CLS, issue 22).
    // 8,813 B since the technical data overlay shares the vehicle settings and parsers (issue 29).
    // 8,914 B: the base styles (counted here) carry the text button's styles (issue 22: one copy per page).
    // 7,317 B: its area name is copied in, the style injection is shorter, and the notice with its retry
    // loads only once the tree call failed (the row 'model-teaser beyond core, kit and base styles').
    // 7,310 B with one height in every state (issue 22: CLS 0 when it arrives).
    { widget: 'model-teaser', maxGzip: 7_328 },
    // issue 22: plain DOM on the page's ticker, no UI runtime: 10,580 B (the feed code is 2,619 B of it);
    // 11,061 B once the ticker is its own chunk (the bell loads it on idle); 11,526 B with the config
    // section reader and the tab storage out of the kit (every article: −769 B at load); 11,769 B since
    // the pollers' leadership and backoff are chunks the GP ticker shares (issue 30).
    // 11,790 B: the base styles make `hidden` win and the resting icons carry their size (load CLS, issue 22);
    // 11,812 B as the kit's chunk names shift with the wave-2 merges. 11,976 B: the JSON writer left the
    // core and the base styles carry the text button's styles (issue 22; neither is new on the page).
    { widget: 'highlight-slider', maxGzip: 11_984 },
    // issue 22: before the first add, a plain-DOM select and button; the cart, its Storefront client and
    // the UI runtime load on a reach (the article page after scrolling: 52,313 → 22,158 B); 4,787 B once
    // the base styles make `hidden` win (load CLS); issue 23: the styles of 'Zum Warenkorb' after an add.
    // 4,945 B: the base styles carry the text button's styles (issue 22: one copy per page, not per widget).
    { widget: 'add-to-cart', maxGzip: 4_960 },
  ].map(({ widget, maxGzip }) => ({
    name: `${widget} (stub, body, kit, ui; core excluded)`,
    files: filesFor(manifest, [stubSource(manifest, widget), widgetSource(manifest, widget)]).filter(
      (file) => !coreFiles.includes(file),
    ),
    maxGzip,
  })),
  // issue 22's figure for the teaser (goal 3,000 B, CI 3,500 B): what it adds to a page that already runs
  // a widget (core, kit, base styles). 5,980 B reached; the gap is the vehicles' tree call, the element
  // helper, the plain-DOM notice, the config section reader (out of the kit, which every article loads)
  // and the text shortener it shares with other widgets. 6,106 B since the technical data overlay (issue 29)
  // shares the vehicle settings and parsers. 6,096 B (reached; the 3,500 B is not): the only
  // change is its meta no longer bringing the vehicles config section (the teaser's reader imports it).
  // 5,739 B as the kit and the comparison's chunks moved around it; 5,517 B: its analytics area is a
  // constant the build copies in, not a chunk of the comparison's area names; 5,480 B with the shorter
  // style injection every chunk with styles carries (vite.config.ts); 4,597 B: the notice, its retry and
  // the skeleton load only once the tree call failed (widgets/model-teaser/show-failure.ts, reported
  // below); 4,590 B with one height in every state (CLS 0): the clamps and the scrolling row paid for
  // by a version's name as its link's aria-label (no visually hidden text) and one hover rule. The gap
  // to 3,500 B is the shared files of its one happy path: the config section reader 730 B (on idle
  // already wherever the bell is), the shortener 398 B, the element helper 391 B and the visibility
  // watcher 316 B; its own are the stub 124 B, its body 2,020 B (about 770 B of it styles) and the tree
  // call with its parser 612 B (shared with the comparison and the overlay).
  {
    name: 'model-teaser beyond core, kit and base styles',
    files: beyond(
      [stubSource(manifest, 'model-teaser'), widgetSource(manifest, 'model-teaser')],
      platformFiles,
    ),
    maxGzip: 4_624,
  },
  // issue 30's 'countdown ≤ 2 KB gzip': the body alone is 576 B (meta.budget 2 KB, met); what the widget
  // downloads on a page that already runs Kiosk is 5,469 B in nine files (4,188 B if they were one):
  // the season call and parser with the countdown maths 1,501 B, the box with its styles and clock loop
  // 1,301 B, the Intl formatting 497 B, the element helper 437 B, the seen/click events 1,033 B, stub
  // and body 700 B. The gap to 2,048 B is open; this budget holds what was reached: 5,538 B once element
  // events also count a middle click (issue 31); 6,143 B since the season call goes through the generic
  // call (issue 25: every wave-2 call sends client and ab and passes its path check); 6,012 B since the
  // element events and their areas are one chunk (issue 31, vite.config.ts COMMON_GROUPS). 4,820 B in
  // seven files (4,040 B if they were one) since the seen/click events load after the countdown shows
  // (widgets/f1-countdown/track-countdown.ts, 1,050 B in three files, not counted here). What remains:
  // the season call's parser with the countdown maths 1,492 B (the calendar's parser: one reader of the
  // season), the box 1,261 B (its styles 596 B, the rest its rendering and clock loop), the generic call
  // 519 B and the element helper 390 B (kit parts, here as chunks of their own), the Intl formatting
  // 453 B, stub and body 709 B. 2,048 B would need the countdown to come without the season call: its
  // next target in the server markup, or a call of its own. 4,859 B since a click made while the events
  // load is counted and reported with them (a record is never dropped silently).
  {
    name: 'f1-countdown beyond core, kit and base styles',
    files: beyond(
      [stubSource(manifest, 'f1-countdown'), widgetSource(manifest, 'f1-countdown')],
      platformFiles,
    ),
    maxGzip: 4_880,
  },
  // issue 29's 'an article with a facade ≤ 3 KB gzip before interaction': what a video adds to the
  // article page before the reader presses play (stub, body, the facade with its styles and the video
  // parser, the visibility watcher; the player's code loads on a reach). The budget is the goal: 3,888 B
  // at first; 3,557 B after the hub's details moved to the hub (features/videos/hub-video.ts), source
  // map names went and the watcher's stop shrank; 3,066 B since the facade builds its four elements in
  // plain DOM and takes its poster ready-made (the server's `<img>`, or ui/video-poster.ts, which only
  // the hub and a link without a picture load), so the element helper (387 B) is no longer among them.
  {
    name: 'video-player in an article before play (beyond the article at load)',
    files: filesFor(manifest, [
      stubSource(manifest, 'video-player'),
      widgetSource(manifest, 'video-player'),
    ]).filter((file) => !articleInitial.includes(file)),
    maxGzip: 3 * KB,
  },
  // issue 26: the form kit alone (features/forms and the ui form parts, with what only they need):
  // every chunk the three forms load beyond their own stub, body and form, core, kit, ui and base styles.
  // 7,491 B reached (features/forms, the password field, error summary and notice, the generic call,
  // the return-address rule, the visibility observer for the impressions); 7,619 B once merged with
  // issue 31's middle click in the element events; 7,819 B with the generic call's answer for every
  // request (issue 25: a malformed request settles as refused).
  {
    name: 'form kit (features/forms, ui form parts and their imports; core, kit, ui, styles excluded)',
    files: formKitFiles,
    maxGzip: 7_840,
  },
  // issue 26: a form when the reader reaches for it: stub, body, the interactive form (the form kit with
  // it), kit and ui; core excluded. The form kit is shared by the three; each row counts it once.
  ...[
    { widget: 'login-form', maxGzip: 24 * KB },
    { widget: 'newsletter-form', maxGzip: 22.5 * KB },
    { widget: 'register-form', maxGzip: 24.5 * KB },
  ].map(({ widget, maxGzip }) => ({
    name: `${widget} when reached (stub, body, form, kit, ui; core excluded)`,
    files: filesFor(manifest, formOwn(widget)).filter((file) => !coreFiles.includes(file)),
    maxGzip,
  })),
  // Each widget's body against its meta.budget (paywall: no UI runtime; store-price runs on nearly every
  // article, issue 13; fuel-search, issue 15). The rows above count what widgets share beyond it.
  ...WIDGETS.map(({ name, budget }) => ({
    name: `${name} body`,
    files: [fileOf(manifest, widgetSource(manifest, name))],
    maxGzip: budget,
  })),
  // issue 17: the partner entry that runs at load under 8 KB; the drawer and Storefront client on first need.
  { name: 'partner cart at load (cart-embed.js + imports)', files: embed.atLoad, maxGzip: 8 * KB },
  {
    name: 'partner cart after the first add (+ drawer, client)',
    files: [...embed.atLoad, ...embed.onFirstNeed],
    // issue 23: the −/+ stepper, undo after a removal, the focus rule: 36,479 B; the typed quantity and
    // the lines' product links, and issue 22's shared holder beside a server button: 36,915 B; the
    // add-to-cart's 'Zum Warenkorb' after an add (issue 23): 37,074 B; `hidden` wins in the base styles:
    // 37,083 B; the cart notes a cart that became an order (issue 31's purchase, loaded apart): 37,095 B;
    // the dialog gives focus back after a browser close too, and issue 22 moved the HTTP client out of
    // the core into a chunk of its own that the drawer's calls load: 37,111 B.
    maxGzip: 37_136,
  },
];
const reported: Array<{ name: string; files: string[] }> = [
  { name: 'newsticker ticker on idle (every page with the bell)', files: tickerFiles },
  // issue 22: what a model teaser adds once its tree call failed (the notice, 'Erneut versuchen', the
  // skeleton of the retry), beyond what it loaded to ask.
  {
    name: 'model-teaser after a failed call (notice, retry)',
    files: beyond(
      ['widgets/model-teaser/show-failure.ts'],
      new Set([
        ...platformFiles,
        ...filesFor(manifest, [stubSource(manifest, 'model-teaser'), widgetSource(manifest, 'model-teaser')]),
      ]),
    ),
  },
  ...['kit', 'styles', 'ui', 'storefront'].map((role) => ({
    name: `${role} chunk`,
    files: Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.startsWith(`shared/${role}-`)),
  })),
  {
    name: `widget stubs (${WIDGETS.length}, each fetched only where its widget is)`,
    files: WIDGETS.map(({ name }) => `widgets/${name}.js`),
  },
  { name: `article page after scrolling (+ ${later.join(', ')})`, files: articleAll },
];

let failed = false;
/**
 * A widget costs the loader nothing: its name and trigger live in its stub, never in loader.js. Checked
 * on the built file, so a list of widgets slipping back into the loader fails here.
 */
const loaderCode = readFileSync(`${dist}/loader.js`, 'utf8');
const listed = WIDGETS.filter(({ name }) => new RegExp(`[\`'"/]${name}[\`'".-]`).test(loaderCode));
const row = (name: string, size: Size, max?: number) => {
  const over = max !== undefined && size.gzip > max;
  failed ||= over;
  const mark = max === undefined ? ' ' : over ? '✗' : '✓';
  const budget = max === undefined ? '(reported)' : `budget ${formatBytes(max)} gzip`;
  return `${mark} ${name.padEnd(56)} min ${formatBytes(size.min).padStart(9)}  gzip ${formatBytes(size.gzip).padStart(8)}  brotli ${formatBytes(size.brotli).padStart(8)}  ${budget}`;
};
console.log('Size budgets (min+gzip -9, brotli q11):');
for (const budget of budgets) console.log(row(budget.name, sizeOf(budget.files), budget.maxGzip));
for (const entry of reported) console.log(row(entry.name, sizeOf(entry.files)));
const loaderGzip = sizeOf(['loader.js']).gzip;
if (listed.length) {
  failed = true;
  console.log(
    `✗ loader.js names widgets (${listed.map(({ name }) => name).join(', ')}): each would cost every page bytes`,
  );
} else
  console.log(
    `✓ loader.js names none of the ${WIDGETS.length} widgets: 0 B per widget, so 15 widgets ` +
      `cost ${formatBytes(loaderGzip)} gzip (budget ${formatBytes(1500)} with any number; ≤ 8 B each)`,
  );

const misplaced = misplacedModules(dist);
if (misplaced.length) {
  failed = true;
  console.log(`✗ modules outside their chunk's role:\n  ${misplaced.join('\n  ')}`);
} else
  console.log(
    '✓ shared chunks hold only their role: core src/ without the kit, kit src/kit/, styles ui/base.css, ui preact and the binding, storefront urql and features/cart',
  );

const leaks = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .filter((file) => readFileSync(`${dist}/${file}`, 'utf8').includes('process.env'));
if (leaks.length) {
  failed = true;
  console.log(`✗ process.env left in: ${leaks.join(', ')}`);
}
if (failed) {
  console.error('Size budget exceeded (see ✗ above).');
  process.exit(1);
}
