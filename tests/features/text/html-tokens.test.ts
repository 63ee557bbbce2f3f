import { describe, expect, it } from 'vitest';
import { tokenizeHtml } from '../../../features/text/html-tokens.ts';

describe('tokenizeHtml', () => {
  it('names tags in lower case and marks void and self-closing ones', () => {
    expect(tokenizeHtml('<P>a<BR><x/></P>')).toEqual([
      { kind: 'start-tag', raw: '<P>', name: 'p', selfClosing: false },
      { kind: 'text', raw: 'a' },
      { kind: 'start-tag', raw: '<BR>', name: 'br', selfClosing: true },
      { kind: 'start-tag', raw: '<x/>', name: 'x', selfClosing: true },
      { kind: 'end-tag', raw: '</P>', name: 'p' },
    ]);
  });

  it('takes quotes only after = as attribute quotes', () => {
    expect(tokenizeHtml("<img alt=Peter's>Text")[0]).toMatchObject({ raw: "<img alt=Peter's>" });
    expect(tokenizeHtml('<a title="x>y">Text')[0]).toMatchObject({ raw: '<a title="x>y">' });
  });

  it('keeps script content as one invisible raw-text token', () => {
    expect(tokenizeHtml('<script>a</b>c</script>').map((token) => token.kind)).toEqual([
      'start-tag',
      'raw-text',
      'end-tag',
    ]);
  });

  it('reads a < without a tag after it as text', () => {
    expect(tokenizeHtml('a < b <c')).toEqual([{ kind: 'text', raw: 'a < b <c' }]);
  });

  it('puts everything back together', () => {
    const html = '<p class="x">a <!-- c --> &amp; <script>x<y</script><b>b</b> <</p';
    expect(
      tokenizeHtml(html)
        .map((token) => token.raw)
        .join(''),
    ).toBe(html);
  });
});
