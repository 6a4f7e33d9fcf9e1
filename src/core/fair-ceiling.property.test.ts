import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devigByMethod, FAIR_METHODS } from './devig';
import { fairCeiling } from './fair-ceiling';

/** Prices anywhere a market could put them, two to four outcomes: margins, none, reversed sets. */
const anyPrices = fc.array(
  fc.integer({ min: 101, max: 5_000 }).map((cents) => cents / 100),
  { minLength: 2, maxLength: 4 },
);

/**
 * Prices as a book sets them: fair chances with a 0.5–12 % margin laid on in proportion, equally
 * or towards the long shots, rounded to the cent. Most sets here carry a margin.
 */
const bookPrices = fc
  .record({
    weights: fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 2, maxLength: 4 }),
    margin: fc.integer({ min: 5, max: 120 }).map((tenths) => tenths / 1_000),
    shape: fc.constantFrom('proportional', 'equal', 'long-shots'),
  })
  .map(({ weights, margin, shape }) => {
    const total = weights.reduce((a, b) => a + b, 0);
    return weights.map((w) => {
      const fair = w / total;
      const implied =
        shape === 'proportional'
          ? fair * (1 + margin)
          : shape === 'equal'
            ? fair + margin / weights.length
            : fair ** (1 / (1 + margin));
      return Math.max(1.01, Math.round(100 / implied) / 100);
    });
  });

function checkBound(odds: number[]): number {
  const implied = odds.map((price) => 1 / price);
  const sets = devigByMethod(odds);
  let bounded = 0;
  implied.forEach((_, index) => {
    const ceiling = fairCeiling(implied, implied.length, index);
    for (const method of FAIR_METHODS) {
      expect(ceiling, `${method} at ${index} of ${odds.join('/')}`).toBeGreaterThanOrEqual(
        sets[method][index]!,
      );
    }
    if (ceiling < 1) bounded++;
  });
  return bounded;
}

describe('fairCeiling', () => {
  it('is never below any method’s fair probability, whatever the prices', () => {
    let bounded = 0;
    fc.assert(
      fc.property(anyPrices, (odds) => {
        bounded += checkBound(odds);
      }),
      { numRuns: 2_000 },
    );
    // About a quarter of random sets carry a margin: the bound is below 1 for those outcomes.
    expect(bounded).toBeGreaterThan(200);
  });

  it('is never below any method’s fair probability on prices with a book’s margin', () => {
    let bounded = 0;
    fc.assert(
      fc.property(bookPrices, (odds) => {
        bounded += checkBound(odds);
      }),
      { numRuns: 2_000 },
    );
    expect(bounded).toBeGreaterThan(3_000);
  });

  it('is tight enough to refuse a bet priced at the market’s own margin under every method', () => {
    // 1.91 / 1.91: every method says 0.5 each; a bet at 1.95 is worth −2.5 %, and the bound says
    // it cannot reach +2 %.
    const implied = [1 / 1.91, 1 / 1.91];
    const ceiling = fairCeiling(implied, 2, 0);
    expect(ceiling * 1.95 - 1).toBeLessThan(0.02);
    // A three-way set with a 5 % margin: the bound stays within 1.5 points of the largest method.
    const odds = [2.1, 3.4, 3.6];
    const sets = devigByMethod(odds);
    odds.forEach((_, index) => {
      const largest = Math.max(...FAIR_METHODS.map((method) => sets[method][index]!));
      const bound = fairCeiling(
        odds.map((price) => 1 / price),
        3,
        index,
      );
      expect(bound - largest).toBeLessThan(0.015);
    });
  });

  it('gives no bound below 1 to a set without a margin', () => {
    expect(fairCeiling([1 / 2.1, 1 / 2.1], 2, 0)).toBe(1);
  });
});
