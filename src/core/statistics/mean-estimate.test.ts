import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanEstimate, tCritical975 } from './mean-estimate';

const finite = fc.double({ min: -1, max: 1, noNaN: true });

describe('meanEstimate', () => {
  it('matches a hand computation', () => {
    // Mean 0.02; deviations −0.03, 0.01, 0.02 → Σ² = 0.0014, s² = 0.0007, se = √(0.0007/3).
    const estimate = meanEstimate([-0.01, 0.03, 0.04])!;
    expect(estimate.n).toBe(3);
    expect(estimate.mean).toBeCloseTo(0.02, 12);
    const se = Math.sqrt(0.0007 / 3);
    expect(estimate.standardError).toBeCloseTo(se, 12);
    expect(estimate.tStatistic).toBeCloseTo(0.02 / se, 9);
    expect(estimate.ci95!.low).toBeCloseTo(0.02 - 4.302653 * se, 9);
    expect(estimate.smallSample).toBe(true);
  });

  it('has no spread with one value and nothing with none', () => {
    expect(meanEstimate([])).toBeNull();
    expect(meanEstimate([0.05])).toMatchObject({ n: 1, mean: 0.05, ci95: null, tStatistic: null });
  });

  it('keeps the mean inside its interval and the interval symmetric', () => {
    fc.assert(
      fc.property(fc.array(finite, { minLength: 2, maxLength: 80 }), (values) => {
        const { mean, ci95 } = meanEstimate(values)!;
        expect(ci95!.low).toBeLessThanOrEqual(mean + 1e-12);
        expect(ci95!.high).toBeGreaterThanOrEqual(mean - 1e-12);
        expect(ci95!.high - mean).toBeCloseTo(mean - ci95!.low, 9);
      }),
    );
  });

  it('moves with a shift of every value and keeps its width', () => {
    fc.assert(
      fc.property(fc.array(finite, { minLength: 2, maxLength: 50 }), finite, (values, shift) => {
        const a = meanEstimate(values)!;
        const b = meanEstimate(values.map((v) => v + shift))!;
        expect(b.mean).toBeCloseTo(a.mean + shift, 9);
        expect(b.standardError!).toBeCloseTo(a.standardError!, 9);
      }),
    );
  });

  it('lies between the smallest and largest value, and flags small samples', () => {
    fc.assert(
      fc.property(fc.array(finite, { minLength: 1, maxLength: 60 }), (values) => {
        const estimate = meanEstimate(values)!;
        expect(estimate.mean).toBeGreaterThanOrEqual(Math.min(...values) - 1e-12);
        expect(estimate.mean).toBeLessThanOrEqual(Math.max(...values) + 1e-12);
        expect(estimate.smallSample).toBe(values.length < 30);
      }),
    );
  });
});

describe('tCritical975', () => {
  it('agrees with the table past 30 degrees of freedom', () => {
    // Exact values from R's qt(0.975, df).
    expect(tCritical975(40)).toBeCloseTo(2.021075, 5);
    expect(tCritical975(60)).toBeCloseTo(2.000298, 5);
    expect(tCritical975(120)).toBeCloseTo(1.97993, 5);
    expect(tCritical975(10)).toBeCloseTo(2.228139, 6);
  });

  it('falls towards the normal quantile as the sample grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (df) => {
        expect(tCritical975(df + 1)).toBeLessThanOrEqual(tCritical975(df));
        expect(tCritical975(df)).toBeGreaterThan(1.959963);
      }),
    );
  });
});
