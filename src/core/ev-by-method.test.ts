import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FAIR_METHODS, devig } from './devig';
import { evByMethod, evRange, worstCase } from './ev-by-method';

describe('a bet on the away side at 4.80 against 2.7 / 2.3 / 4.4', () => {
  // Fair away probabilities (penaltyblog's published vectors, see devig-vectors.test.ts):
  // additive 0.21646416 < power 0.21709815 < Shin 0.21741223 < odds ratio = logit 0.21862822
  // < multiplicative 0.22013470.
  const market = [2.7, 2.3, 4.4];
  const evs = evByMethod(market, 2, 4.8);

  it('prices the bet under every method as p·4.8 − 1', () => {
    expect(evs.additive).toBeCloseTo(0.21646416 * 4.8 - 1, 7); // 0.0390280
    expect(evs.power).toBeCloseTo(0.21709815 * 4.8 - 1, 7); // 0.0420711
    expect(evs.shin).toBeCloseTo(0.21741223 * 4.8 - 1, 7); // 0.0435787
    expect(evs['odds-ratio']).toBeCloseTo(0.21862822 * 4.8 - 1, 7); // 0.0494155
    expect(evs.logit).toBeCloseTo(0.21862822 * 4.8 - 1, 7);
    expect(evs.multiplicative).toBeCloseTo(0.2201347 * 4.8 - 1, 7); // 0.0566466
    expect(Object.keys(evs).sort()).toEqual([...FAIR_METHODS].sort());
  });

  it('ranges from additive (the conservative method) to multiplicative', () => {
    expect(evRange(evs)).toEqual({
      min: evs.additive,
      max: evs.multiplicative,
      lowest: 'additive',
      highest: 'multiplicative',
    });
  });

  it('worstCase names additive for the away side and multiplicative for the home favourite', () => {
    // Home: multiplicative 0.35873804 is the smallest of the six.
    const [home, , away] = worstCase(market);
    expect(home?.method).toBe('multiplicative');
    expect(home?.probability).toBeCloseTo(0.35873804, 8);
    expect(away).toEqual({ method: 'additive', probability: devig(market, 'additive')[2] });
  });
});

describe('evByMethod refuses what is not a bet on the market', () => {
  it('an outcome that is not an index of the prices', () => {
    expect(() => evByMethod([2, 2], 2, 2.1)).toThrow(RangeError);
    expect(() => evByMethod([2, 2], -1, 2.1)).toThrow(RangeError);
    expect(() => evByMethod([2, 2], 0.5, 2.1)).toThrow(RangeError);
  });

  it('a bet price at or below 1, or a market of one price', () => {
    expect(() => evByMethod([2, 2], 0, 1)).toThrow(RangeError);
    expect(() => evByMethod([2, 2], 0, Number.NaN)).toThrow(RangeError);
    expect(() => evByMethod([2], 0, 2.1)).toThrow(RangeError);
  });
});

describe('conservative fair price, properties', () => {
  // Market-shaped sets of 2–6 outcomes with margins from −5 % to +20 %, a bet on one outcome at a
  // price from 1.01 to 50.
  const bet = fc
    .record({
      weights: fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), {
        minLength: 2,
        maxLength: 6,
      }),
      margin: fc.double({ min: -0.05, max: 0.2, noNaN: true }),
      pick: fc.nat(),
      price: fc.double({ min: 1.01, max: 50, noNaN: true }),
    })
    .map(({ weights, margin, pick, price }) => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      const market = weights.map((weight) =>
        Math.max(1.001, 1 / ((weight / total) * (1 + margin))),
      );
      return { market, outcome: pick % market.length, price };
    });

  it('evRange spans every method’s EV and names the methods at its ends', () => {
    fc.assert(
      fc.property(bet, ({ market, outcome, price }) => {
        const evs = evByMethod(market, outcome, price);
        const range = evRange(evs);
        for (const method of FAIR_METHODS) {
          expect(evs[method]).toBe((devig(market, method)[outcome] ?? NaN) * price - 1);
          expect(evs[method]).toBeGreaterThanOrEqual(range.min);
          expect(evs[method]).toBeLessThanOrEqual(range.max);
        }
        expect(evs[range.lowest]).toBe(range.min);
        expect(evs[range.highest]).toBe(range.max);
      }),
      { numRuns: 300 },
    );
  });

  it('the worst case of an outcome is the method giving a bet on it the lowest EV, whatever its price', () => {
    fc.assert(
      fc.property(bet, ({ market, outcome, price }) => {
        const conservative = worstCase(market)[outcome];
        const evs = evByMethod(market, outcome, price);
        const range = evRange(evs);
        // Two methods can tie to the last bit of EV; the one named must reach the minimum.
        expect(evs[conservative?.method ?? 'power']).toBe(range.min);
        expect((conservative?.probability ?? NaN) * price - 1).toBe(range.min);
        expect(conservative?.probability).toBe(devig(market, 'worst-case')[outcome]);
      }),
      { numRuns: 300 },
    );
  });
});
