import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaseLeadership } from '../../../features/newsticker/leadership.ts';
import { createNewsTicker, type NewsTicker } from '../../../features/newsticker/news-ticker.ts';
import type { NewstickerEvent } from '../../../features/newsticker/newsticker-events.ts';
import { Bell } from '../../../widgets/newsticker/bell.tsx';
import { HighlightSlider } from '../../../widgets/highlight-slider/highlight-slider.tsx';
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

  it('shows the German error with a retry in the list, and the items once the feed is back', async () => {
    await demo.app.request('/api/newsticker/demo/ams/mode/fail', { method: 'POST' });
    const ticker = newTicker();
    render(<Bell ticker={ticker} moreUrl={undefined} track={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Newsticker/ }));
    const list = await screen.findByRole('dialog', { name: 'Neueste Meldungen' });
    await within(list).findByText(/Die Meldungen konnten gerade nicht geladen werden/);
    expect(within(list).queryByRole('link', { name: 'Mehr News' })).toBeNull();
    await demo.app.request('/api/newsticker/demo/ams/mode/ok', { method: 'POST' });
    fireEvent.click(within(list).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(within(list).queryByText(/Die Meldungen konnten gerade nicht geladen werden/)).toBeNull();
  });

  it('the slider lists the latest items with the slot’s image size and moves by arrow keys', async () => {
    const ticker = newTicker();
    const track = vi.fn();
    render(
      <HighlightSlider
        ticker={ticker}
        title="Highlights"
        limit={4}
        imageWidth={262}
        imageHeight={148}
        track={track}
      />,
    );
    const links = await waitFor(() => {
      const found = screen.getAllByRole('link');
      expect(found).toHaveLength(4);
      return found;
    });
    const image = links[0]!.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['262', '148']);
    expect(links[0]!.textContent).toContain('1 von 4');
    links[0]!.focus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(links[0]);
    expect(screen.getByRole('button', { name: 'Vorherige Highlights' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(links[0]!);
    expect(track).toHaveBeenCalledWith('Winterreifen-Test: Zwei Modelle fallen durch');
  });
});
