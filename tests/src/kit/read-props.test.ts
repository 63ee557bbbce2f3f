import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readProps } from '../../../src/kit/read-props.ts';
import { testMeta } from '../../support/test-meta.ts';

const { props: spec } = testMeta('demo', {
  id: { type: 'string', required: true, description: '' },
  max: { type: 'number', description: '' },
  open: { type: 'boolean', description: '' },
  labels: { type: 'object', description: '' },
});

describe('readProps', () => {
  it('passes well-typed props through and leaves out missing optional ones', () => {
    const result = readProps({ id: 'a', max: 3, labels: { x: 1 } }, spec);
    expect(result).toEqual({ ok: true, props: { id: 'a', max: 3, labels: { x: 1 } }, problems: [] });
  });

  it('drops a wrongly typed optional prop and names it, keeping the rest', () => {
    const result = readProps({ id: 'a', max: '3', open: 'yes' }, spec);
    expect(result).toEqual({
      ok: true,
      props: { id: 'a' },
      problems: ['max must be a number', 'open must be true or false'],
    });
  });

  it('fails without a required prop, and says so once', () => {
    expect(readProps({}, spec)).toEqual({ ok: false, problems: ['id is required'] });
    expect(readProps({ id: 7 }, spec)).toEqual({ ok: false, problems: ['id must be a string'] });
  });

  it('reports unknown props: usually a typo', () => {
    const result = readProps({ id: 'a', Max: 3 }, spec);
    expect(result.problems).toEqual(['unknown Max ignored']);
  });

  it('never reads inherited fields: prototype names are not props', () => {
    const { props } = testMeta('demo', { constructor: { type: 'string', description: '' } });
    expect(readProps({}, props)).toEqual({ ok: true, props: {}, problems: [] });
  });

  it('never throws, and every prop it returns has its declared type (any JSON object)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (raw) => {
        const result = readProps(raw as Record<string, unknown>, spec);
        if (!result.ok) {
          expect(result.problems.length).toBeGreaterThan(0);
          return;
        }
        expect(typeof result.props.id).toBe('string');
        if ('max' in result.props) expect(Number.isFinite(result.props.max)).toBe(true);
        if ('open' in result.props) expect(typeof result.props.open).toBe('boolean');
      }),
    );
  });
});
