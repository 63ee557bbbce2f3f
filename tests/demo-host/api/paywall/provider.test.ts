import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../demo-host/api/community/seed.ts';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';
import { DEMO_PROVIDER, PROVIDER_SCRIPT_PATH } from '../../../../demo-host/api/paywall/seed.ts';

const { app } = createDemoBackends();
const PAGE = 'http://localhost:5173/auto/paywall/hybrid-diesel/';
const DAY = 24 * 60 * 60 * 1000;

type Command = ((name: string, payload?: unknown) => void) & { views: unknown[] };
interface Verdict {
  display_paywall: boolean;
  reason: string;
  read_count: number;
  free_articles_left: number;
}

const script = (referer = PAGE) => app.request(PROVIDER_SCRIPT_PATH, { headers: { Referer: referer } });

/** Runs the provider's script as a page would, with commands queued before it loaded. */
async function loadProvider(queued: unknown[][] = []) {
  const holder = window as unknown as Record<string, unknown>;
  holder[DEMO_PROVIDER.global] = Object.assign(() => undefined, { q: queued });
  new Function(await (await script()).text())();
  const command = holder[DEMO_PROVIDER.global] as Command;
  const verdicts: Verdict[] = [];
  command('config', { key: 'k' });
  command('on_evaluated', (verdict: Verdict) => verdicts.push(verdict));
  const view = (object_id: string, user_status = 'anonymous', content_type = 'metered') => {
    command('page_view', { object_id, user_status, content_type });
    return verdicts.at(-1)!;
  };
  return { command, view, verdicts };
}

beforeEach(() => localStorage.clear());
afterEach(() => Reflect.deleteProperty(window, DEMO_PROVIDER.global));

describe('the demo paywall provider (demo-host/api/paywall)', () => {
  it('replays the commands queued before it loaded', async () => {
    const verdicts: Verdict[] = [];
    await loadProvider([
      ['config', { key: 'k' }],
      ['on_evaluated', (verdict: Verdict) => verdicts.push(verdict)],
      ['page_view', { object_id: '1', user_status: 'anonymous' }],
    ]);
    expect(verdicts[0]).toMatchObject({ display_paywall: false, read_count: 1 });
  });

  it('gives anonymous and registered readers 3 free articles, then walls the 4th', async () => {
    const { view } = await loadProvider();
    expect(view('1').display_paywall).toBe(false);
    expect(view('2', 'registered').display_paywall).toBe(false);
    expect(view('3').display_paywall).toBe(false);
    expect(view('1')).toMatchObject({ display_paywall: false, reason: 'already-read' });
    expect(view('4', 'registered')).toMatchObject({ display_paywall: true, reason: 'limit', read_count: 3 });
  });

  it('counts per 30 days in its own storage', async () => {
    const old = Date.now() - 30 * DAY - 1000;
    localStorage.setItem(
      DEMO_PROVIDER.storageKey,
      JSON.stringify([1, 2, 3].map((id) => ({ id: String(id), at: old }))),
    );
    const { view } = await loadProvider();
    expect(view('4')).toMatchObject({ display_paywall: false, read_count: 1, free_articles_left: 2 });
  });

  it('walls premium articles for everyone without a subscription; never walls subscribers', async () => {
    const { view } = await loadProvider();
    expect(view('9', 'anonymous', 'premium').display_paywall).toBe(true);
    expect(view('9', 'registered', 'premium').display_paywall).toBe(true);
    expect(view('9', 'subscriber', 'premium').display_paywall).toBe(false);
    for (const id of ['1', '2', '3', '4', '5']) expect(view(id, 'subscriber').display_paywall).toBe(false);
  });

  it('resets its meter on command', async () => {
    const { view, command } = await loadProvider();
    for (const id of ['1', '2', '3']) view(id);
    command('reset');
    expect(view('4').display_paywall).toBe(false);
  });
});

describe('demo subscribers (spec 4.3)', () => {
  it('the login page offers a plus and a pur subscriber, and validate reports their flags', async () => {
    for (const [token, flags] of [
      ['demo-clara-plus', { hasAbo: false, hasNewAbo: true }],
      ['demo-dirk-pur', { hasAbo: true, hasNewAbo: false }],
    ] as const) {
      expect(DEMO_USERS.some((user) => user.token == token)).toBe(true);
      const response = await app.request(`/api/community/validate?rkm_auth_token=${token}`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(await response.json()).toMatchObject({ ...flags, hasOneDayAbo: false });
    }
  });
});
