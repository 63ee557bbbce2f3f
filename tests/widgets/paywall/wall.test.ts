import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../src/bus.ts';
import { createElementHelper } from '../../../src/kit/element-helper.ts';
import { offerLinks } from '../../../widgets/paywall/offer-box.ts';
import { applyWall, PAYWALLED } from '../../../widgets/paywall/wall.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';

const LINKS = offerLinks({ offers: { plus: '/abo/?angebot=plus' }, loginUrl: '/anmelden/' });

function articleAt(top: number, height: number) {
  const article = document.createElement('div');
  article.innerHTML = '<p>1</p><p>2</p>';
  document.body.append(article);
  vi.spyOn(article, 'getBoundingClientRect').mockReturnValue({ top, height } as DOMRect);
  return article;
}
const wall = (article: HTMLElement) =>
  applyWall(article, {
    bus: createBus(document),
    h: createElementHelper('paywall', new AbortController()),
    links: LINKS,
    premium: false,
    articleId: '1',
    author: 'A',
    counter: 3,
  });
const clip = (article: HTMLElement) => article.style.getPropertyValue('--kiosk-paywall-clip');

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('innerHeight', 800);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('where the article is cut (widgets/paywall/wall.ts)', () => {
  it('at 35 % of a long article that starts low on the screen', () => {
    const article = articleAt(100, 4000);
    wall(article);
    expect(article.getAttribute(PAYWALLED)).toBe('true');
    expect(clip(article)).toBe('1400px');
  });

  it('never above the bottom of the screen: what the reader sees stays', () => {
    const article = articleAt(200, 1000);
    wall(article);
    expect(clip(article)).toBe('600px');
  });

  it('a late verdict for a reader far down cuts below where they are, not at 60 %', () => {
    const article = articleAt(-1000, 3000);
    wall(article);
    expect(clip(article)).toBe('1800px');
  });

  it('removing the wall restores the article exactly', () => {
    const article = articleAt(100, 4000);
    const before = article.outerHTML;
    wall(article).remove();
    expect(article.outerHTML).toBe(before);
    expect(document.querySelector('.kiosk-paywall')).toBeNull();
  });
});

describe('paywall_impression (spec 9.6: seen at a tenth visible, once)', () => {
  const impressions = (bus: ReturnType<typeof createBus>) => {
    const seen: unknown[] = [];
    bus.on('analytics-event', (event) => event.name == 'paywall_impression' && seen.push(event));
    return seen;
  };
  const wallOn = (bus: ReturnType<typeof createBus>) =>
    applyWall(articleAt(100, 3000), {
      bus,
      h: createElementHelper('paywall', new AbortController()),
      links: LINKS,
      premium: false,
      articleId: '7',
      author: 'A',
      counter: 3,
    });

  it('not while less than a tenth of the box shows; then once, however often it is seen', () => {
    const bus = createBus(document);
    const seen = impressions(bus);
    const { box } = wallOn(bus);
    FakeIntersectionObserver.reveal(box, 0.05);
    expect(seen).toEqual([]);
    FakeIntersectionObserver.reveal(box, 0.1);
    FakeIntersectionObserver.reveal(box, 1);
    expect(seen).toEqual([{ name: 'paywall_impression', props: { article_id: '7' } }]);
  });

  it('never for a wall removed before it was seen', () => {
    const bus = createBus(document);
    const seen = impressions(bus);
    const removed = wallOn(bus);
    removed.remove();
    FakeIntersectionObserver.reveal(removed.box);
    expect(seen).toEqual([]);
  });
});
