import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIsland, type RenderPart } from '../../../src/kit/island.ts';
import { createWidgetScope } from '../../../src/kit/widget-scope.ts';
import { settle } from '../../support/settle.ts';

const RESTING = '<div class="kiosk-root"><button type="button" class="demo-button">Merkliste</button></div>';

/**
 * A mount point with resting markup and an interactive part that renders the same button (as the React
 * binding does: the rendered tree replaces the resting markup) and counts the clicks it gets. The part's
 * load waits for `arrive()`, as a chunk on a slow connection would.
 */
function setUp({ failFirstLoad = false } = {}) {
  const element = document.body.appendChild(document.createElement('div'));
  element.innerHTML = RESTING;
  const scope = createWidgetScope('demo');
  let clicks = 0;
  let loads = 0;
  let arrive = () => {};
  const onError = vi.fn();
  const render: RenderPart = async (target) => {
    const rendered = document.createElement('div');
    rendered.innerHTML = RESTING;
    rendered.querySelector('button')!.addEventListener('click', () => clicks++);
    target.replaceChildren(...rendered.childNodes);
    return () => target.replaceChildren();
  };
  const island = createIsland({
    element,
    scope,
    control: '.demo-button',
    onError,
    load: () => {
      loads++;
      const failed = failFirstLoad && loads == 1;
      return new Promise<RenderPart>((resolve, reject) => {
        arrive = () => (failed ? reject(new Error('chunk failed')) : resolve(render));
      });
    },
  });
  const button = () => element.querySelector<HTMLButtonElement>('.demo-button')!;
  return {
    element,
    scope,
    island,
    button,
    onError,
    clicks: () => clicks,
    loads: () => loads,
    arrive: () => arrive(),
  };
}

describe('createIsland (issue 22)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('fetches the part on focus or touch, without handing over yet', async () => {
    const { element, button, loads, arrive } = setUp();
    const resting = button();
    element.dispatchEvent(new Event('focusin', { bubbles: true }));
    element.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(loads()).toBe(1);
    arrive();
    await settle();
    expect(button()).toBe(resting);
  });

  it('hands over under a resting pointer once the part is in, so the click that follows is one render', async () => {
    const { element, button, clicks, loads, arrive } = setUp();
    const resting = button();
    element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loads()).toBe(1);
    expect(button()).toBe(resting);
    arrive();
    await vi.waitFor(() => expect(button()).not.toBe(resting));
    button().click();
    expect(clicks()).toBe(1);
  });

  it('does not hand over while a button is down on the resting control: press and release stay on one element', async () => {
    const { element, button, clicks, arrive } = setUp();
    const resting = button();
    resting.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    arrive();
    await settle();
    expect(button()).toBe(resting);
    document.dispatchEvent(new Event('pointerup', { bubbles: true }));
    resting.click();
    await vi.waitFor(() => expect(clicks()).toBe(1));
    expect(button()).not.toBe(resting);
  });

  it("fetches the part on idle after the page's load, without handing over", async () => {
    const { button, loads } = setUp();
    const resting = button();
    await vi.waitFor(() => expect(loads()).toBe(1));
    expect(button()).toBe(resting);
  });

  it('acts on a click during the load once after the hand-over: not lost, not doubled', async () => {
    const { button, clicks, loads, arrive } = setUp();
    const resting = button();
    resting.click();
    resting.click();
    await settle();
    expect(clicks()).toBe(0);
    arrive();
    await vi.waitFor(() => expect(clicks()).toBe(1));
    expect(button()).not.toBe(resting);
    await settle();
    expect(clicks()).toBe(1);
    expect(loads()).toBe(1);
    button().click();
    expect(clicks()).toBe(2);
  });

  it('keeps focus on the control across the hand-over', async () => {
    const { button, arrive } = setUp();
    const resting = button();
    resting.focus();
    resting.click();
    arrive();
    await vi.waitFor(() => expect(button()).not.toBe(resting));
    expect(document.activeElement).toBe(button());
  });

  it('keeps the resting markup when the part fails to load, reports it, and the next click tries again', async () => {
    const { button, onError, clicks, loads, arrive } = setUp({ failFirstLoad: true });
    const resting = button();
    resting.click();
    arrive();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(button()).toBe(resting);
    resting.click();
    expect(loads()).toBe(2);
    arrive();
    await vi.waitFor(() => expect(clicks()).toBe(1));
  });

  it('does nothing after its mount is gone', async () => {
    const { button, scope, clicks, arrive } = setUp();
    const resting = button();
    resting.click();
    scope.close();
    arrive();
    await settle();
    expect(button()).toBe(resting);
    expect(clicks()).toBe(0);
  });
});
