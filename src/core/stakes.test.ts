import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  capTotalToLimits,
  equalSplit,
  evaluateStakes,
  optimalStakes,
  payoutCents,
  stakeRatios,
} from './stakes';

describe('optimalStakes', () => {
  it('stakes for equal payout on every outcome', () => {
    const plan = optimalStakes([2.1, 2.05], 1000);
    // Σ = 0.963995; stakes 1000 × 0.476190/Σ = 493.976 and 1000 × 0.487805/Σ = 506.024
    expect(plan.stakes[0]).toBeCloseTo(493.976, 3);
    expect(plan.stakes[1]).toBeCloseTo(506.024, 3);
    // each pays 1000/Σ = 1037.349, a profit of 37.349 whichever side wins
    expect(plan.payouts[0]).toBeCloseTo(1037.349, 3);
    expect(plan.minProfit).toBeCloseTo(37.349, 3);
    expect(plan.maxProfit).toBeCloseTo(plan.minProfit, 9);
    expect(plan.roi).toBeCloseTo(0.037349, 6);
  });

  it('returns zero stakes and zero ROI for a zero total', () => {
    const plan = optimalStakes([2, 2], 0);
    expect(plan.stakes).toEqual([0, 0]);
    expect(plan.roi).toBe(0);
  });

  it('refuses negative totals and impossible prices', () => {
    expect(() => optimalStakes([2, 2], -1)).toThrow(RangeError);
    expect(() => optimalStakes([2, 1], 100)).toThrow(RangeError);
  });
});

describe('evaluateStakes (manual entry)', () => {
  it('settles any stakes per outcome', () => {
    const plan = evaluateStakes([2.1, 2.05], [500, 500]);
    // home wins: 500 × 2.10 − 1000 = 50; away wins: 500 × 2.05 − 1000 = 25
    expect(plan.profits).toEqual([50, 25]);
    expect(plan.minProfit).toBe(25);
    expect(plan.maxProfit).toBe(50);
    expect(plan.roi).toBe(0.025);
  });

  it('works in cents and pays out rounded down, as books do', () => {
    // 100 × 2.3 is 229.99999999999997 in binary: the payout is still 230.00.
    expect(payoutCents(10_000, 2.3)).toBe(23_000);
    // 33.33 × 3 = 99.99; 0.333 is placed as 0.33
    const plan = evaluateStakes([3, 3, 3], [33.33, 33.33, 0.333]);
    expect(plan.stakes).toEqual([33.33, 33.33, 0.33]);
    expect(plan.totalStaked).toBe(66.99);
    expect(plan.profits[0]).toBeCloseTo(33, 9);
    expect(plan.profits[2]).toBeCloseTo(-66, 9);
  });
});

describe('equalSplit', () => {
  it('splits to the cent with leftover cents on the first legs', () => {
    expect(equalSplit(1000, 3)).toEqual([333.34, 333.33, 333.33]);
    expect(equalSplit(100, 2)).toEqual([50, 50]);
    expect(equalSplit(0.05, 3)).toEqual([0.02, 0.02, 0.01]);
  });

  it('always adds back up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10 }),
        (cents, count) => {
          const split = equalSplit(cents / 100, count);
          expect(split.reduce((sum, stake) => sum + Math.round(stake * 100), 0)).toBe(cents);
        },
      ),
    );
  });
});

describe('capTotalToLimits', () => {
  it('scales the total down to the leg whose limit binds', () => {
    // Leg 0 takes 49.3976 % of the total; a 300 limit allows 300 / 0.493976 = 607.317 in all.
    const cap = capTotalToLimits([2.1, 2.05], 1000, [300, 1000]);
    expect(cap).toEqual({ requestedTotal: 1000, totalStake: 607.31, capped: true, bindingLeg: 0 });
  });

  it('leaves the total alone when every limit is met or unknown', () => {
    const cap = capTotalToLimits([2.1, 2.05], 1000, [undefined, 600]);
    expect(cap).toEqual({
      requestedTotal: 1000,
      totalStake: 1000,
      capped: false,
      bindingLeg: null,
    });
  });

  it('keeps every capped stake within its limit and the return unchanged', () => {
    const prices = fc.array(fc.double({ min: 1.01, max: 50, noNaN: true }), {
      minLength: 2,
      maxLength: 4,
    });
    fc.assert(
      fc.property(
        prices,
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        (odds, total, limit) => {
          const limits = odds.map((_, index) => (index === 0 ? limit : undefined));
          const cap = capTotalToLimits(odds, total, limits);
          const ratios = stakeRatios(odds);
          expect(cap.totalStake * (ratios[0] ?? 0)).toBeLessThanOrEqual(limit + 1e-9);
          expect(cap.totalStake).toBeLessThanOrEqual(total);
          expect(optimalStakes(odds, cap.totalStake).roi).toBeCloseTo(
            optimalStakes(odds, total).roi,
            9,
          );
        },
      ),
    );
  });
});
