import type { Clock } from '../clock.ts';
import { outboxFor } from '../mailbox/outbox.ts';
import { NEWSLETTER_LISTS, SEED_SUBSCRIBERS, type NewsletterList } from './seed.ts';

type Status = 'pending' | 'confirmed';

/** A brand's own list, the one the registration's newsletter tick subscribes to: its first. */
export const brandList = (project: string): NewsletterList | undefined =>
  NEWSLETTER_LISTS.find((list) => list.project == project);

/** The double opt-in of one demo host's newsletter lists (issue 26). */
function createSubscriptions(now: Clock) {
  const outbox = outboxFor(now);
  const subscriptions = new Map<string, { status: Status; code: string }>(
    SEED_SUBSCRIBERS.map(({ email, list }) => [`${list} ${email}`, { status: 'confirmed', code: '' }]),
  );
  let codes = 0;
  const keyOf = (list: string, email: string) => `${list} ${email.trim().toLowerCase()}`;

  return {
    /**
     * Asks `email` to confirm `list` by mail; an address already confirmed is told so instead. The
     * caller answers the same either way (no enumeration): the mail tells the owner which.
     */
    subscribe(list: NewsletterList, email: string, rhythm: string) {
      const to = email.trim().toLowerCase();
      const key = keyOf(list.id, to);
      if (subscriptions.get(key)?.status == 'confirmed') {
        outbox.send({
          to,
          subject: `Sie erhalten „${list.name}“ bereits`,
          text: 'Jemand wollte diese Adresse für den Newsletter anmelden. Sie sind schon angemeldet; es ändert sich nichts.',
          links: [],
        });
        return;
      }
      codes += 1;
      const code = `nl-${codes}`;
      subscriptions.set(key, { status: 'pending', code });
      outbox.send({
        to,
        subject: `Bitte bestätigen Sie Ihre Anmeldung zu „${list.name}“`,
        text: `Sie erhalten „${list.name}“ (${rhythm}), sobald Sie bestätigen. Abmeldung jederzeit möglich.`,
        links: [{ label: 'Anmeldung bestätigen', href: `/api/newsletter/confirm?code=${code}` }],
      });
    },
    /** Follows a confirmation link: true once, for a pending code; false for an unknown or used one. */
    confirm(code: string | undefined) {
      const entry = [...subscriptions.values()].find((subscription) => code && subscription.code == code);
      if (!entry) return false;
      entry.status = 'confirmed';
      entry.code = '';
      return true;
    },
    status: (list: string, email: string): Status | 'none' =>
      subscriptions.get(keyOf(list, email))?.status ?? 'none',
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;

/**
 * The subscriptions of one demo host. The newsletter backend serves them, and the community's
 * registration (its optional newsletter tick) subscribes through them: both reach the same list by
 * the clock `createDemoBackends` hands every backend, as the mails do (mailbox/outbox.ts).
 */
const lists = new WeakMap<Clock, Subscriptions>();

export function subscriptionsFor(now: Clock): Subscriptions {
  const existing = lists.get(now);
  if (existing) return existing;
  const subscriptions = createSubscriptions(now);
  lists.set(now, subscriptions);
  return subscriptions;
}
