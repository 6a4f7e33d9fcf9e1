import { describe, expect, it } from 'vitest';
import { profitAtStake } from './profit-at-stake';
import { opportunityFixture as opportunity } from './test-support/opportunity-fixture';

describe('profitAtStake', () => {
  it('pays on the stake the books let through, and on all of it when their limits are unknown', () => {
    const capped = opportunity('capped', {
      expectedValue: 0.05,
      capacity: { maxStake: 100, profitAtMaxStake: 5 },
    });
    const open = opportunity('open', {
      expectedValue: 0.01,
      capacity: { maxStake: 5_000, profitAtMaxStake: 50 },
    });
    const unknown = opportunity('unknown', {
      expectedValue: 0.008,
      capacity: { maxStake: null, profitAtMaxStake: null },
    });
    expect(profitAtStake(capped, 1_000)).toBeCloseTo(5);
    expect(profitAtStake(open, 1_000)).toBeCloseTo(10);
    expect(profitAtStake(unknown, 1_000)).toBeCloseTo(8);
  });
});
