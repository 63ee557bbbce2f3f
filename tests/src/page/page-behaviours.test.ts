import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../src/bus.ts';
import { HEADER_OFFSET, startAnchorNavigation } from '../../../src/page/anchor-navigation.ts';
import { CONGRESS_TEXT, showCongressPage } from '../../../src/page/congress-page.ts';
import { startHiddenMode } from '../../../src/page/hidden-mode.ts';
import { MOBILE_QUERY, startMobileFlag } from '../../../src/page/mobile-flag.ts';
import { readPageFlag } from '../../../src/page-flags.ts';
import { fakeMedia } from '../../support/fake-media.ts';

describe('mobile flag (spec 4.8)', () => {
  it('is true at 1024 px or less and follows the media query', () => {
    const media = fakeMedia({ [MOBILE_QUERY]: true });
    const isMobile = startMobileFlag(createBus(document));
    expect(MOBILE_QUERY).toBe('(max-width: 1024px)');
    expect(readPageFlag('mobile')).toBe('true');
    media.set(MOBILE_QUERY, false);
    expect(readPageFlag('mobile')).toBe('false');
    expect(isMobile()).toBe(false);
  });
});

describe('hidden mode (spec 2.2)', () => {
  const key = (type: string, code: string, shiftKey: boolean, altKey: boolean) =>
    window.dispatchEvent(new KeyboardEvent(type, { code, shiftKey, altKey }));

  it('is active while Shift, Alt and d are held, and ends when any is released', () => {
    const bus = createBus(document);
    const events = vi.fn();
    bus.on('hidden-mode', events);
    startHiddenMode(bus);
    key('keydown', 'ShiftLeft', true, false);
    key('keydown', 'AltLeft', true, true);
    expect(readPageFlag('hidden-mode')).not.toBe('true');
    key('keydown', 'KeyD', true, true);
    expect(readPageFlag('hidden-mode')).toBe('true');
    key('keyup', 'AltLeft', true, false);
    expect(readPageFlag('hidden-mode')).toBe('false');
    key('keydown', 'AltLeft', true, true);
    expect(readPageFlag('hidden-mode')).toBe('true');
    key('keyup', 'KeyD', true, true);
    expect(readPageFlag('hidden-mode')).toBe('false');
    expect(events.mock.calls.map(([detail]) => detail.active)).toEqual([true, false, true, false]);
  });
});

describe('anchor navigation (spec 2.5)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  const setUp = (targetTop: number) => {
    document.body.innerHTML = `<a href="#fazit">Zum Fazit</a><h2 id="fazit">Fazit</h2>`;
    vi.spyOn(document.getElementById('fazit')!, 'getBoundingClientRect').mockReturnValue({
      top: targetTop,
    } as DOMRect);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const pushState = vi.spyOn(history, 'pushState');
    return { scrollTo, pushState };
  };

  it('scrolls smoothly to the target less 59 px when scrolling down (header collapsed), then pushes the hash after 500 ms', () => {
    vi.useFakeTimers();
    fakeMedia();
    const { scrollTo, pushState } = setUp(1000);
    startAnchorNavigation();
    document.querySelector('a')!.click();
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 - HEADER_OFFSET.collapsed, behavior: 'smooth' });
    expect(HEADER_OFFSET).toEqual({ collapsed: 59, expanded: 96 });
    vi.advanceTimersByTime(499);
    expect(pushState).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(pushState).toHaveBeenCalledWith(null, '', '#fazit');
  });

  it('uses 96 px when the header is expanded (scrolling up), and no animation with reduced motion', () => {
    fakeMedia({ '(prefers-reduced-motion: reduce)': true });
    const { scrollTo } = setUp(-200);
    startAnchorNavigation();
    document.querySelector('a')!.click();
    expect(scrollTo).toHaveBeenCalledWith({ top: -200 - HEADER_OFFSET.expanded, behavior: 'auto' });
  });

  it('scrolls to a hash present on load after about 100 ms', () => {
    vi.useFakeTimers();
    fakeMedia();
    // Not `location.hash =`: its hashchange comes later, and a scroll it schedules outlived the file.
    history.replaceState(null, '', '#fazit');
    const { scrollTo } = setUp(500);
    startAnchorNavigation();
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    history.replaceState(null, '', location.pathname);
  });
});

describe('congress page (spec 2.2)', () => {
  it("shows only 'This page does not exist!'", () => {
    document.body.innerHTML = '<main><h1>Kongress</h1><p>Programm</p></main>';
    showCongressPage();
    expect(document.body.textContent).toBe(CONGRESS_TEXT);
    expect(CONGRESS_TEXT).toBe('This page does not exist!');
  });
});
