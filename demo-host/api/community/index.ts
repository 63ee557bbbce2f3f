import { Hono } from 'hono';
import { needsLogin } from '../auth.ts';
import { requireRequestedWith } from '../requested-with.ts';

/**
 * The community endpoints of spec 7.1: validate, logout, resend activation. Like the real service,
 * validate insists on `X-Requested-With` and answers 401 for an unknown token.
 */
export function createCommunity() {
  const app = new Hono();

  app.get('/validate', requireRequestedWith, needsLogin, (c) => {
    const { user } = c.var;
    return c.json({
      __current_login_token: user.token,
      name: user.name,
      email: user.email,
      hasAbo: user.hasAbo,
      hasNewAbo: user.hasNewAbo ?? false,
      hasOneDayAbo: false,
    });
  });

  app.post('/logout', requireRequestedWith, (c) => c.json({ success: true }));

  app.post('/resendactivation', async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as
      { email?: unknown; project?: unknown } | undefined;
    if (typeof body?.email != 'string' || !body.email.includes('@') || typeof body.project != 'string')
      return c.json({ error: 'email and project required' }, 400);
    return c.json({ success: true, sent: body.email });
  });
  return { app };
}
