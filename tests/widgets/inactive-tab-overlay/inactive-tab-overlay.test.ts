import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOverlay } from '../../../src/overlay/page-overlay.ts';
import { mount } from '../../../widgets/inactive-tab-overlay/index.ts';
import { AWAY_MS } from '../../../widgets/inactive-tab-overlay/return-overlay.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const ARTICLE = {
  PageType: 'Artikel',
  CID: '5101',
  navigation_ebene_1: 'Tests',
  showInactiveTabOverlay: true,
};

let visibility: DocumentVisibilityState = 'visible';
const turn = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  localStorage.clear();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  // The page's overlay layer without the 5 s after arrival, which the layer's own tests cover.
  pageOverlay({ arrivalMs: 0 });
});
const unmounts: Array<() => void> = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Mounts the widget on an article, with `before` focused, and turns the tab hidden. */
async function hiddenArticle(page: Record<string, unknown> = ARTICLE, props = { homeUrl: '/startseite/' }) {
  const demo = kioskOnDemoHost({}, { page });
  const events: unknown[] = [];
  demo.kiosk.bus.on('analytics-event', (event) => events.push(event));
  const before = document.createElement('button');
  before.textContent = 'Vorher';
  document.body.append(before);
  before.focus();
  const mounted = await demo.mountOn(mount, props);
  unmounts.push(mounted.unmount);
  vi.useFakeTimers({ toFake: ['Date'] });
  turn('hidden');
  return { ...demo, ...mounted, events, before };
}

/** The rules' and the dialog's chunks are imported on first use: slow on a busy machine. */
const LOADING = { timeout: 5_000 };

const suggestionCalls = (requests: Request[]) =>
  requests.filter((request) => request.url.includes('/suggestions'));

/** The suggestions were asked for, and the answer taken in. */
async function answered(requests: Request[]) {
  await waitFor(() => expect(suggestionCalls(requests)).toHaveLength(1), LOADING);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('inactive-tab-overlay (issue 25)', () => {
  it('fetches on hide, greets a return after a minute with three suggestions, and gives focus back on close', async () => {
    localStorage.setItem('kiosk_read_articles', JSON.stringify(['1201', '5102']));
    const { backend, events, before } = await hiddenArticle();
    await answered(backend.requests);
    const query = new URL(suggestionCalls(backend.requests)[0]?.url ?? '').searchParams;
    expect(query.get('project')).toBe('ams');
    expect(query.get('cid')).toBe('5101');
    expect(query.get('rubric')).toBe('Tests');
    expect(query.getAll('exclude')).toEqual(['1201', '5102']);
    expect(query.get('ab')).toBe('0');
    // The article is now the newest in the reading history.
    expect(JSON.parse(localStorage.getItem('kiosk_read_articles') ?? '')).toEqual(['5101', '1201', '5102']);

    vi.setSystemTime(Date.now() + AWAY_MS);
    turn('visible');
    const dialog = await waitFor(() => {
      const found = document.querySelector('dialog');
      expect(found?.open).toBe(true);
      return found as HTMLDialogElement;
    }, LOADING);
    const heading = within(dialog).getByRole('heading', { name: 'Schön, dass Sie wieder da sind' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const links = within(dialog).getAllByRole('link');
    const titles = links.slice(0, 3).map((link) => link.textContent);
    expect(titles).toHaveLength(3);
    expect(titles.join()).not.toMatch(/Elektro-Kombi|Winterreifen|Kompakt-SUV/);
    // The one Tests article left comes first, with its plus badge.
    expect(links[0]?.textContent).toBe('plus Tests Exklusiv: Der geheime Prototyp aus dem Windkanal');
    expect(within(dialog).getAllByText('plus')).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe(
      `${location.origin}/startseite/`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(document.activeElement).toBe(before);
    expect(events).toContainEqual({ name: 'Inaktiver Tab / Schließen' });
  });

  it('tracks a suggestion with its position, and does not count it as a close', async () => {
    const { events, backend } = await hiddenArticle();
    await answered(backend.requests);
    vi.setSystemTime(Date.now() + AWAY_MS);
    turn('visible');
    const dialog = await waitFor(
      // Open, not merely there: under load the dialog element came a turn before showModal.
      () =>
        document.querySelector<HTMLDialogElement>('dialog[open]') ??
        Promise.reject(new Error('no open dialog')),
      LOADING,
    );
    const second = within(dialog).getAllByRole('link')[1];
    second?.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(second as HTMLElement);
    expect(events).toContainEqual({
      name: 'Inaktiver Tab / Artikelvorschlag',
      props: { label: expect.stringMatching(/\S/), position: 2 },
    });
    expect(JSON.parse(localStorage.getItem('kiosk_inactive_tab') ?? '{}')).toMatchObject({ closes: 0 });
  });

  it("tracks 'Zur Startseite' (spec 2.7's button to the home page), and does not count it as a close", async () => {
    // One close without a click before: a close now would snooze the overlay for 7 days.
    localStorage.setItem('kiosk_inactive_tab', JSON.stringify({ closes: 1, until: 0 }));
    const { events, backend } = await hiddenArticle();
    await answered(backend.requests);
    vi.setSystemTime(Date.now() + AWAY_MS);
    turn('visible');
    const dialog = await waitFor(
      // Open, not merely there: under load the dialog element came a turn before showModal.
      () =>
        document.querySelector<HTMLDialogElement>('dialog[open]') ??
        Promise.reject(new Error('no open dialog')),
      LOADING,
    );
    const home = within(dialog).getByRole('link', { name: 'Zur Startseite' });
    home.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(home);
    expect(
      events.filter((event) => String((event as { name: string }).name).startsWith('Inaktiver Tab')),
    ).toEqual([{ name: 'Inaktiver Tab / Zur Startseite' }]);
    expect(JSON.parse(localStorage.getItem('kiosk_inactive_tab') ?? '{}')).toEqual({ closes: 0, until: 0 });
  });

  it('without the page flag, or on the home page, only notes the article', async () => {
    const { backend } = await hiddenArticle({ ...ARTICLE, showInactiveTabOverlay: false });
    const home = await hiddenArticle(ARTICLE, { homeUrl: location.pathname });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(suggestionCalls(backend.requests)).toEqual([]);
    expect(suggestionCalls(home.backend.requests)).toEqual([]);
    expect(JSON.parse(localStorage.getItem('kiosk_read_articles') ?? '')).toEqual(['5101']);
  });
});
