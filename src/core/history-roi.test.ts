import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbitrageRoiPercent,
  expectedRoiPercent,
  obtainedPrice,
  resultRoiPercent,
} from './history-roi';
import { americanToDecimal, decimalToAmerican } from './odds-format';
import { optimalStakes } from './stakes';

describe('arbitrageRoiPercent', () => {
  it('is the equal-payout return 1 / Σ 1/d − 1 on hand examples', () => {
    // +150 and −120: 1/2.5 + 1/1.8333 = 0.4 + 0.545454… = 0.945454…; 1/0.945454 − 1 = 5.7692 %.
    expect(arbitrageRoiPercent([americanToDecimal(150), americanToDecimal(-120)])).toBe(5.7692);
    // +150 and −200 (2.50 and 1.50): Σ = 0.4 + 0.6667 > 1, a loss of 6.25 % locked in.
    expect(arbitrageRoiPercent([2.5, 1.5])).toBe(-6.25);
    expect(arbitrageRoiPercent([2, 2])).toBe(0);
    // Three-way: 1/3.4 + 1/3.6 + 1/3.8 = 0.835053…; 1/0.835053 − 1 = 19.7528 %.
    expect(arbitrageRoiPercent([3.4, 3.6, 3.8])).toBe(19.7528);
  });

  it('refuses fewer than two prices or a price at or below 1', () => {
    expect(() => arbitrageRoiPercent([2.1])).toThrow(RangeError);
    expect(() => arbitrageRoiPercent([2.1, 1])).toThrow(RangeError);
  });

  it('equals the worst-case return of optimal stakes at those prices', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1.01, max: 50, noNaN: true }), { minLength: 2, maxLength: 3 }),
        (prices) => {
          const plan = optimalStakes(prices, 1000);
          const worst = Math.min(...plan.payouts) - plan.totalStaked;
          expect(arbitrageRoiPercent(prices)).toBeCloseTo((worst / plan.totalStaked) * 100, 2);
        },
      ),
    );
  });
});

describe('resultRoiPercent', () => {
  it('is profit over stake, and nothing without a result or a stake', () => {
    expect(resultRoiPercent(21.4, 1000)).toBe(2.14);
    expect(resultRoiPercent(-50, 500)).toBe(-10);
    expect(resultRoiPercent(null, 1000)).toBeNull();
    expect(resultRoiPercent(10, 0)).toBeNull();
  });
});

describe('expectedRoiPercent', () => {
  it('is an arbitrage’s equal-payout return, and nothing for other kinds or unusable prices', () => {
    expect(expectedRoiPercent('arbitrage', [2.5, 1.8333333333333333])).toBe(5.7692);
    expect(expectedRoiPercent('value', [2.5])).toBeNull();
    expect(expectedRoiPercent('middle', [1.91, 1.91])).toBeNull();
    expect(expectedRoiPercent('arbitrage', [2.5])).toBeNull();
    expect(expectedRoiPercent('arbitrage', [2.5, 1])).toBeNull();
  });
});

describe('obtainedPrice', () => {
  it('keeps 1.98 when its American price (−102) comes back untouched', () => {
    expect(obtainedPrice(1.98, -102)).toBe(1.98);
    expect(obtainedPrice(1.98, -110)).toBe(americanToDecimal(-110));
  });

  it('stores any decimal unchanged when sent back as the American it shows as', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.001, max: 1000, noNaN: true }), (price) => {
        expect(obtainedPrice(price, decimalToAmerican(price))).toBe(price);
      }),
    );
  });

  it('stores the American’s own decimal for a changed price', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.001, max: 1000, noNaN: true }),
        fc.oneof(fc.integer({ min: 100, max: 100_000 }), fc.integer({ min: -100_000, max: -100 })),
        (price, american) => {
          fc.pre(decimalToAmerican(price) !== american);
          expect(obtainedPrice(price, american)).toBe(americanToDecimal(american));
        },
      ),
    );
  });
});
