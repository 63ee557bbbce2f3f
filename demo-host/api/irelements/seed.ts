/** The demo poll (element `umfrage`): its question, its answers and the votes it starts from. */
export const POLL = {
  question: 'Wie oft fahren Sie mit dem Auto zur Arbeit?',
  answers: [
    { value: 'taeglich', label: 'Täglich', votes: 412 },
    { value: 'manchmal', label: 'Ein paar Mal pro Woche', votes: 268 },
    { value: 'selten', label: 'Selten oder nie', votes: 131 },
  ],
} as const;

export type PollAnswer = (typeof POLL.answers)[number]['value'];

/** The longest comment the poll takes; a longer one is answered with the form and an error. */
export const COMMENT_MAX = 200;

/** How long a `slow` element waits before it answers: longer than a spinner, shorter than a timeout. */
export const SLOW_MS = 3_000;

/** How long a `hang`ing element keeps a request open unless the client gives up first. */
export const HANG_MS = 120_000;

/**
 * The hostile element's answer (`feindlich`): every way a fragment could run script or cover the page.
 * The widget's sanitizer must leave none of them working; `window.__irPwned` would say which one did.
 */
export const HOSTILE_FRAGMENT = [
  '<section class="ir-box" aria-labelledby="feindlich-titel">',
  '<h2 id="feindlich-titel">Feindlicher Inhalt</h2>',
  '<script>window.__irPwned = "script"</script>',
  '<img src="x" alt="" onerror="window.__irPwned = \'onerror\'">',
  '<p><a id="feindlich-link" href="javascript:window.__irPwned = \'href\'">Ein Link</a></p>',
  '<iframe src="javascript:parent.__irPwned = \'iframe\'" title="Rahmen"></iframe>',
  '<style>body { visibility: hidden }</style>',
  '<div id="feindlich-decke" style="position: fixed; inset: 0; z-index: 2147483647; background: red">Decke</div>',
  '<form action="javascript:window.__irPwned = \'action\'"><button id="feindlich-knopf">Senden</button></form>',
  '<svg><script>window.__irPwned = "svg"</script><a href="javascript:window.__irPwned = \'svg-href\'"><text y="20">SVG</text></a></svg>',
  '<object data="javascript:window.__irPwned = \'object\'"></object>',
  '<embed src="javascript:window.__irPwned = \'embed\'">',
  '<meta http-equiv="refresh" content="0; url=javascript:window.__irPwned = \'meta\'">',
  '<base href="javascript:window.__irPwned = \'base\'//">',
  '<p>Sichtbarer Text bleibt.</p>',
  '</section>',
].join('');
