import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElementHelper } from '../../../src/kit/element-helper.ts';
import { resetLogMemory } from '../../../src/log.ts';

const HOSTILE = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=alert(1)>',
  '&lt;b&gt;entity&lt;/b&gt;',
  '</section><a href="javascript:alert(1)">x</a>',
];

describe('createElementHelper: plain DOM for widgets without a UI runtime', () => {
  let error: ReturnType<typeof vi.spyOn>;
  let controller: AbortController;
  let h: ReturnType<typeof createElementHelper>;
  beforeEach(() => {
    resetLogMemory();
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    controller = new AbortController();
    h = createElementHelper('paywall', controller);
  });
  afterEach(() => {
    error.mockRestore();
    document.body.replaceChildren();
  });

  it('builds the element with its class, attributes and children in order', () => {
    const box = h(
      'section',
      { class: 'kiosk-root kiosk-x', 'aria-label': 'Angebot', hidden: false, inert: true },
      h('h2', null, 'Titel'),
      'Text ',
      42,
      false,
      null,
      undefined,
    );
    expect(box.outerHTML).toBe(
      '<section class="kiosk-root kiosk-x" aria-label="Angebot" inert=""><h2>Titel</h2>Text 42</section>',
    );
  });

  it.each(HOSTILE)('keeps the hostile string %s as text, in children and attributes alike', (hostile) => {
    const box = h('p', { title: hostile }, hostile);
    document.body.append(box);
    expect(box.textContent).toBe(hostile);
    expect(box.getAttribute('title')).toBe(hostile);
    expect(box.children).toHaveLength(0);
    expect(document.querySelector('img, script, svg, a')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://example.com/1',
  ])('drops the URL %j and says so, naming the widget', (url) => {
    const link = h('a', { href: url }, 'Weiter');
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.textContent).toBe('Weiter');
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]![0])).toContain('[kiosk:paywall]');
  });

  it('checks every attribute the browser follows or loads, not only href', () => {
    expect(h('img', { src: 'javascript:alert(1)' }).hasAttribute('src')).toBe(false);
    expect(h('form', { action: 'javascript:alert(1)' }).hasAttribute('action')).toBe(false);
    expect(h('button', { formaction: 'javascript:alert(1)' }).hasAttribute('formaction')).toBe(false);
  });

  it('keeps an https URL, absolute and normalised, and resolves a relative one against the page', () => {
    expect(h('a', { href: 'https://Shop.Example/abo?x=1' }).getAttribute('href')).toBe(
      'https://shop.example/abo?x=1',
    );
    expect(h('a', { href: '/abo/' }).getAttribute('href')).toBe(new URL('/abo/', location.href).href);
  });

  it('drops inline handlers: code from a string', () => {
    expect(h('a', { onclick: 'alert(1)' }).hasAttribute('onclick')).toBe(false);
    expect(h('img', { OnError: 'alert(1)' }).hasAttribute('onerror')).toBe(false);
  });

  it('registers listeners on the scope: the unmount removes them', () => {
    const click = vi.fn();
    const button = h('button', { type: 'button', on: { click } }, 'Los');
    button.click();
    expect(click).toHaveBeenCalledOnce();
    controller.abort();
    button.click();
    expect(click).toHaveBeenCalledOnce();
  });
});
