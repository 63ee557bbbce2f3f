import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaseLeadership } from '../../../src/kit/leadership.ts';
import { createNewsTicker, type NewsTicker } from '../../../features/newsticker/news-ticker.ts';
import type { NewstickerEvent } from '../../../features/newsticker/newsticker-events.ts';
import { Bell } from '../../../widgets/newsticker/bell.tsx';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';
import { fakeVisibility, sharedTabs } from '../../support/shared-tabs.ts';

describe('the newsticker bell and the highlight slider', () => {
  let demo: ReturnType<typeof routeFetchToDemoHost>;
  let tickers: NewsTicker[];

  beforeEach(async () => {
    demo = routeFetchToDemoHost();
    tickers = [];
    await demo.app.request('/api/newsticker/demo/ams/ticking/off', { method: 'POST' });
  });
  afterEach(() => {
    cleanup();
    for (const ticker of tickers) ticker.stop();
    vi.unstubAllGlobals();
  });

  const newTicker = (hub = sharedTabs()) => {
    const tabs = hub.tab();
    const ticker = createNewsTicker({
      project: 'ams',
      apiHost: demo.apiHost,
      tabs,
      leadership: leaseLeadership({ tabs, key: 'lease', tabId: String(tickers.length), ttlMs: 15_000 }),
      visibility: fakeVisibility(),
      intervalMs: 60_000,
      timeoutMs: 5_000,
    });
    tickers.push(ticker);
    return ticker;
  };
  const publish = async (count: number) => {
    for (let index = 0; index < count; index++)
      await demo.app.request('/api/newsticker/demo/ams/publish', { method: 'POST' });
  };

  it("shows the unread count, '9+' above nine, and says it in German; opening clears it", async () => {
    const ticker = newTicker();
    const events: Array<[NewstickerEvent, string?]> = [];
    render(
      <Bell ticker={ticker} moreUrl="https://example.de/news/" track={(...event) => events.push(event)} />,
    );
    const bell = await screen.findByRole('button', { name: 'Newsticker: keine neuen Meldungen' });
    await publish(12);
    await act(async () => ticker.retry());
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Newsticker: 10 neue Meldungen'));
    expect(bell.textContent).toBe('9+');

    fireEvent.click(bell);
    const list = await screen.findByRole('dialog', { name: 'Neueste Meldungen' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'Mehr News' }).getAttribute('href')).toBe(
      'https://example.de/news/',
    );
    expect(within(list).getAllByText(/gerade eben|vor \d+ Min\./).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Newsticker: keine neuen Meldungen' })).toBeTruthy(),
    );
    expect(ticker.store.getState()).toMatchObject({ unread: 0, hasNewArticle: false });
    fireEvent.click(within(list).getAllByRole('link')[0]!);
    expect(events).toEqual([
      ['Newsticker / Glocke'],
      ['Newsticker / Meldung', 'Winterreifen-Test: Zwei Modelle fallen durch'],
    ]);
  });

  it("marks the items that are new since the last open with 'Neu'; 'Schließen' closes the list onto the bell (issue 23)", async () => {
    const ticker = newTicker();
    render(<Bell ticker={ticker} moreUrl={undefined} track={() => undefined} />);
    const bell = await screen.findByRole('button', { name: 'Newsticker: keine neuen Meldungen' });
    await publish(2);
    await act(async () => ticker.retry());
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Newsticker: 2 neue Meldungen'));
    fireEvent.click(bell);
    const list = await screen.findByRole('dialog', { name: 'Neueste Meldungen' });
    const links = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(links.filter((text) => text.startsWith('Neu: '))).toHaveLength(2);
    expect(links.slice(0, 2).every((text) => text.startsWith('Neu: '))).toBe(true);
    // Opening marked them seen; the list keeps its marks while it is open.
    await waitFor(() => expect(ticker.store.getState().unread).toBe(0));
    expect(within(list).getAllByText('Neu')).toHaveLength(2);

    fireEvent.click(within(list).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Neueste Meldungen' })).toBeNull());
    // The bell the list hangs from (the first click's button gave way to it when the list loaded).
    const anchor = screen.getByRole('button', { name: /^Newsticker/ });
    await waitFor(() => expect(document.activeElement).toBe(anchor));
    fireEvent.click(anchor);
    const again = await screen.findByRole('dialog', { name: 'Neueste Meldungen' });
    expect(within(again).queryByText('Neu')).toBeNull();
  });

  it('shows the German error with a retry in the list, and the items once the feed is back; focus goes to the heading', async () => {
    await demo.app.request('/api/newsticker/demo/ams/mode/fail', { method: 'POST' });
    const ticker = newTicker();
    render(<Bell ticker={ticker} moreUrl={undefined} track={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Newsticker/ }));
    const list = await screen.findByRole('dialog', { name: 'Neueste Meldungen' });
    await within(list).findByText(/Die Meldungen konnten gerade nicht geladen werden/);
    expect(within(list).queryByRole('link', { name: 'Mehr News' })).toBeNull();
    await demo.app.request('/api/newsticker/demo/ams/mode/ok', { method: 'POST' });
    const retry = within(list).getByRole('button', { name: 'Erneut versuchen' });
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(within(list).queryByText(/Die Meldungen konnten gerade nicht geladen werden/)).toBeNull();
    // Issue 23, focus 2: not onto the emptied role=alert.
    expect(document.activeElement).toBe(within(list).getByRole('heading', { name: 'Neueste Meldungen' }));
  });
});
