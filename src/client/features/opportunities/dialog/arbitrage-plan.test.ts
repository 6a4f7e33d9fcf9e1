import { describe, expect, it } from 'vitest';
import { legFixture } from '../../../lib/test-support/opportunity-fixture';
import { calculateArbitragePlan, manualStartingStakes } from './arbitrage-plan';

const legs = [
  legFixture({ book: 'draftkings', price: 2.1, effectivePrice: 2.1 }),
  legFixture({ book: 'fanduel', price: 2.05, effectivePrice: 2.05 }),
];

describe('calculateArbitragePlan', () => {
  it('needs at least two legs', () => {
    expect(
      calculateArbitragePlan([legs[0]!], {
        mode: 'optimal',
        totalStake: 1000,
        rounding: 'none',
        manualStakes: [],
      }),
    ).toBeNull();
  });

  it('shows exactly what the displayed (rounded) stakes return', () => {
    const result = calculateArbitragePlan(legs, {
      mode: 'optimal',
      totalStake: 1000,
      rounding: '10',
      manualStakes: [],
    });
    const plan = result!.plan;
    expect(plan.stakes.every((stake) => stake % 10 === 0)).toBe(true);
    const profits = plan.stakes.map(
      (stake, i) => Math.floor(stake * legs[i]!.effectivePrice * 100) / 100 - plan.totalStaked,
    );
    expect(plan.profits).toEqual(profits);
    expect(plan.minProfit).toBe(Math.min(...profits));
    const exactMinProfit = 1000 / (1 / 2.1 + 1 / 2.05) - 1000;
    expect(result!.roundingCost).toBeCloseTo(exactMinProfit - plan.minProfit, 9);
  });

  it('caps the total at a known book limit', () => {
    const limited = [legs[0]!, { ...legs[1]!, limit: 100 }];
    const result = calculateArbitragePlan(limited, {
      mode: 'optimal',
      totalStake: 1000,
      rounding: 'none',
      manualStakes: [],
    });
    expect(result!.cap?.capped).toBe(true);
    expect(result!.plan.stakes[1]).toBeLessThanOrEqual(100);
    expect(result!.plan.totalStaked).toBeLessThan(1000);
  });

  it('evaluates manual stakes, flags the ones over a limit and marks the best outcome', () => {
    const limited = [legs[0]!, { ...legs[1]!, limit: 400 }];
    const result = calculateArbitragePlan(limited, {
      mode: 'manual',
      totalStake: 1000,
      rounding: 'none',
      manualStakes: [500, 500],
    });
    expect(result!.plan.totalStaked).toBe(1000);
    expect(result!.plan.profits).toEqual([50, 25]);
    expect(result!.overLimit).toEqual([1]);
    expect(result!.bestLeg).toBe(0);
  });

  it('starts manual entry at an equal split', () => {
    expect(manualStartingStakes(1000, 3)).toEqual([333.34, 333.33, 333.33]);
  });
});
