import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { imageSize } from '../../../features/images/image-size.ts';
import { mount } from '../../../widgets/highlight-slider/index.ts';
import { HIGHLIGHTS_MARKUP } from '../../../widgets/highlight-slider/resting-markup.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/** The demo feed of the project with `count` new items and its clock stopped, as the backend serves it. */
async function demoFeed(app: ReturnType<typeof kioskOnDemoHost>['backend']['app'], count: number) {
  await app.request('/api/newsticker/demo/ams/ticking/off', { method: 'POST' });
  for (let index = 0; index < count; index++)
    await app.request('/api/newsticker/demo/ams/publish', { method: 'POST' });
  const answer = await app.request('http://localhost:5173/api/newsticker/feed?project=ams&limit=20');
  return ((await answer.json()) as { items: Array<{ title: string; url: string }> }).items;
}

describe('highlight-slider mounted through the kit, against the demo newsticker backend', () => {
  const unmounts: Array<() => void> = [];
  beforeEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });
  afterEach(() => {
    // Releases the page's shared ticker, so the next test starts its own.
    for (const unmount of unmounts.splice(0)) unmount();
    vi.unstubAllGlobals();
  });

  it("issue 22: the CMS's resting markup is the widget's loading state, which replaces it; unmount puts it back", async () => {
    const { backend, mountOn } = kioskOnDemoHost();
    const feed = backend.hold();
    const { element, unmount } = await mountOn(mount, { title: 'Highlights' }, HIGHLIGHTS_MARKUP);
    // The same markup but for what the browser adds (the picture's slot size, the heading's own id, the
    // loading text a fallback must not promise): so the two are the same size in the same place.
    const normalised = (html: string) =>
      html
        .replace(/ style="[^"]*"/g, '')
        .replace(/kiosk-highlights-(?:\d+|title)/g, 'ID')
        .replace(/<span class="kiosk-visually-hidden">[^<]*<\/span>/g, '');
    const resting = document.createElement('div');
    resting.innerHTML = HIGHLIGHTS_MARKUP;
    expect(normalised(element.innerHTML)).toBe(normalised(resting.querySelector('.kiosk-root')!.innerHTML));
    await feed.release();
    await waitFor(() =>
      expect(element.querySelectorAll('a.kiosk-highlights__link').length).toBeGreaterThan(0),
    );
    unmount();
    expect(element.innerHTML).toBe(HIGHLIGHTS_MARKUP);
  });

  it('shows the newest items, at most `limit` (clamped to 10), under its title', async () => {
    const { backend, mountOn } = kioskOnDemoHost();
    const feed = await demoFeed(backend.app, 12);
    const { element, unmount } = await mountOn(mount, { title: 'Top-Meldungen', limit: 50 });
    unmounts.push(unmount);
    const slider = within(element).getByRole('region', { name: 'Top-Meldungen' });
    const links = await waitFor(() => {
      const found = within(slider).getAllByRole('link');
      expect(found).toHaveLength(10);
      return found;
    });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(feed.slice(0, 10).map((item) => item.url));
    expect(links[0]!.textContent).toContain(feed[0]!.title);
  });

  it("a blank title falls back to 'Highlights', and a limit below 1 shows one item", async () => {
    const { backend, mountOn } = kioskOnDemoHost();
    await demoFeed(backend.app, 3);
    const { element, unmount } = await mountOn(mount, { title: '  ', limit: 0 });
    unmounts.push(unmount);
    const slider = within(element).getByRole('region', { name: 'Highlights' });
    await waitFor(() => expect(within(slider).getAllByRole('link')).toHaveLength(1));
  });

  it('a click on an item sends the newsticker analytics event with its title', async () => {
    const { backend, kiosk, mountOn } = kioskOnDemoHost();
    const feed = await demoFeed(backend.app, 4);
    const events: AnalyticsEvent[] = [];
    kiosk.bus.on('analytics-event', (event) => void events.push(event));
    const { element, unmount } = await mountOn(mount, { limit: 3 });
    unmounts.push(unmount);
    const links = await waitFor(() => {
      const found = within(element).getAllByRole('link');
      expect(found).toHaveLength(3);
      return found;
    });
    fireEvent.click(links[1]!);
    expect(events).toContainEqual({ name: 'Newsticker / Meldung', props: { label: feed[1]!.title } });
  });

  it('pictures have the slot’s size, links say their place, arrow keys move from item to item', async () => {
    const { backend, kiosk, mountOn } = kioskOnDemoHost();
    await demoFeed(backend.app, 6);
    const size = imageSize('teaser4er', kiosk.isMobile() ? 'mobile' : 'desktop')!;
    const { element, unmount } = await mountOn(mount, { limit: 4 });
    unmounts.push(unmount);
    const links = await waitFor(() => {
      const found = within(element).getAllByRole('link');
      expect(found).toHaveLength(4);
      return found;
    });
    const image = links[0]!.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      String(size.width),
      String(size.height ?? Math.round((size.width * 9) / 16)),
    ]);
    expect(links[0]!.textContent).toContain('1 von 4');
    links[0]!.focus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(links[0]);
    expect(
      within(element).getByRole('button', { name: 'Vorherige Highlights' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });
});
