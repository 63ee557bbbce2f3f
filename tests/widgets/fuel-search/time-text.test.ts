import { describe, expect, it } from 'vitest';
import { extremes } from '../../../widgets/fuel-search/price-chart.tsx';
import { opensText, priceAge } from '../../../widgets/fuel-search/time-text.ts';

const NOW = Date.parse('2026-11-23T11:00:00Z'); // Monday, 12:00 in Berlin

describe('German time texts of the results', () => {
  it("says how old a price is: 'vor 12 Min.'", () => {
    expect(priceAge('2026-11-23T10:48:00Z', NOW)).toBe('vor 12 Min.');
    expect(priceAge('2026-11-23T10:59:40Z', NOW)).toBe('gerade eben');
    expect(priceAge('2026-11-23T08:00:00Z', NOW)).toBe('vor 3 Std.');
    expect(priceAge('2026-11-20T08:00:00Z', NOW)).toBe('am 20.11.26');
  });

  it('says when a closed station opens, in Berlin time', () => {
    expect(opensText('2026-11-23T17:00:00Z', NOW)).toBe('öffnet um 18:00 Uhr');
    expect(opensText('2026-11-24T05:00:00Z', NOW)).toBe('öffnet Di., 06:00 Uhr');
  });

  it('finds the cheapest and the dearest hour for the chart', () => {
    const prices = Array.from({ length: 24 }, (_, hour) => (hour == 20 ? 1.699 : hour == 7 ? 1.829 : 1.759));
    expect(extremes(prices)).toEqual({ cheapest: 20, dearest: 7 });
  });
});
