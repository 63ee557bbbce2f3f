import { describe, expect, it } from 'vitest';
import { DEFUSED_TAG, defuseMarkup } from '../../../widgets/element-reload/defuse-markup.ts';

describe('defuseMarkup: what a strict CSP refuses while parsing, out before parsing', () => {
  it.each([
    ['an event handler', '<img src="a.png" onerror="x()" alt="">', '<img src="a.png" alt="">'],
    ['an unquoted handler after a slash', '<svg/onload=alert(1)>', '<svg>'],
    ['a style attribute', '<div class="a" style="position:fixed">D</div>', '<div class="a">D</div>'],
    ['mixed case', "<p OnClick='x' STYLE=a>t</p>", '<p>t</p>'],
    ['a > inside a quoted value', '<a title=">" onclick="x">L</a>', '<a title=">">L</a>'],
    ['a <style> element', '<style>body{}</style><p>x</p>', `<${DEFUSED_TAG}>body{}</${DEFUSED_TAG}><p>x</p>`],
    [
      'a <base>, closed at once',
      '<base href="https://e/"><p>x</p>',
      `<${DEFUSED_TAG}></${DEFUSED_TAG}><p>x</p>`,
    ],
    [
      'a <link>, closed at once',
      '<LINK rel="stylesheet" href="/x.css"/>',
      `<${DEFUSED_TAG}></${DEFUSED_TAG}>`,
    ],
    ['a <script>', '<script src="/x.js"></script>', `<${DEFUSED_TAG}></${DEFUSED_TAG}>`],
  ])('%s', (_, html, defused) => {
    expect(defuseMarkup(html)).toBe(defused);
  });

  it('leaves text between tags and other attributes exactly as they are', () => {
    const html =
      '<p title="onclick=no">Wenn style= im Text steht, onload=ja.</p><a href="/x" data-on="1">x</a>';
    expect(defuseMarkup(html)).toBe(html);
  });
});
