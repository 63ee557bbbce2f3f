/** A demo community user: what the community service knows about a reader behind a login token. */
export interface DemoUser {
  token: string;
  name: string;
  email: string;
  hasAbo: boolean;
}

/** Demo community users; their tokens are listed on the demo index page. */
export const DEMO_USERS = [
  { token: 'demo-anna-2026', name: 'Anna Schmidt', email: 'anna@example.de', hasAbo: false },
  { token: 'demo-ben-plus', name: 'Ben Wagner', email: 'ben@example.de', hasAbo: true },
] as const satisfies readonly DemoUser[];
