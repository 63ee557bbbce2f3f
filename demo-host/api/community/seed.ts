/** A demo community user: what the community service knows about a reader behind a login token. */
export interface DemoUser {
  token: string;
  name: string;
  email: string;
  hasAbo: boolean;
  /** spec 4.3: the new subscription ('plus' outside the main car project). */
  hasNewAbo?: boolean;
}

/** Demo community users; their tokens are listed on the demo index page. */
export const DEMO_USERS = [
  { token: 'demo-anna-2026', name: 'Anna Schmidt', email: 'anna@example.de', hasAbo: false },
  { token: 'demo-ben-plus', name: 'Ben Wagner', email: 'ben@example.de', hasAbo: true },
  // The paywall's subscribers (spec 4.3): plus is hasNewAbo outside ams, pur is hasAbo outside ams.
  {
    token: 'demo-clara-plus',
    name: 'Clara Becker (plus)',
    email: 'clara@example.de',
    hasAbo: false,
    hasNewAbo: true,
  },
  { token: 'demo-dirk-pur', name: 'Dirk Vogel (pur)', email: 'dirk@example.de', hasAbo: true },
] as const satisfies readonly DemoUser[];

/** The password of every seeded login account (issue 26), listed on the demo login page. */
export const DEMO_PASSWORD = 'Kiosk-Demo-2026';

/** A login account of the demo community: an email and password, and what the service knows. */
export interface SeedAccount {
  email: string;
  name: string;
  /** The login token the account's logins get; for the demo users, the one validate knows. */
  token: string;
  hasAbo: boolean;
  hasNewAbo?: boolean;
  /** Registered but not activated: login answers 403 until the activation link is followed. */
  activated: boolean;
  /** Locked after too many attempts: login answers 429 with Retry-After, whatever the password. */
  locked?: boolean;
}

/** The demo users with a login, plus one account not yet activated and one locked. */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  ...DEMO_USERS.map((user) => ({ ...user, activated: true })),
  { email: 'erik@example.de', name: 'Erik Neumann', token: 'demo-erik-new', hasAbo: false, activated: false },
  {
    email: 'frieda@example.de',
    name: 'Frieda Lang',
    token: 'demo-frieda-locked',
    hasAbo: false,
    activated: true,
    locked: true,
  },
];

/**
 * A password reset code the demo seeds (for the locked account, whose password nothing else uses), so
 * the new-password call has a demo request that works once per demo host (backend contracts).
 */
export const DEMO_RESET_CODE = 'demo-zuruecksetzen-frieda';
export const DEMO_RESET_EMAIL = 'frieda@example.de';
