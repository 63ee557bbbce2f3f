import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../../demo-host/api/store-price/seed.ts';
import { createStoreLinkTest, isInsideWidget } from '../../../widgets/store-price/store-link.ts';

const isStoreLink = createStoreLinkTest(DEMO_STORE);
const shortPath = fc.stringMatching(/^[0-9a-z]{1,24}$/);
const otherText = fc.string({ minLength: 1, maxLength: 24 });
const path = fc.stringMatching(/^[\w.~/-]{0,30}$/);

describe('spec 5.3: a link points at the store', () => {
  it('takes every short link whose path is digits and lowercase letters', () => {
    fc.assert(fc.property(shortPath, (path) => isStoreLink(`https://kauf.link/${path}`)));
  });

  it('refuses a short-link path with anything else in it, or a query', () => {
    fc.assert(
      fc.property(shortPath, otherText, shortPath, (before, middle, after) => {
        fc.pre(!/^[0-9a-z]*$/.test(middle));
        return !isStoreLink(`https://kauf.link/${before}${middle}${after}`);
      }),
    );
    expect(isStoreLink('https://kauf.link/')).toBe(false);
    expect(isStoreLink('https://kauf.link/Dashcam')).toBe(false);
    expect(isStoreLink('https://kauf.link/abc/def')).toBe(false);
    expect(isStoreLink('https://kauf.link/abc?x=1')).toBe(false);
    expect(isStoreLink('http://kauf.link/abc')).toBe(false);
  });

  it('refuses the short path on any other host, including look-alikes', () => {
    fc.assert(
      fc.property(fc.domain(), shortPath, (host, path) => {
        fc.pre(host != DEMO_STORE.shortLinkHost);
        return !isStoreLink(`https://${host}/${path}`);
      }),
    );
    expect(isStoreLink('https://kauf.link.example/abc')).toBe(false);
    expect(isStoreLink('https://kaufXlink/abc')).toBe(false);
  });

  it('takes every link that starts with the web address, and none that only looks like it', () => {
    fc.assert(fc.property(path, (rest) => isStoreLink(`${DEMO_STORE.webAddress}${rest}`)));
    const lookAlike = fc.constantFrom('.evil.de/', '-shop.de/', ':8443/', '@kauf.link/', 'x/');
    fc.assert(
      fc.property(lookAlike, path, (separator, rest) => {
        const href = new URL(`https://www.kaufhaus.example${separator}${rest}`).href;
        return !isStoreLink(href);
      }),
    );
    expect(isStoreLink('https://www.kaufhaus.example.evil.de/dp/1')).toBe(false);
  });

  it('with only one pattern configured, uses only that one', () => {
    expect(createStoreLinkTest({ shortLinkHost: 'kauf.link' })('https://www.kaufhaus.example/dp/1')).toBe(
      false,
    );
    expect(createStoreLinkTest({ webAddress: DEMO_STORE.webAddress })('https://kauf.link/abc')).toBe(false);
  });
});

describe('spec 5.3: not marked as a widget', () => {
  it('skips links inside another mount point or a CMS widget box, not the decorator itself', () => {
    document.body.innerHTML = `<article data-widget="store-price">
      <a id="text" href="#">Text</a>
      <div data-widget="other"><a id="mounted" href="#">Box</a></div>
      <aside class="product-box widget"><p><a id="box" href="#">Box</a></p></aside>
    </article>`;
    const root = document.querySelector('article')!;
    expect(isInsideWidget(document.getElementById('text')!, root)).toBe(false);
    expect(isInsideWidget(document.getElementById('mounted')!, root)).toBe(true);
    expect(isInsideWidget(document.getElementById('box')!, root)).toBe(true);
  });
});
