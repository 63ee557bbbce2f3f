import type { Clock } from '../clock.ts';

/** One mail a demo backend sent: what the demo mailbox (`/postfach/`) lists. */
export interface Mail {
  id: number;
  to: string;
  subject: string;
  /** Plain text; the links are listed apart so the page can make them real links. */
  text: string;
  links: readonly { label: string; href: string }[];
  sentAt: string;
}

export interface Outbox {
  send(mail: Omit<Mail, 'id' | 'sentAt'>): Mail;
  /** Every mail, newest first; with `to`, only that address's. */
  list(to?: string): Mail[];
}

/**
 * The mails of one demo host. The community and newsletter backends send, the mailbox shows, and
 * all three are separate backends: they meet at the clock `createDemoBackends` hands each of them,
 * which is one per demo host, so every demo host (and every unit test's) has its own outbox while
 * no backend imports another's state.
 */
const outboxes = new WeakMap<Clock, Outbox>();

export function outboxFor(now: Clock): Outbox {
  const existing = outboxes.get(now);
  if (existing) return existing;
  const mails: Mail[] = [];
  const outbox: Outbox = {
    send(mail) {
      const sent = { ...mail, id: mails.length + 1, sentAt: now().toISOString() };
      mails.push(sent);
      return sent;
    },
    list: (to) => mails.filter((mail) => to === undefined || mail.to == to.trim().toLowerCase()).reverse(),
  };
  outboxes.set(now, outbox);
  return outbox;
}
