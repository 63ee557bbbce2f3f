import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { BOOKMARKS_TOGGLE } from '../../../features/favourites/favourites-calls.ts';
import { TOGGLE_FAILED } from '../../../features/favourites/messages.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { VIDEO_DETAIL, VIDEOS_LIST } from '../../../widgets/video-hub/hub-calls.ts';
import { mount } from '../../../widgets/video-hub/index.ts';
import { faultTable } from '../../support/fault-table.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { FAVOURITES_TIMEOUT_MS, favouritesPage, loggedIn, storeLoaded } from '../favourites-fault-page.ts';

/**
 * The video hub's fault rows (e2e/faults/video-hub.ts): the list (first load, retry), the search, a
 * video's detail and 'Merken'. Where the reader acted, a German message; the query, the page and the
 * place stay in the URL and the search field.
 */

type Mounted = Awaited<ReturnType<ReturnType<typeof kioskOnDemoHost>['mountOn']>>;
type Demo = ReturnType<typeof kioskOnDemoHost>;
type HubCell = Demo & { opened?: Promise<Mounted>; hub?: HTMLElement };

const LIST_FAILED = 'Die Videos konnten gerade nicht geladen werden.';

/** The hub at `search` on the auto brand's video page, mounted; its first answer shown. */
async function hubAt(search: string, demo: Demo = kioskOnDemoHost({ project: 'ams' })): Promise<HubCell> {
  quietConsole();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  history.replaceState(null, '', `/auto/videos/${search}`);
  const { element } = await demo.mountOn(mount, {});
  // The list's heading ('Alle Videos') or, on a video's address, its title.
  await within(element).findAllByRole('heading', { level: 2 }, { timeout: 5_000 });
  return { ...demo, hub: element };
}

/** 'Erneut versuchen' where the hub offers it; otherwise the reader's first step. */
function retryOr(hub: HTMLElement, first: () => void) {
  const retry = within(hub).queryByRole('button', { name: 'Erneut versuchen' });
  if (retry) fireEvent.click(retry);
  else first();
}

const alert = (hub: HTMLElement) => within(hub).findByRole('alert', {}, { timeout: 5_000 });

/** A failed call is also said once on the console, naming the widget (the cells read it there). */
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const loggedOnce = (pattern: RegExp) =>
  expect(
    vi.mocked(console.error).mock.calls.filter(([line]) => pattern.test(String(line))),
    'one console line',
  ).toHaveLength(1);

faultTable<HubCell>([
  {
    action: 'hub list (video-hub, first load, retry)',
    call: VIDEOS_LIST,
    async setUp() {
      quietConsole();
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      history.replaceState(null, '', '/auto/videos/?kategorie=tests&seite=2');
      return kioskOnDemoHost({ project: 'ams' });
    },
    async act(cell) {
      if (!cell.opened) {
        cell.opened = cell.mountOn(mount, {});
        cell.hub = (await cell.opened).element;
        return;
      }
      retryOr(cell.hub!, () => undefined);
    },
    async failed({ hub }) {
      expect((await alert(hub!)).textContent).toBe(LIST_FAILED);
      within(hub!).getByRole('button', { name: 'Erneut versuchen' });
      expect(location.search).toBe('?kategorie=tests&seite=2');
      loggedOnce(/^\[kiosk:video-hub\] videos list failed/);
    },
    async succeeded({ hub }) {
      await within(hub!).findByRole('heading', { name: 'Videos: Tests' }, { timeout: 5_000 });
      const pages = within(hub!).getByRole('navigation', { name: 'Seiten' });
      expect(within(pages).getByRole('link', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
    },
  },
  {
    action: "search (video-hub, 'Videos durchsuchen')",
    call: VIDEOS_LIST,
    setUp: () => hubAt(''),
    async act({ hub }) {
      retryOr(hub!, () => {
        fireEvent.change(within(hub!).getByRole('searchbox', { name: 'Videos durchsuchen' }), {
          target: { value: 'Golf' },
        });
        fireEvent.submit(within(hub!).getByRole('search'));
      });
    },
    async failed({ hub }) {
      expect((await alert(hub!)).textContent).toBe(LIST_FAILED);
      const field = within(hub!).getByRole<HTMLInputElement>('searchbox', { name: 'Videos durchsuchen' });
      expect(field.value).toBe('Golf');
      expect(location.search).toBe('?suche=Golf');
    },
    async succeeded({ hub }) {
      await waitFor(() =>
        expect(within(hub!).getByRole('status').textContent).toMatch(/^\d+ Videos gefunden für „Golf“$/),
      );
    },
  },
  {
    action: 'detail (video-hub, a video opened from the grid)',
    call: VIDEO_DETAIL,
    setUp: () => hubAt('?seite=2'),
    async act({ hub }) {
      retryOr(hub!, () => fireEvent.click(hub!.querySelector('.kiosk-video-hub__card-link')!));
    },
    async failed({ hub }) {
      expect((await alert(hub!)).textContent).toBe('Das Video konnte gerade nicht geladen werden.');
      expect(document.activeElement).toBe(within(hub!).getByRole('button', { name: 'Erneut versuchen' }));
      expect(location.search).toMatch(/^\?seite=2&video=ams-v\d+$/);
    },
    async succeeded({ hub }) {
      await within(hub!).findByRole('link', { name: 'Zurück zur Übersicht' }, { timeout: 5_000 });
      expect(within(hub!).getAllByRole('button', { name: /^Video abspielen: / }).length).toBeGreaterThan(0);
    },
  },
  {
    action: "save (video-hub, 'Merken' on a video)",
    call: BOOKMARKS_TOGGLE,
    timeoutMs: FAVOURITES_TIMEOUT_MS,
    async setUp() {
      const page = favouritesPage('ams');
      await page.serverSets('video', 'ams-v121', false);
      const cell = await hubAt('?video=ams-v121', page);
      await loggedIn();
      const save = await within(cell.hub!).findByRole('button', { name: /^Merken: / });
      await storeLoaded(save);
      await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
      expect(save.getAttribute('aria-pressed')).toBe('false');
      return Object.assign(cell, { serverHas: page.serverHas });
    },
    async act({ hub }) {
      fireEvent.click(within(hub!).getByRole('button', { name: /^Merken: / }));
    },
    async failed(cell) {
      const save = cell.hub!.querySelector<HTMLElement>('.kiosk-video-hub__save')!;
      expect((await within(save).findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
        TOGGLE_FAILED,
      );
      // Rolled back to what the server holds.
      await waitFor(() =>
        expect(
          within(save)
            .getByRole('button', { name: /^Merken: / })
            .getAttribute('aria-pressed'),
        ).toBe('false'),
      );
      expect(await (cell as HubCell & { serverHas: ServerHas }).serverHas('video', 'ams-v121')).toBe(false);
    },
    async succeeded(cell, times) {
      const saved = times % 2 == 1;
      const save = within(cell.hub!).getByRole('button', { name: /^Merken: / });
      await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe(String(saved)));
      const serverHas = (cell as HubCell & { serverHas: ServerHas }).serverHas;
      await waitFor(async () => expect(await serverHas('video', 'ams-v121')).toBe(saved));
      dropPageShared('favourites');
    },
  },
]);

type ServerHas = ReturnType<typeof favouritesPage>['serverHas'];
