import { Hono } from 'hono';
import type { BackendOptions } from '../backend.ts';
import { outboxFor, type Mail } from './outbox.ts';

/** The demo mailbox is a page of the demo site, not a platform call. */
export const mountPath = '/postfach';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function mailMarkup(mail: Mail): string {
  const links = mail.links
    .map((link) => `<li><a href="${escape(link.href)}">${escape(link.label)}</a></li>`)
    .join('');
  return `<article class="mail" data-to="${escape(mail.to)}">
  <h2>${escape(mail.subject)}</h2>
  <p class="mail-meta">An ${escape(mail.to)} · ${escape(mail.sentAt)}</p>
  <p>${escape(mail.text)}</p>
  <ul>${links}</ul>
</article>`;
}

/**
 * The demo mailbox (issue 26): every mail the community and newsletter backends "sent", newest
 * first, with real links, so a tester (or an e2e test) follows the activation and confirmation links
 * as a reader would. `/postfach/?an=<address>` shows one address's mails; `/postfach/mails` is JSON.
 */
export function createMailbox({ now }: BackendOptions) {
  const outbox = outboxFor(now);
  const app = new Hono();
  app.get('/mails', (c) => c.json({ mails: outbox.list(c.req.query('an')) }));
  // `/*`, not `/`: below a mount path, `/` would serve `/postfach` but not `/postfach/`.
  app.get('/*', (c) => {
    const to = c.req.query('an');
    const mails = outbox.list(to);
    const body = mails.length ? mails.map(mailMarkup).join('\n') : '<p>Keine E-Mails.</p>';
    return c.html(`<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Postfach</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem}.mail{border-bottom:1px solid #767676;padding:.5rem 0}.mail-meta{color:#555}</style>
</head>
<body>
<h1>Postfach${to ? ` von ${escape(to)}` : ''}</h1>
<p>Alle E-Mails, die die Demo-Backends verschickt haben, die neueste zuerst.</p>
<main>
${body}
</main>
</body>
</html>`);
  });
  return { app };
}
