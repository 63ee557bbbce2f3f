import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { followAnchor, placePopover, type PopoverPlacement } from '../../ui/place-popover.ts';

const VIEWPORT = { width: 412, height: 915 };
const bell = { x: 208, y: 53, width: 44, height: 44 };

describe('placePopover', () => {
  it('hangs below its button, 8 px apart, the right edges aligned for bottom-end', () => {
    expect(
      placePopover(
        { x: 300, y: 53, width: 44, height: 44 },
        { width: 200, height: 300 },
        VIEWPORT,
        'bottom-end',
      ),
    ).toEqual({
      x: 144,
      y: 105,
    });
  });

  it('aligns the left edges for bottom-start', () => {
    expect(placePopover(bell, { width: 150, height: 300 }, VIEWPORT, 'bottom-start')).toEqual({
      x: 208,
      y: 105,
    });
  });

  it('shifts a popover wider than the room beside its button back inside the viewport (the bell on a phone)', () => {
    expect(placePopover(bell, { width: 352, height: 546 }, VIEWPORT, 'bottom-end')).toEqual({ x: 8, y: 105 });
  });

  it('opens above a button near the bottom when it fits only there', () => {
    const low = { x: 20, y: 800, width: 100, height: 40 };
    expect(placePopover(low, { width: 200, height: 300 }, VIEWPORT, 'bottom-start')).toEqual({
      x: 20,
      y: 492,
    });
  });

  it('stays below when it fits on neither side and below has more room', () => {
    const high = { x: 20, y: 300, width: 100, height: 40 };
    expect(placePopover(high, { width: 200, height: 900 }, VIEWPORT, 'bottom-start').y).toBe(348);
  });

  const rect = fc.record({
    x: fc.integer({ min: 0, max: 1200 }),
    y: fc.integer({ min: 0, max: 900 }),
    width: fc.integer({ min: 16, max: 200 }),
    height: fc.integer({ min: 16, max: 80 }),
  });
  const size = fc.record({
    width: fc.integer({ min: 40, max: 1300 }),
    height: fc.integer({ min: 40, max: 1000 }),
  });
  const viewport = fc.record({
    width: fc.integer({ min: 320, max: 1400 }),
    height: fc.integer({ min: 480, max: 1000 }),
  });
  const placement = fc.constantFrom<PopoverPlacement>('bottom-start', 'bottom-end');

  it('keeps a popover that fits the viewport 8 px inside it, sideways, whatever the button', () => {
    fc.assert(
      fc.property(rect, size, viewport, placement, (anchor, floating, view, where) => {
        fc.pre(floating.width <= view.width - 16);
        const { x } = placePopover(anchor, floating, view, where);
        expect(x).toBeGreaterThanOrEqual(8);
        expect(x + floating.width).toBeLessThanOrEqual(view.width - 8);
      }),
    );
  });

  it('never covers its button: the popover is wholly below or wholly above it', () => {
    fc.assert(
      fc.property(rect, size, viewport, placement, (anchor, floating, view, where) => {
        const { y } = placePopover(anchor, floating, view, where);
        const below = y >= anchor.y + anchor.height + 8;
        const above = y + floating.height <= anchor.y - 8;
        expect(below || above).toBe(true);
      }),
    );
  });

  it('opens below whenever it fits there', () => {
    fc.assert(
      fc.property(rect, size, viewport, placement, (anchor, floating, view, where) => {
        fc.pre(anchor.y + anchor.height + 8 + floating.height <= view.height - 8);
        expect(placePopover(anchor, floating, view, where).y).toBe(anchor.y + anchor.height + 8);
      }),
    );
  });
});

describe('followAnchor', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    const root = document.documentElement as unknown as Record<string, unknown>;
    delete root.clientWidth;
    delete root.clientHeight;
  });

  it('places the box at once and again after a scroll, and stops with its stop', async () => {
    // happy-dom lays nothing out: the viewport and the button's box are given.
    for (const [name, value] of [
      ['clientWidth', 412],
      ['clientHeight', 915],
    ] as const)
      Object.defineProperty(document.documentElement, name, { value, configurable: true });
    const button = document.body.appendChild(document.createElement('button'));
    const box = document.body.appendChild(document.createElement('div'));
    let top = 40;
    button.getBoundingClientRect = () => ({ x: 10, y: top, width: 40, height: 40 }) as DOMRect;
    const stop = followAnchor(button, box, 'bottom-start');
    expect([box.style.left, box.style.top]).toEqual(['10px', '88px']);
    top = 20;
    dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(box.style.top).toBe('68px');
    stop();
    top = 0;
    dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(box.style.top).toBe('68px');
  });
});
