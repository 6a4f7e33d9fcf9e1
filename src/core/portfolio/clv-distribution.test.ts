import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closingLineValue } from './closing-line-value';
import { clvDistribution } from './clv-distribution';

const withClv = (clv: number | null) => ({ clv });

describe('clvDistribution', () => {
  it('counts CLVs in one-point bins aligned on zero, edges in the bin they open', () => {
    const clvs = [closingLineValue(2.1, 2), 0.051, 0.059, -0.001, -0.05, null, 0.29];
    expect(clvDistribution(clvs.map(withClv))).toEqual([
      { from: -0.05, to: -0.04, count: 1 },
      { from: -0.01, to: 0, count: 1 },
      { from: 0.05, to: 0.06, count: 3 },
      { from: 0.29, to: 0.3, count: 1 },
    ]);
  });

  it('takes another bin width', () => {
    expect(clvDistribution([0.01, 0.04, 0.06].map(withClv), 0.05)).toEqual([
      { from: 0, to: 0.05, count: 2 },
      { from: 0.05, to: 0.1, count: 1 },
    ]);
  });

  it('is empty without a CLV, and refuses a bin width that is not positive', () => {
    expect(clvDistribution([withClv(null)])).toEqual([]);
    expect(() => clvDistribution([], 0)).toThrow(RangeError);
  });

  it('places every CLV in exactly one bin that holds it, bins in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.double({ min: -0.9, max: 2, noNaN: true }), { nil: null })),
        fc.constantFrom(0.005, 0.01, 0.025, 0.1),
        (clvs, width) => {
          const bins = clvDistribution(clvs.map(withClv), width);
          const known = clvs.filter((clv): clv is number => clv !== null);
          expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(known.length);
          for (const [index, bin] of bins.entries()) {
            expect(bin.to - bin.from).toBeCloseTo(width, 9);
            if (index > 0)
              expect(bin.from).toBeGreaterThanOrEqual(bins[index - 1]?.to ?? -Infinity);
            // A CLV a hair from an edge may fall either side of it; anywhere else it is certain.
            const hair = width * 1e-8;
            const surely = known.filter((clv) => clv >= bin.from + hair && clv < bin.to - hair);
            const maybe = known.filter((clv) => clv >= bin.from - hair && clv < bin.to + hair);
            expect(bin.count).toBeGreaterThanOrEqual(surely.length);
            expect(bin.count).toBeLessThanOrEqual(maybe.length);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
