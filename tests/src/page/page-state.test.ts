import { afterEach, describe, expect, it } from 'vitest';
import { createPageState, type PageState } from '../../../src/page/page-state.ts';
import { createBus } from '../../../src/bus.ts';
import type { KioskEvents } from '../../../src/events.ts';

const html = document.documentElement;
const flags = () =>
  Object.fromEntries(
    [...html.attributes]
      .filter(({ name }) => name.startsWith('data-kiosk-'))
      .map(({ name, value }) => [name, value]),
  );

afterEach(() => {
  for (const name of Object.keys(flags())) html.removeAttribute(name);
});

describe('page flags of spec 3.6', () => {
  it('mirrors every flag on <html> from the start, from page data', () => {
    createPageState(createBus(document), { isExclusive: true, showInactiveTabOverlay: true });
    expect(flags()).toMatchObject({
      'data-kiosk-is-exclusive': 'true',
      'data-kiosk-show-inactive-tab-overlay': 'true',
      'data-kiosk-gallery-open': 'false',
      'data-kiosk-global-progress-bar-width': '0',
      'data-kiosk-loaded-banner': '',
      'data-kiosk-consent-ready': 'false',
    });
  });

  it('catches up with what the runtime already knew (sticky theme, viewport and consent events)', () => {
    const bus = createBus(document);
    bus.publish('theme-changed', { theme: 'dark' });
    bus.publish('mobile-changed', { mobile: true });
    bus.publish('consent-changed', { ready: true, purposes: [1], vendors: [755, 91], subscriber: false });
    const store = createPageState(bus, {});
    expect(store.getState()).toMatchObject({
      isDarkMode: true,
      isMobile: true,
      consentReady: true,
      consentVendors: [755, 91],
    });
    expect(flags()).toMatchObject({
      'data-kiosk-consent-vendors': '755 91',
      'data-kiosk-is-dark-mode': 'true',
    });
  });

  it('emits one event per changed flag, naming it', () => {
    const bus = createBus(document);
    const store = createPageState(bus, {});
    const seen: Array<KioskEvents['page-state-changed']> = [];
    bus.on('page-state-changed', (event) => seen.push(event));
    store.setState({ galleryOpen: true, globalProgressBarWidth: 40, hasScrolling: false });
    expect(seen.map(({ flag, value }) => [flag, value])).toEqual([
      ['galleryOpen', true],
      ['globalProgressBarWidth', 40],
    ]);
    expect(html.getAttribute('data-kiosk-gallery-open')).toBe('true');
  });

  it.each<[string, Record<string, unknown>, Partial<PageState>]>([
    ['a banner list', { loadedBanner: ['top', 'sky'] }, { loadedBanner: ['top', 'sky'] }],
    ['overlay ads only', { onlyOverlayAds: true }, { onlyOverlayAds: true }],
    ['a wrong type', { onlyOverlayAds: 'yes' }, { onlyOverlayAds: false }],
    ['a list of the wrong entries', { loadedBanner: [1, 2] }, { loadedBanner: [] }],
    ['an unknown flag', { isSomething: true }, {}],
  ])("takes the ad stack's command with %s", (_, command, expected) => {
    const bus = createBus(document);
    bus.run('page-state.set', [command]);
    const store = createPageState(bus, {});
    expect(store.getState()).toMatchObject(expected);
    expect(store.getState()).not.toHaveProperty('isSomething');
  });
});
