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
