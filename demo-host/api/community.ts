import { Hono } from 'hono';

/** Demo community users; their tokens are listed on the demo index page. */
export const DEMO_USERS = [
  { token: 'demo-anna-2026', name: 'Anna Schmidt', email: 'anna@example.de', hasAbo: false },
  { token: 'demo-ben-plus', name: 'Ben Wagner', email: 'ben@example.de', hasAbo: true },
] as const;

/**
 * The community endpoints of spec 7.1: validate, logout, resend activation. Like the real service,
 * validate insists on `X-Requested-With` and answers 401 for an unknown token.
 */
export function createCommunityApi() {
  const community = new Hono();

  community.get('/validate', (c) => {
    if (c.req.header('X-Requested-With') != 'XMLHttpRequest')
      return c.json({ error: 'X-Requested-With required' }, 400);
    const token = c.req.query('rkm_auth_token');
    const user = DEMO_USERS.find((entry) => entry.token == token);
    if (!user) return c.json({ error: 'invalid token' }, 401);
    return c.json({
      __current_login_token: user.token,
      name: user.name,
      email: user.email,
      hasAbo: user.hasAbo,
      hasNewAbo: false,
      hasOneDayAbo: false,
    });
  });

  community.post('/logout', (c) => {
    if (c.req.header('X-Requested-With') != 'XMLHttpRequest')
      return c.json({ error: 'X-Requested-With required' }, 400);
    return c.json({ success: true });
  });

  community.post('/resendactivation', async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as
      { email?: unknown; project?: unknown } | undefined;
    if (typeof body?.email != 'string' || !body.email.includes('@') || typeof body.project != 'string')
      return c.json({ error: 'email and project required' }, 400);
    return c.json({ success: true, sent: body.email });
  });
  return community;
}
