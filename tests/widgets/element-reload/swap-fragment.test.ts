import { afterEach, describe, expect, it } from 'vitest';
import { swapFragment } from '../../../widgets/element-reload/swap-fragment.ts';

const fragmentOf = (html: string) => document.createRange().createContextualFragment(html);

const mountPoint = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
};

const POLL =
  '<h2>Umfrage</h2><form><input type="radio" name="antwort" value="a"><input type="radio" name="antwort" value="b">' +
  '<textarea id="kommentar" name="kommentar"></textarea><button>Abstimmen</button></form>';

describe('swapFragment: focus after a swap (issue 25)', () => {
  afterEach(() => void (document.body.innerHTML = ''));

  it('keeps focus on the control with the same id', () => {
    const element = mountPoint(POLL);
    element.querySelector<HTMLElement>('#kommentar')!.focus();
    swapFragment(element, fragmentOf(POLL));
    expect(document.activeElement).toBe(element.querySelector('#kommentar'));
  });

  it('keeps focus on the control with the same name, and value for a radio', () => {
    const element = mountPoint(POLL);
    element.querySelector<HTMLElement>('[value="b"]')!.focus();
    swapFragment(element, fragmentOf(POLL));
    expect(document.activeElement).toBe(element.querySelector('[value="b"]'));
  });

  it('moves focus to the fragment’s heading, focusable from script only, when the control is gone', () => {
    const element = mountPoint(POLL);
    element.querySelector('button')!.focus();
    swapFragment(element, fragmentOf('<h2>Umfrage</h2><p>Danke für Ihre Stimme!</p>'));
    const heading = element.querySelector('h2');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('moves focus to the element itself when the fragment has no heading: never to <body>', () => {
    const element = mountPoint(POLL);
    element.querySelector('button')!.focus();
    swapFragment(element, fragmentOf('<p>Danke!</p>'));
    expect(document.activeElement).toBe(element);
  });

  it('leaves focus alone when it was outside the element', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const element = mountPoint(POLL);
    swapFragment(element, fragmentOf('<h2>Neu</h2>'));
    expect(document.activeElement).toBe(outside);
    expect(element.textContent).toBe('Neu');
  });
});
