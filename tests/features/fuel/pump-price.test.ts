import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPumpPrice } from '../../../features/fuel/pump-price.ts';

describe('pump-style prices', () => {
  it('raises the tenth of a cent: 1,75⁹ €', () => {
    expect(formatPumpPrice(1.759)).toEqual({ main: '1,75', ninth: '9', text: '1,759 €' });
    expect(formatPumpPrice(2.009)).toEqual({ main: '2,00', ninth: '9', text: '2,009 €' });
    expect(formatPumpPrice(0.999)).toEqual({ main: '0,99', ninth: '9', text: '0,999 €' });
    expect(formatPumpPrice(1.7)).toEqual({ main: '1,70', ninth: '0', text: '1,700 €' });
  });

  it('is exact for every price in tenths of a cent, despite binary floats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (tenths) => {
        const { main, ninth } = formatPumpPrice(tenths / 1000);
        expect(Number(`${main.replace(',', '.')}${ninth}`)).toBeCloseTo(tenths / 1000, 6);
        expect(main).toMatch(/^\d+,\d\d$/);
        expect(ninth).toMatch(/^\d$/);
      }),
    );
  });
});
