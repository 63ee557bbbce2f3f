import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { dropPageShared, pageShared } from '../../../src/kit/page-shared.ts';
import { mount } from '../../../widgets/video-hub/index.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { favouritesOnDemoHost } from '../favourites-fixture.ts';

async function hubAt(search: string, project = 'ams') {
  history.replaceState(null, '', `/videos/${search}`);
  const setup = kioskOnDemoHost({ project, enableFavorites: true });
  const events: AnalyticsEvent[] = [];
  setup.kiosk.bus.on('analytics-event', (event) => events.push(event));
  const mounted = await setup.mountOn(mount, {});
  const view = within(mounted.element);
  await view.findByRole('heading', { level: 2, name: /Videos|im |:/ }, { timeout: 3000 });
  return { ...setup, ...mounted, view, events };
}

const headingFocused = (name: string | RegExp) =>
  waitFor(() =>
    expect(document.activeElement).toBe(within(document.body).getByRole('heading', { level: 2, name })),
  );

describe('video-hub (issue 29)', () => {
  const unmounts: Array<() => void> = [];
  beforeEach(() => {
    FakeIntersectionObserver.reset();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    for (const unmount of unmounts.splice(0)) unmount();
    dropPageShared('videoPage');
    dropPageShared('favourites');
    document.body.replaceChildren();
    history.replaceState(null, '', '/');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the highlight first (high priority, srcset), the categories, the count and twelve videos', async () => {
    const { view, element, unmount } = await hubAt('');
    unmounts.push(unmount);
    await view.findByRole('heading', { name: 'Alle Videos' });
    const highlight = element.querySelector('.kiosk-video-hub__highlight img')!;
    expect(highlight.getAttribute('fetchpriority')).toBe('high');
    expect(highlight.getAttribute('srcset')).toMatch(/clip-1-1100\.jpg 1100w, .*clip-1-430\.jpg 430w/);
    const nav = view.getByRole('navigation', { name: 'Videokategorien' });
    expect(within(nav).getByRole('link', { name: 'Alle Videos' }).getAttribute('aria-current')).toBe('page');
    expect(new URL(within(nav).getByRole('link', { name: 'Erlkönige' }).getAttribute('href')!).search).toBe(
      '?kategorie=erlkoenige',
    );
    expect(view.getByRole('status').textContent).toBe('160 Videos gefunden');
    expect(element.querySelectorAll('.kiosk-video-hub__grid > li')).toHaveLength(12);
    const pages = view.getByRole('navigation', { name: 'Seiten' });
    expect(new URL(within(pages).getByRole('link', { name: 'Seite 2' }).getAttribute('href')!).search).toBe(
      '?seite=2',
    );
    expect(within(pages).queryByRole('link', { name: 'Vorherige' })).toBeNull();
  });

  it('searches with umlauts folded, counts the hits and sends view_search_results; the query goes into the URL', async () => {
    const { view, unmount, events } = await hubAt('', 'pr');
    unmounts.push(unmount);
    fireEvent.change(view.getByRole('searchbox', { name: 'Videos durchsuchen' }), {
      target: { value: 'Kuehlbox' },
    });
    fireEvent.submit(view.getByRole('search'));
    await waitFor(() =>
      expect(view.getByRole('status').textContent).toBe('10 Videos gefunden für „Kuehlbox“'),
    );
    expect(location.search).toBe('?suche=Kuehlbox');
    expect(
      view.getAllByRole('heading', { level: 3 }).every((heading) => heading.textContent?.includes('Kühlbox')),
    ).toBe(true);
    expect(events).toContainEqual({
      name: 'view_search_results',
      props: { search_term: 'Kuehlbox', results: 10 },
    });
    expect(events).toContainEqual({ name: 'Video-Hub / Suche', props: { label: 'Kuehlbox', results: 10 } });
  });

  it('pages with real links: ?seite=3, focus to the grid heading; back restores the page before', async () => {
    const { view, unmount, events } = await hubAt('?kategorie=tests');
    unmounts.push(unmount);
    await view.findByRole('heading', { name: 'Videos: Tests' });
    fireEvent.click(view.getByRole('link', { name: 'Nächste' }));
    await headingFocused('Videos: Tests');
    expect(location.search).toBe('?kategorie=tests&seite=2');
    expect(view.getByRole('link', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
    expect(events).toContainEqual({ name: 'Video-Hub / Seite', props: { position: 2 } });
    history.replaceState(null, '', '/videos/?kategorie=tests');
    dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() =>
      expect(view.getByRole('link', { name: 'Seite 1' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it("opens a video from the URL: player, date, 'Mehr Details', related videos and its VideoObject", async () => {
    const { view, unmount, element, events } = await hubAt('?video=ams-v005');
    unmounts.push(unmount);
    await view.findByRole('heading', { level: 2, name: 'Mazda MX-5: Preise und Marktstart' });
    expect(
      view.getByRole('button', { name: 'Video abspielen: Mazda MX-5: Preise und Marktstart' }),
    ).toBeTruthy();
    expect(view.getByText(/Veröffentlicht am 13\.11\.2026 · News · 0:11/)).toBeTruthy();
    const description = element.querySelector('.kiosk-video-hub__description')!;
    expect(description.textContent).toMatch(/…$/);
    const more = view.getByRole('button', { name: 'Mehr Details' });
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(description.textContent).toMatch(/Untertitel auf Deutsch sind für jedes Video verfügbar\.$/);
    expect(events).toContainEqual({
      name: 'Video-Hub / Mehr Details',
      props: { label: 'Mazda MX-5: Preise und Marktstart' },
    });
    const related = view.getByRole('region', { name: 'Ähnliche Videos' });
    expect(within(related).getAllByRole('listitem')).toHaveLength(4);
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({
      '@type': 'VideoObject',
      name: 'Mazda MX-5: Preise und Marktstart',
      duration: 'PT11S',
      uploadDate: '2026-11-13',
    });
    fireEvent.click(view.getByRole('link', { name: 'Zurück zur Übersicht' }));
    await headingFocused('Alle Videos');
    expect(location.search).toBe('');
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("'Merken' without login opens the login prompt beside the button", async () => {
    const { view, unmount } = await hubAt('?video=ams-v005');
    unmounts.push(unmount);
    const save = await view.findByRole('button', { name: 'Merken: Mazda MX-5: Preise und Marktstart' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    const prompt = await view.findByRole('dialog', { name: 'Anmelden' });
    expect(prompt.textContent).toContain('Melden Sie sich an, um Videos zu merken');
    expect(save.parentElement?.contains(prompt)).toBe(true);
  });

  it('saves optimistically for a logged-in reader, on the video channel', async () => {
    // The page's favourites store on the demo host, with Anna logged in (as the favourite-button tests do).
    const favourites = favouritesOnDemoHost();
    pageShared('favourites', () => favourites.controller);
    await favourites.logIn(DEMO_USERS[0]!.token);
    const { view, unmount } = await hubAt('?video=ams-v006');
    unmounts.push(unmount);
    const save = await view.findByRole('button', { name: /^Merken: / });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(favourites.controller.store.getState().favorites.video).toContain('ams-v006'));
    dropPageShared('favourites');
  });

  it("a failed list says so in German with 'Erneut versuchen'; the query stays in the field and the URL", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    history.replaceState(null, '', '/videos/?suche=Golf&seite=2');
    const setup = kioskOnDemoHost({ project: 'mo' });
    await fetch(`${setup.backend.apiHost}/videos/demo/mo/mode/fail`, { method: 'POST' });
    const { element, unmount } = await setup.mountOn(mount, {});
    unmounts.push(unmount);
    const view = within(element);
    expect((await view.findByRole('alert')).textContent).toBe(
      'Die Videos konnten gerade nicht geladen werden.',
    );
    expect((view.getByRole('searchbox') as HTMLInputElement).value).toBe('Golf');
    expect(location.search).toBe('?suche=Golf&seite=2');
    await fetch(`${setup.backend.apiHost}/videos/demo/mo/mode/ok`, { method: 'POST' });
    fireEvent.click(view.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Alle Videos'));
  });
});
