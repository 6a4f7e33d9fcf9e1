import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planArbitrageStakes, roundStakes } from './stake-rounding';
import { evaluateStakes } from './stakes';

describe('roundStakes', () => {
  it('rounds to the unit and recomputes every profit from the rounded stakes', () => {
    // Exact stakes for 1000 at 2.10/2.05 are 493.98/506.02. To the nearest 10 the choices are
    // 490|500 × 500|510; 490 + 500 = 990 pays 1029 or 1025, a 35 minimum (3.54 %), the best return.
    const plan = roundStakes([2.1, 2.05], 1000, 10);
    expect(plan.stakes).toEqual([490, 500]);
    expect(plan.totalStaked).toBe(990);
    expect(plan.profits).toEqual([39, 35]);
    // unrounded minimum 37.349 − rounded 35 = 2.349 lost to rounding
    expect(plan.unroundedMinProfit).toBeCloseTo(37.349, 3);
    expect(plan.roundingCost).toBeCloseTo(2.349, 3);
    expect(plan.roundedIntoLoss).toBe(false);
  });

  it('flags a shown profit that rounding turns into a loss', () => {
    // 1.05/25: Σ = 0.952381 + 0.04 = 0.992381, so 100 returns 0.768 exactly (95.97 + 4.03).
    // To units of 10 the best is 100 + 10: 105 or 250 back on 110 staked, −5 if the favourite wins.
    const plan = roundStakes([1.05, 25], 100, 10);
    expect(plan.stakes).toEqual([100, 10]);
    expect(plan.minProfit).toBe(-5);
    expect(plan.roundingCost).toBeCloseTo(5.768, 3);
    expect(plan.roundedIntoLoss).toBe(true);
  });

  it('does not round a stake above its book limit', () => {
    const plan = roundStakes([2.1, 2.05], 1000, 10, [493.98, undefined]);
    expect(plan.stakes[0]).toBeLessThanOrEqual(493.98);
  });

  it('refuses a unit smaller than a cent', () => {
    expect(() => roundStakes([2, 2], 100, 0.001)).toThrow(RangeError);
  });
});

describe('planArbitrageStakes', () => {
  it('caps the total to the limits, then rounds within them', () => {
    const plan = planArbitrageStakes([2.1, 2.05], 1000, 1, [300, undefined]);
    // 300 / 0.493976 = 607.31 in all; exact stakes 299.996 and 307.31 round to 300 and 307.
    expect(plan.cap).toMatchObject({ capped: true, totalStake: 607.31, bindingLeg: 0 });
    expect(plan.stakes).toEqual([300, 307]);
  });
});

describe('rounding properties', () => {
  const prices = fc.array(fc.double({ min: 1.01, max: 30, noNaN: true }), {
    minLength: 2,
    maxLength: 4,
  });
  const unit = fc.constantFrom(0.01, 1, 5, 10);
  const total = fc.integer({ min: 1, max: 2_000_000 }).map((cents) => cents / 100);

  it('never turns a shown profit into a loss without flagging it', () => {
    fc.assert(
      fc.property(prices, total, unit, (odds, stake, step) => {
        const plan = roundStakes(odds, stake, step);
        const lossSomewhere = plan.profits.some((profit) => profit < 0);
        if (plan.unroundedMinProfit > 0 && lossSomewhere) expect(plan.roundedIntoLoss).toBe(true);
        if (!lossSomewhere) expect(plan.roundedIntoLoss).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('places whole units and shows exactly what those stakes return', () => {
    fc.assert(
      fc.property(prices, total, unit, (odds, stake, step) => {
        const plan = roundStakes(odds, stake, step);
        const stepCents = Math.round(step * 100);
        for (const placed of plan.stakes) expect(Math.round(placed * 100) % stepCents).toBe(0);
        expect(plan.profits).toEqual(evaluateStakes(odds, plan.stakes).profits);
        expect(plan.roundingCost).toBeCloseTo(plan.unroundedMinProfit - plan.minProfit, 9);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every leg within its limit', () => {
    const limit = fc.integer({ min: 1, max: 5_000 });
    fc.assert(
      fc.property(prices, total, unit, limit, (odds, stake, step, max) => {
        const limits = odds.map((_, index) => (index === odds.length - 1 ? max : undefined));
        const plan = planArbitrageStakes(odds, stake, step, limits);
        expect(plan.stakes[odds.length - 1]).toBeLessThanOrEqual(max);
      }),
      { numRuns: 500 },
    );
  });
});
