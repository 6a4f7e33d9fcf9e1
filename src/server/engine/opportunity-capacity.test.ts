import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capTotalToLimits, stakeRatios } from '../../core/stakes';
import { capacityOf } from './opportunity-dto';

describe('capacityOf: the largest total stake every leg can take', () => {
  it('is set by the tightest leg at optimal stakes, with the profit at that stake', () => {
    // 2.2 / 2.2: half the total on each leg; a $300 limit on one leg caps the total at $600.
    const capacity = capacityOf(
      [
        { stakeRatio: 0.5, limit: 300 },
        { stakeRatio: 0.5, limit: 1_000 },
      ],
      0.1,
    );
    expect(capacity).toEqual({ maxStake: 600, profitAtMaxStake: 60 });
  });

  it('is unknown (null), not unlimited, when no book states a limit', () => {
    expect(capacityOf([{ stakeRatio: 1, limit: null }], 0.05)).toEqual({
      maxStake: null,
      profitAtMaxStake: null,
    });
  });

  it('agrees with the stake planner’s cap, and no leg exceeds its limit at that stake', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 105, max: 900 }).map((c) => c / 100),
            limit: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: undefined }),
          }),
          { minLength: 2, maxLength: 3 },
        ),
        (legs) => {
          const prices = legs.map((leg) => leg.price);
          const ratios = stakeRatios(prices);
          const capacity = capacityOf(
            legs.map((leg, i) => ({ stakeRatio: ratios[i]!, limit: leg.limit ?? null })),
            0.02,
          );
          const planner = capTotalToLimits(
            prices,
            10_000_000,
            legs.map((leg) => leg.limit),
          );
          if (capacity.maxStake === null) {
            expect(planner.capped).toBe(false);
            return;
          }
          expect(capacity.maxStake).toBeCloseTo(planner.totalStake, 2);
          legs.forEach((leg, i) => {
            if (leg.limit !== undefined) {
              expect(capacity.maxStake! * ratios[i]!).toBeLessThanOrEqual(leg.limit + 1e-6);
            }
          });
          expect(capacity.profitAtMaxStake).toBeLessThanOrEqual(capacity.maxStake * 0.02 + 1e-9);
        },
      ),
    );
  });
});
