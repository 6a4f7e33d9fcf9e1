import { describe, expect, it } from 'vitest';
import { middlePlan } from './middle-plan';

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
