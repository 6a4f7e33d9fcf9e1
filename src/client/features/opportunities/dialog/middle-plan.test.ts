import { describe, expect, it } from 'vitest';
import { middlePlan, middlePushes } from './middle-plan';

describe('middlePlan', () => {
  it('splits the stake for equal payouts and prices every result', () => {
    // 1.91 / 1.91: half each; one side wins 500 × 1.91 − 1000 = −45; both win 1910 − 1000 = 910.
    const plan = middlePlan(
      [
        { stakeRatio: 0.5, effectivePrice: 1.91 },
        { stakeRatio: 0.5, effectivePrice: 1.91 },
      ],
      1000,
    );
    expect(plan).toEqual({
      stakes: [500, 500],
      totalStake: 1000,
      oneSideProfits: [-45, -45],
      bothWinProfit: 910,
    });
  });

  it('refuses a plan it cannot price', () => {
    const leg = { stakeRatio: 0.5, effectivePrice: 2 };
    expect(middlePlan([leg, leg], 0)).toBeNull();
    expect(middlePlan([leg, { ...leg, effectivePrice: 1 }], 100)).toBeNull();
    expect(middlePlan([leg], 100)).toBeNull();
  });
});

describe('middlePushes', () => {
  const legs = [
    { stakeRatio: 0.5, effectivePrice: 1.91 },
    { stakeRatio: 0.5, effectivePrice: 1.91 },
  ];

  it('names the result on each whole-number line, the refunded bet and what the position returns', () => {
    // Over 210 / Under 214, $500 each: on 210 the Over is refunded ($500) and the Under pays
    // 500 × 1.91 = 955, so the position returns 1455 − 1000 = +455; on 214 the other way round.
    const plan = middlePlan(legs, 1000);
    expect(middlePushes({ low: 210, high: 214 }, legs, plan)).toEqual([
      { result: 210, refundedLeg: 0, returnOnStake: expect.closeTo(0.455, 9), profit: 455 },
      { result: 214, refundedLeg: 1, returnOnStake: expect.closeTo(0.455, 9), profit: 455 },
    ]);
  });

  it('keeps the return on stake when there is no plan, and skips half lines, which never push', () => {
    expect(middlePushes({ low: 3, high: 6.5 }, legs, null)).toEqual([
      { result: 3, refundedLeg: 0, returnOnStake: expect.closeTo(0.455, 9), profit: null },
    ]);
    expect(middlePushes({ low: 210.5, high: 213.5 }, legs, null)).toEqual([]);
  });
});
