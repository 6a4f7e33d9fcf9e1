import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FAIR_METHODS, devig } from './devig';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('devig on 1.50 / 2.60', () => {
  // π = 1/1.5 = 0.666667 and 1/2.6 = 0.384615; Σ = 1.051282, a 5.1282 % margin.
  const odds = [1.5, 2.6];

  it('multiplicative divides each by Σ', () => {
    // 0.666667 / 1.051282 = 0.634146
    const [home, away] = devig(odds, 'multiplicative');
    expect(home).toBeCloseTo(0.634146, 6);
    expect(away).toBeCloseTo(0.365854, 6);
  });

  it('additive takes half the margin off each', () => {
    // 0.051282 / 2 = 0.025641: 0.666667 − 0.025641 = 0.641026
    expect(devig(odds, 'additive')[0]).toBeCloseTo(0.641026, 6);
  });

  it('shin matches additive on a two-outcome market', () => {
    const shin = devig(odds, 'shin');
    const additive = devig(odds, 'additive');
    expect(shin[0]).toBeCloseTo(additive[0] ?? 0, 9);
  });

  it('power raises each to the same exponent', () => {
    // k = 1.082825 solves 0.666667ᵏ + 0.384615ᵏ = 1: 0.666667^1.082825 = 0.644650
    const [home, away] = devig(odds, 'power');
    expect(home).toBeCloseTo(0.64465, 5);
    expect(Math.log(home ?? 0) / Math.log(2 / 3)).toBeCloseTo(
      Math.log(away ?? 0) / Math.log(1 / 2.6),
      9,
    );
  });

  it('odds-ratio keeps the same odds ratio on every outcome', () => {
    const probabilities = devig(odds, 'odds-ratio');
    const ratios = probabilities.map((p, index) => {
      const implied = 1 / (odds[index] ?? 1);
      return (implied * (1 - p)) / (p * (1 - implied));
    });
    expect(ratios[0]).toBeCloseTo(ratios[1] ?? 0, 9);
  });

  it('worst-case takes each outcome’s smallest estimate, summing to less than 1', () => {
    // multiplicative is lowest for the favourite (0.634146), power for the outsider (0.355350)
    const [home, away] = devig(odds, 'worst-case');
    expect(home).toBeCloseTo(0.634146, 6);
    expect(away).toBeCloseTo(0.35535, 5);
    expect(sum([home ?? 0, away ?? 0])).toBeCloseTo(0.989496, 6);
  });
});

describe('devig edge cases', () => {
  it('additive falls back to multiplicative for the whole set when a long shot is too small for an equal cut', () => {
    // π = 0.833333, 0.25, 0.005; Σ = 1.088333. An equal cut of 0.029444 would make 0.005 negative,
    // so every outcome is divided by Σ: 0.765697, 0.229709, 0.004594.
    const prices = [1.2, 4, 200];
    expect(devig(prices, 'additive')).toEqual(devig(prices, 'multiplicative'));
    const [favourite, second, longShot] = devig(prices, 'additive');
    expect(favourite).toBeCloseTo(0.765697, 6);
    expect(second).toBeCloseTo(0.229709, 6);
    expect(longShot).toBeCloseTo(0.004594, 6);
  });

  it('additive never gives the 20.0 price more than the 10.0 price', () => {
    // The old per-outcome fallback gave 10.0 0.02814 and 20.0 0.04076 here.
    const [, , ten, twenty] = devig([1.5, 2.5, 10, 20, 100], 'additive');
    expect(ten).toBeGreaterThan(twenty ?? Infinity);
  });

  it('shin returns the proportional answer when there is no margin to explain', () => {
    expect(devig([2.1, 2.1], 'shin')).toEqual([0.5, 0.5]);
    const noMargin = devig([1.01, 1000, 1000], 'shin');
    expect(noMargin).toEqual(devig([1.01, 1000, 1000], 'multiplicative'));
  });

  it('refuses fewer than two prices or a price at or below 1', () => {
    expect(() => devig([2], 'power')).toThrow(RangeError);
    expect(() => devig([2, 1], 'power')).toThrow(RangeError);
  });
});

