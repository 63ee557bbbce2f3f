import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../demo-host/api/community.ts';
import { apiUrl, createPlatformApi } from '../../src/platform-api.ts';
import { routeFetchToDemoHost } from '../support/demo-backend.ts';

const [anna] = DEMO_USERS;

describe('kiosk.api (spec 5.2, 7.1–7.4)', () => {
  it('sends the login token as rkm_auth_token and X-Requested-With', async () => {
    const { apiHost, requests } = routeFetchToDemoHost();
    const api = createPlatformApi(apiHost, () => anna.token);
    const result = await api.request<{ name: string }>('/community/validate', { auth: true });
    expect(result).toMatchObject({ ok: true, value: { name: anna.name } });
    const [request] = requests;
    expect(new URL(request!.url).searchParams.get('rkm_auth_token')).toBe(anna.token);
    expect(request!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('without a login, a call that needs one sends nothing and says logged-out', async () => {
    const { apiHost, requests } = routeFetchToDemoHost();
    const api = createPlatformApi(apiHost, () => undefined);
    const result = await api.request('/community/validate', {
      auth: true,
      errorMessage: 'favourites failed',
    });
    expect(result).toEqual({ ok: false, error: { kind: 'logged-out', message: 'favourites failed' } });
    expect(requests).toHaveLength(0);
  });

  it('reads the token at call time, so a logout between two calls is honoured', async () => {
    const { apiHost, requests } = routeFetchToDemoHost();
    let token: string | undefined = anna.token;
    const api = createPlatformApi(apiHost, () => token);
    await api.request('/community/validate', { auth: true });
    token = undefined;
    await api.request('/community/validate', { auth: true });
    expect(requests).toHaveLength(1);
  });

  it('sends calls without login as they are', async () => {
    const { apiHost, requests } = routeFetchToDemoHost();
    const api = createPlatformApi(apiHost, () => anna.token);
    await api.request('/community/validate');
    expect(new URL(requests[0]!.url).searchParams.has('rkm_auth_token')).toBe(false);
  });
});

describe('apiUrl', () => {
  it('repeats list keys (spec 7.3 ids[]) and leaves out undefined values', () => {
    expect(
      apiUrl('https://api.example.de', '/uifavorites/toggle', { 'ids[]': ['a', 'b'], channel: undefined }),
    ).toBe('https://api.example.de/uifavorites/toggle?ids%5B%5D=a&ids%5B%5D=b');
    expect(apiUrl('https://api.example.de', '/bookmarks/get', {})).toBe(
      'https://api.example.de/bookmarks/get',
    );
  });
});
