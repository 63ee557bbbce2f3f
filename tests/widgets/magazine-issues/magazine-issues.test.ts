import { fireEvent, waitFor, within } from '@testing-library/react';
import { removeCookie, writeCookie } from '../../../src/cookies.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import { mount } from '../../../widgets/magazine-issues/index.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

async function issuesFor(props: Record<string, unknown> = {}, token?: string) {
  if (token) writeCookie(TOKEN_COOKIE, token, { path: '/' });
  const setup = kioskOnDemoHost();
  const events: AnalyticsEvent[] = [];
  const commands: unknown[] = [];
  setup.kiosk.bus.on('analytics-event', (event) => events.push(event));
  setup.kiosk.bus.handle('cart.add', (lines) => void commands.push(lines));
  const mounted = await setup.mountOn(mount, props);
  await within(mounted.element).findByRole('heading', { name: 'Ausgabe 24/2026' });
  return { ...setup, ...mounted, events, commands, view: within(mounted.element) };
}

describe('magazine-issues (issue 31)', () => {
  const unmounts: Array<() => void> = [];
  beforeEach(() => {
    FakeIntersectionObserver.reset();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    for (const unmount of unmounts.splice(0)) unmount();
    removeCookie(TOKEN_COOKIE, { path: '/' });
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('shows the current issue with its topics and prices, and the archive filtered by year', async () => {
    const { view, unmount } = await issuesFor();
    unmounts.push(unmount);
    expect(view.getByText('erschienen am 12.11.2026')).toBeTruthy();
    expect(
      view.getByText('Heft 6,90 € · ePaper 4,99 €', { selector: '.kiosk-magazine-issues__issue--current p' }),
    ).toBeTruthy();
    expect(view.getByRole('img', { name: 'Titelseite Ausgabe 24/2026' }).getAttribute('width')).toBe('206');
    const archive = () => view.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(archive()).toEqual(['Ausgabe 23/2026', 'Ausgabe 22/2026', 'Ausgabe 26/2025', 'Ausgabe 25/2025']);
    fireEvent.change(view.getByRole('combobox', { name: 'Jahr' }), { target: { value: '2025' } });
    expect(archive()).toEqual(['Ausgabe 26/2025', 'Ausgabe 25/2025']);
    fireEvent.change(view.getByRole('combobox', { name: 'Jahr' }), { target: { value: '' } });
    expect(archive()).toHaveLength(4);
  });

  it("'Heft kaufen' asks the cart for the print issue and says so; view_item and view_item_list once seen", async () => {
    const { view, element, unmount, events, commands } = await issuesFor();
    unmounts.push(unmount);
    fireEvent.click(view.getByRole('button', { name: 'Heft kaufen: Ausgabe 24/2026' }));
    expect(commands).toEqual([{ merchandiseId: 'gid://shopify/ProductVariant/4922026240001', quantity: 1 }]);
    expect(view.getByRole('status').textContent).toBe('Ausgabe 24/2026 liegt im Warenkorb.');
    for (const part of element.querySelectorAll(
      '.kiosk-magazine-issues__current > div, .kiosk-magazine-issues__list',
    ))
      FakeIntersectionObserver.reveal(part, 1);
    expect(events).toEqual([
      {
        name: 'view_item',
        props: { item_id: 'ams-2026-24', item_name: 'Ausgabe 24/2026', price: 6.9, currency: 'EUR' },
      },
      { name: 'view_item_list', props: { item_list_id: 'ams-issues', items: 5 } },
    ]);
    expect(view.queryByRole('link', { name: /ePaper lesen/ })).toBeNull();
  });

  it("gives an owner 'ePaper lesen' and, on the download page, 'Herunterladen' through a signed link; every call sends the site's client and ab", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, href: location.href, assign });
    const { view, unmount, backend } = await issuesFor(
      { download: true, readerUrl: '/epaper/' },
      'demo-ben-plus',
    );
    unmounts.push(unmount);
    const read = await view.findByRole('link', { name: 'ePaper lesen: Ausgabe 23/2026' });
    expect(new URL(read.getAttribute('href')!).search).toBe('?ausgabe=ams-2026-23');
    expect(view.queryByRole('link', { name: 'ePaper lesen: Ausgabe 24/2026' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Herunterladen: Ausgabe 23/2026' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const link = new URL(assign.mock.calls[0]![0] as string);
    expect(link.pathname).toBe('/api/issues/file/ams-2026-23');
    const file = await backend.app.request(link.pathname + link.search);
    expect(file.status).toBe(200);
    // issue 25: the list, the owned issues and the download link through the generic call.
    const calls = backend.requests
      .map(({ url }) => new URL(url))
      .filter((url) => url.pathname.startsWith('/api/issues/ams'));
    expect(calls.map(({ pathname }) => pathname)).toEqual(
      expect.arrayContaining([
        '/api/issues/ams',
        '/api/issues/ams/owned',
        '/api/issues/ams/ams-2026-23/download',
      ]),
    );
    for (const url of calls)
      expect([url.searchParams.get('client'), url.searchParams.get('ab')]).toEqual(['ams-web', '0']);
  });

  it("shows a German error with 'Erneut versuchen' when the list fails, and loads on retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const setup = kioskOnDemoHost();
    setup.backend.answerNext(503);
    const { element, unmount } = await setup.mountOn(mount, {});
    unmounts.push(unmount);
    const view = within(element);
    expect((await view.findByRole('alert')).textContent).toBe('Die Ausgaben konnten nicht geladen werden.');
    fireEvent.click(view.getByRole('button', { name: 'Erneut versuchen' }));
    await view.findByRole('heading', { name: 'Ausgabe 24/2026' });
    expect(document.activeElement?.textContent).toBe('Aktuelle Ausgabe');
  });
});