describe('devig properties', () => {
  // Market-shaped price sets: 2–12 outcomes, long shots to ~10 000, margins from −20 % to +50 %.
  const odds = fc
    .record({
      weights: fc.array(fc.double({ min: 0.0001, max: 1, noNaN: true }), {
        minLength: 2,
        maxLength: 12,
      }),
      margin: fc.double({ min: -0.2, max: 0.5, noNaN: true }),
    })
    .map(({ weights, margin }) => {
      const total = sum(weights);
      return weights.map((weight) => Math.max(1.001, 1 / ((weight / total) * (1 + margin))));
    });
  const distributions = FAIR_METHODS;

  it.each(distributions)('%s returns probabilities in (0, 1) summing to 1', (method) => {
    fc.assert(
      fc.property(odds, (prices) => {
        const probabilities = devig(prices, method);
        expect(Math.abs(sum(probabilities) - 1)).toBeLessThanOrEqual(1e-9);
        for (const p of probabilities) {
          expect(p).toBeGreaterThan(0);
          expect(p).toBeLessThan(1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each(distributions)(
    '%s keeps the order of the prices: a higher price never gets a higher probability',
    (method) => {
      fc.assert(
        fc.property(odds, (prices) => {
          const probabilities = devig(prices, method);
          probabilities.forEach((p, i) => {
            prices.forEach((price, j) => {
              // Slack of a few ulps: prices one ulp apart may round either way inside log or pow.
              if (price > (prices[i] ?? 0)) {
                expect(probabilities[j]).toBeLessThanOrEqual(p * (1 + 1e-12));
              }
            });
          });
        }),
        { numRuns: 500 },
      );
    },
  );

  // The general sets above include two- and three-way markets; these ask for them by name, the
  // two shapes Arbiter prices (moneyline and totals; football's 1X2).
  describe.each([2, 3])('on %i-way markets', (outcomes) => {
    const market = fc
      .record({
        weights: fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), {
          minLength: outcomes,
          maxLength: outcomes,
        }),
        margin: fc.double({ min: -0.1, max: 0.3, noNaN: true }),
      })
      .map(({ weights, margin }) => {
        const total = sum(weights);
        return weights.map((weight) => Math.max(1.001, 1 / ((weight / total) * (1 + margin))));
      });

    it.each(distributions)('%s sums to 1 and keeps the order of the prices', (method) => {
      fc.assert(
        fc.property(market, (prices) => {
          const probabilities = devig(prices, method);
          expect(Math.abs(sum(probabilities) - 1)).toBeLessThanOrEqual(1e-9);
          probabilities.forEach((p, i) =>
            prices.forEach((price, j) => {
              if (price > (prices[i] ?? 0)) {
                expect(probabilities[j]).toBeLessThanOrEqual(p * (1 + 1e-12));
              }
            }),
          );
        }),
        { numRuns: 300 },
      );
    });

    it('power stays inside (0, 1)', () => {
      fc.assert(
        fc.property(market, (prices) => {
          for (const p of devig(prices, 'power')) {
            expect(p).toBeGreaterThan(0);
            expect(p).toBeLessThan(1);
          }
        }),
        { numRuns: 500 },
      );
    });
  });

  it('shin equals additive on every two-outcome market with a margin', () => {
    // With no margin Shin's insider share would be zero or negative; see the edge case above.
    const twoWay = fc
      .record({
        favourite: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        margin: fc.double({ min: 1e-6, max: 0.3, noNaN: true }),
      })
      .map(({ favourite, margin }) =>
        [favourite, 1 - favourite].map((p) => Math.max(1.001, 1 / (p * (1 + margin)))),
      )
      .filter((prices) => sum(prices.map((price) => 1 / price)) > 1);
    fc.assert(
      fc.property(twoWay, (prices) => {
        const shin = devig(prices, 'shin');
        devig(prices, 'additive').forEach((p, index) =>
          expect(Math.abs((shin[index] ?? NaN) - p)).toBeLessThanOrEqual(1e-9),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('logit equals odds-ratio: a common shift of the log-odds is a common odds ratio', () => {
    fc.assert(
      fc.property(odds, (prices) => {
        const oddsRatio = devig(prices, 'odds-ratio');
        devig(prices, 'logit').forEach((p, index) =>
          expect(Math.abs((oddsRatio[index] ?? NaN) - p)).toBeLessThanOrEqual(1e-12),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('worst-case is never above any other method and sums to at most 1', () => {
    fc.assert(
      fc.property(odds, (prices) => {
        const worst = devig(prices, 'worst-case');
        for (const method of distributions) {
          devig(prices, method).forEach((p, index) => expect(worst[index]).toBeLessThanOrEqual(p));
        }
        expect(sum(worst)).toBeLessThanOrEqual(1 + 1e-9);
      }),
      { numRuns: 300 },
    );
  });
});
