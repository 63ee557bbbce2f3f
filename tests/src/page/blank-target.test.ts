import { afterEach, describe, expect, it } from 'vitest';
import { NEW_TAB_HINT, NEW_TAB_HINT_ID, startBlankTarget } from '../../../src/page/blank-target.ts';
import { settle } from '../../support/settle.ts';

afterEach(() => document.body.replaceChildren());

const link = (name: string) => document.querySelector<HTMLAnchorElement>(`a[data-name="${name}"]`)!;

describe('blankTargetDomain (spec 3.5)', () => {
  it('opens links to the domain and its subdomains in a new tab, with rel=noopener and a hint', () => {
    document.body.innerHTML = `
      <a data-name="shop" href="https://shop.example.de/p/1" aria-describedby="note">Zum Shop</a>
      <a data-name="apex" href="https://example.de/">Start</a>
      <a data-name="other" href="https://example.com/">Andere Seite</a>
      <a data-name="lookalike" href="https://notexample.de/">Ähnlicher Name</a>
      <a data-name="local" href="/artikel/">Artikel</a>`;
    startBlankTarget('example.de');
    for (const name of ['shop', 'apex']) {
      expect(link(name).target).toBe('_blank');
      expect(link(name).relList.contains('noopener')).toBe(true);
    }
    expect(link('shop').getAttribute('aria-describedby')?.split(/\s+/)).toEqual(['note', NEW_TAB_HINT_ID]);
    expect(document.getElementById(NEW_TAB_HINT_ID)?.textContent).toBe(NEW_TAB_HINT);
    expect(document.querySelectorAll(`#${NEW_TAB_HINT_ID}`)).toHaveLength(1);
    for (const name of ['other', 'lookalike', 'local']) {
      expect(link(name).hasAttribute('target')).toBe(false);
      expect(link(name).hasAttribute('aria-describedby')).toBe(false);
    }
  });

  it('marks links a widget adds later, and a link whose href changes to the domain', async () => {
    document.body.innerHTML = '<a data-name="moved" href="https://example.com/">Später</a>';
    startBlankTarget('partner.de');
    const added = document.createElement('div');
    added.innerHTML = '<a data-name="added" href="https://www.partner.de/">Partner</a>';
    document.body.append(added);
    link('moved').href = 'https://partner.de/angebot';
    await settle();
    expect(link('added').target).toBe('_blank');
    expect(link('moved').target).toBe('_blank');
    expect(link('moved').getAttribute('aria-describedby')?.trim()).toBe(NEW_TAB_HINT_ID);
  });

  it('does nothing without a configured domain', () => {
    document.body.innerHTML = '<a data-name="any" href="https://example.de/">Start</a>';
    startBlankTarget(undefined);
    expect(link('any').hasAttribute('target')).toBe(false);
  });
});
