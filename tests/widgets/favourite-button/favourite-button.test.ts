import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { rememberIntent } from '../../../features/favourites/login-intent.ts';
import { LOAD_FAILED, TOGGLE_FAILED, TOUR_FAILED } from '../../../features/favourites/messages.ts';
import { dropPageShared, pageShared, runningPageShared } from '../../../src/kit/page-shared.ts';
import { saveToggleMarkup } from '../../../ui/save-toggle-markup.ts';
import { mount } from '../../../widgets/favourite-button/index.ts';
import { mount as mountTour } from '../../../widgets/tour-favourite/index.ts';
import { kioskOnDemoHost, unmountMounted } from '../../support/test-kiosk.ts';
import { favouritesOnDemoHost } from '../favourites-fixture.ts';

const [anna] = DEMO_USERS;

/** The widgets' real `mount` on the page's favourites store (demo host), for a logged-in reader. */
async function onPage(user: string | undefined = anna.token) {
  // The motorcycle brand runs tours (features.tours). The store's demo host is routed last: it answers.
  const { mountOn } = kioskOnDemoHost({ project: 'mo', enableFavorites: true });
  const setUp = favouritesOnDemoHost();
  pageShared('favourites', () => setUp.controller);
  await setUp.logIn(user);
  return { ...setUp, mountOn };
}

