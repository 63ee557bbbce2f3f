import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_RESET_CODE, DEMO_RESET_EMAIL, SEED_ACCOUNTS, type SeedAccount } from './seed.ts';
import type { Clock } from '../clock.ts';

/** An account as the demo service keeps it. */
export interface Account extends SeedAccount {
  password: string;
  activationCode?: string;
  /** When the last activation mail went out, for the resend cooldown. */
  activationSentAt?: number;
}

/** A demo rule (the spec names none): after this many wrong passwords in a row an address waits {@link LOCK_MS}. */
export const MAX_FAILURES = 5;
export const LOCK_MS = 60_000;
/** How long the seeded locked account is told to wait, every time (a fixed figure for demos and tests). */
export const LOCKED_RETRY_SECONDS = 30;
/** Between two activation mails to one address (issue 26: the resend cooldown is 60 s). */
export const RESEND_COOLDOWN_MS = 60_000;
/** How long a password reset link works (a demo rule; the issue asks only that it expire). */
export const RESET_LINK_MS = 30 * 60_000;

export type LoginOutcome =
  | { kind: 'ok'; account: Account }
  | { kind: 'wrong' }
  | { kind: 'not-activated' }
  | { kind: 'locked'; retryAfterSeconds: number };

const normal = (email: string) => email.trim().toLowerCase();

/** The accounts of one demo community: the seed, then whatever registers. */
function createAccounts(now: Clock) {
  const accounts = new Map<string, Account>(
    SEED_ACCOUNTS.map((seed) => [
      seed.email,
      {
        ...seed,
        password: DEMO_PASSWORD,
        activationCode: seed.activated ? undefined : `aktivierung-${seed.token}`,
      },
    ]),
  );
  const failures = new Map<string, { count: number; lockedUntil: number }>();
  /** Reset codes by code: whose, and until when; each works once. */
  const resets = new Map<string, { email: string; expires: number }>([
    [DEMO_RESET_CODE, { email: DEMO_RESET_EMAIL, expires: now().getTime() + RESET_LINK_MS }],
  ]);
  let registered = 0;

  return {
    byEmail: (email: string) => accounts.get(normal(email)),
    byToken: (token: string) => [...accounts.values()].find((account) => account.token == token),
    byActivationCode: (code: string) =>
      [...accounts.values()].find((account) => account.activationCode == code),
    displayNameTaken: (name: string) =>
      [...accounts.values()].some((account) => account.name.toLowerCase() == name.trim().toLowerCase()),

    login(email: string, password: string): LoginOutcome {
      const account = accounts.get(normal(email));
      if (account?.locked) return { kind: 'locked', retryAfterSeconds: LOCKED_RETRY_SECONDS };
      const time = now().getTime();
      const record = failures.get(normal(email));
      if (record && record.lockedUntil > time)
        return { kind: 'locked', retryAfterSeconds: Math.ceil((record.lockedUntil - time) / 1000) };
      if (!account || account.password != password) {
        const count = (record?.count ?? 0) + 1;
        failures.set(normal(email), {
          count: count >= MAX_FAILURES ? 0 : count,
          lockedUntil: count >= MAX_FAILURES ? time + LOCK_MS : 0,
        });
        return { kind: 'wrong' };
      }
      failures.delete(normal(email));
      return account.activated ? { kind: 'ok', account } : { kind: 'not-activated' };
    },

    /** A new reset code for an account, random so no one can guess another reader's. */
    startReset(account: Account): string {
      const code = randomBytes(16).toString('hex');
      resets.set(code, { email: account.email, expires: now().getTime() + RESET_LINK_MS });
      return code;
    },
    /** The account a reset code is good for now; undefined for an unknown, used or expired one. */
    resetAccount(code: string): Account | undefined {
      const reset = resets.get(code);
      return reset && reset.expires > now().getTime() ? accounts.get(reset.email) : undefined;
    },
    /** Sets the new password and spends the code (single use); the address's failed logins are forgiven. */
    finishReset(code: string, password: string) {
      const account = this.resetAccount(code);
      resets.delete(code);
      if (!account) return false;
      account.password = password;
      failures.delete(account.email);
      return true;
    },

    register(email: string, password: string, name: string): Account {
      registered += 1;
      const account: Account = {
        email: normal(email),
        password,
        name: name.trim(),
        // Random: since other backends honour it (auth.ts), a registered reader's token is not guessable.
        token: `konto-${randomBytes(12).toString('hex')}`,
        hasAbo: false,
        activated: false,
        activationCode: `aktivierung-${registered}`,
      };
      accounts.set(account.email, account);
      return account;
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

/**
 * The one account list of a demo host. The community backend registers and logs in, the backends that
 * need a login (auth.ts) look tokens up: both reach the same list through the clock
 * `createDemoBackends` hands every backend, as the mails do (mailbox/outbox.ts), so a reader who
 * registers and activates can use bookmarks, and no backend imports another's state.
 */
const lists = new WeakMap<Clock, Accounts>();

export function accountsFor(now: Clock): Accounts {
  const existing = lists.get(now);
  if (existing) return existing;
  const accounts = createAccounts(now);
  lists.set(now, accounts);
  return accounts;
}
