import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devig, powerCeiling } from './devig';

/** Prices a market offers, from heavy favourites to long shots, two to four outcomes. */
const priceSet = fc.array(
  fc.integer({ min: 101, max: 5_000 }).map((cents) => cents / 100),
  { minLength: 2, maxLength: 4 },
);

describe('powerCeiling', () => {
  it('is never below power devig’s fair probability, whatever the prices', () => {
    let bounded = 0;
    fc.assert(
      fc.property(priceSet, (odds) => {
        const implied = odds.map((price) => 1 / price);
        const fair = devig(odds, 'power');
        fair.forEach((p, index) => {
          const ceiling = powerCeiling(implied, implied.length, index);
          expect(ceiling).toBeGreaterThanOrEqual(p);
          if (ceiling < 1) bounded++;
        });
      }),
      { numRuns: 3_000 },
    );
    // About a quarter of these random sets carry a margin (≈ 700 bounded outcomes a run): the bound
    // is below 1 for them, so the test says something.
    expect(bounded).toBeGreaterThan(300);
  });

  it('is tight enough to refuse a bet priced at the market’s own margin', () => {
    // 1.91 / 1.91: fair 0.5 each; the first Newton step leaves the ceiling under 0.5 × 1.05.
    const implied = [1 / 1.91, 1 / 1.91];
    expect(powerCeiling(implied, 2, 0)).toBeLessThan(0.5 * 1.02);
    expect(powerCeiling(implied, 2, 0)).toBeGreaterThanOrEqual(devig([1.91, 1.91], 'power')[0]!);
  });
});