afterEach(() => {
  // A widget left mounted would start the store on its idle moment, inside the next test.
  unmountMounted();
  dropPageShared('favourites');
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('favourite-button', () => {
  it("one signal: the name stays 'Merken', aria-pressed says whether the item is saved (issue 23, 4)", async () => {
    const { mountOn } = await onPage();
    const { element } = await mountOn(mount, { id: '1188' });
    const button = within(element).getByRole('button', { name: 'Merken' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(within(element).getByRole('button').textContent).toBe('Merken');
  });

  it('enhances the markup the CMS pasted in place, enabled, with no second button (issue 22)', async () => {
    const { mountOn } = await onPage();
    const { element } = await mountOn(mount, { id: '1188' }, saveToggleMarkup('Merken'));
    const [button, ...more] = within(element).getAllByRole('button');
    expect(more).toEqual([]);
    expect(button!.hasAttribute('disabled')).toBe(false);
    expect(button!.getAttribute('aria-pressed')).toBe('true');
  });

  it('all buttons of one item agree at once; other items and channels are not touched', async () => {
    const { mountOn } = await onPage();
    const first = (await mountOn(mount, { id: '1201' })).element;
    await mountOn(mount, { id: '1201' });
    await mountOn(mount, { id: '1201', channel: 'galerie' });
    await mountOn(mount, { id: '2207' });
    fireEvent.click(within(first).getByRole('button'));
    const pressed = () =>
      screen.getAllByRole('button', { name: 'Merken' }).map((button) => button.getAttribute('aria-pressed'));
    expect(pressed()).toEqual(['true', 'true', 'false', 'false']);
  });

  it('a failed save rolls back and says so in German beside the button', async () => {
    const { backend, mountOn } = await onPage();
    const { element } = await mountOn(mount, { id: '1201' });
    backend.answerNext(500);
    fireEvent.click(within(element).getByRole('button', { name: 'Merken' }));
    await waitFor(() => expect(within(element).getByRole('alert').textContent).toBe(TOGGLE_FAILED));
    expect(within(element).getByRole('button').getAttribute('aria-pressed')).toBe('false');
  });

  it('says so beside the button when the saved items cannot be loaded, and shows the state once they can', async () => {
    const { mountOn } = kioskOnDemoHost({ project: 'mo', enableFavorites: true });
    const { backend, controller, logIn } = favouritesOnDemoHost();
    pageShared('favourites', () => controller);
    backend.failNext(2);
    await logIn(anna.token);
    const { element } = await mountOn(mount, { id: '1188' });
    // Not a silent 'Merken' for a saved item: the reader is told the saved items are unknown.
    expect(within(element).getByRole('alert').textContent).toBe(LOAD_FAILED);
    await controller.load();
    await waitFor(() =>
      expect(within(element).getByRole('button').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(within(element).getByRole('alert').textContent).toBe('');
  });
});

describe("favourite-button before the page's favourites store runs (issue 22)", () => {
  it('rests until reached: the store starts on the first reach, and a click during the start acts once', async () => {
    const { mountOn } = kioskOnDemoHost({ project: 'mo', enableFavorites: true });
    const { element } = await mountOn(mount, { id: '1201' });
    const button = within(element).getByRole('button', { name: 'Merken' });
    // Nothing of the store at mount: it is no part of the page's load.
    expect(runningPageShared('favourites')).toBeUndefined();
    const setUp = favouritesOnDemoHost();
    await setUp.logIn(anna.token);
    const toggles = vi.spyOn(setUp.controller, 'toggle');
    // The store starts elsewhere after the mount; this button knows it once the reader reaches for it.
    pageShared('favourites', () => setUp.controller);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(toggles).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('a reader back from the login with a wish waiting: the store starts at mount, without waiting for idle', async () => {
    // An idle moment that never comes, as on a phone busy with the page: only the waiting wish starts it.
    vi.stubGlobal('requestIdleCallback', () => 0);
    rememberIntent({ id: '1201', channel: 'artikel' });
    const { mountOn } = kioskOnDemoHost({ project: 'mo', enableFavorites: true });
    await mountOn(mount, { id: '1201' });
    await waitFor(() => expect(runningPageShared('favourites')).toBeDefined());
  });

  it('without a wish waiting, the store waits for an idle moment', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (fire: () => void) => idle.push(fire));
    const { mountOn } = kioskOnDemoHost({ project: 'mo', enableFavorites: true });
    await mountOn(mount, { id: '1201' });
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(runningPageShared('favourites')).toBeUndefined();
    idle[0]!();
    await waitFor(() => expect(runningPageShared('favourites')).toBeDefined());
  });
});

describe('tour-favourite', () => {
  it("names its tour ('Tour merken: <title>', issue 23, 4), claims a save and rolls back with the tour message", async () => {
    const { backend, mountOn } = await onPage();
    const { element } = await mountOn(mountTour, { tourId: '7001', title: 'Schwarzwald-Runde' });
    const button = within(element).getByRole('button', { name: 'Tour merken: Schwarzwald-Runde' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(backend.requests.some((request) => request.url.includes('/tour/claim/7001'))).toBe(true),
    );
    backend.answerNext(500);
    fireEvent.click(button);
    await waitFor(() => expect(within(element).getByRole('alert').textContent).toBe(TOUR_FAILED));
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('issue 23, focus 1: without login the prompt opens right after the button pressed; Escape and a second press close it', async () => {
    const { mountOn, logIn } = await onPage();
    await logIn(undefined);
    const { element } = await mountOn(mount, { id: '1201' });
    const button = within(element).getByRole('button', { name: 'Merken' });
    fireEvent.click(button);
    const prompt = await within(element).findByRole('dialog', { name: 'Anmelden' });
    expect(prompt.previousElementSibling?.getAttribute('role')).toBe('alert');
    expect(prompt.textContent).toContain('Artikel zu merken');
    const login = within(prompt).getByRole('link', { name: 'Anmelden' });
    expect(document.activeElement).toBe(login);
    fireEvent.keyDown(login, { key: 'Escape' });
    expect(within(element).queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    await within(element).findByRole('dialog', { name: 'Anmelden' });
    fireEvent.click(button);
    await waitFor(() => expect(within(element).queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('tour-favourite: its prompt speaks of tours', async () => {
    const { mountOn, logIn } = await onPage();
    await logIn(undefined);
    const { element } = await mountOn(mountTour, { tourId: '7001', title: 'Schwarzwald-Runde' });
    fireEvent.click(within(element).getByRole('button'));
    const prompt = await within(element).findByRole('dialog', { name: 'Anmelden' });
    expect(prompt.textContent).toContain('Touren zu merken');
  });
});
