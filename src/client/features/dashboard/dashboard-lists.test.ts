import { describe, expect, it } from 'vitest';
import { opportunityFixture as opportunity } from '../../lib/test-support/opportunity-fixture';
import { isUrgent, startingSoonest, topByProfitAtStake, topByReturn } from './dashboard-lists';

const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const inHours = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

const list = [
  opportunity('a', { arbitragePercentage: 1.1, commenceTime: inHours(10) }),
  opportunity('b', { arbitragePercentage: 4.2, commenceTime: inHours(0.5) }),
  opportunity('c', { arbitragePercentage: 2.5, commenceTime: inHours(-1) }),
  opportunity('d', { arbitragePercentage: 0.7, commenceTime: inHours(3) }),
];

describe('dashboard lists', () => {
  it('takes the top three by guaranteed return', () => {
    expect(topByReturn(list).map((o) => o.id)).toEqual(['b', 'c', 'a']);
  });

  it('ranks by profit at the stake within the books’ limits, then by return', () => {
    const capped = opportunity('capped', {
      arbitragePercentage: 5,
      expectedValue: 0.05,
      capacity: { maxStake: 100, profitAtMaxStake: 5 },
    });
    const open = opportunity('open', {
      arbitragePercentage: 1,
      expectedValue: 0.01,
      capacity: { maxStake: 5_000, profitAtMaxStake: 50 },
    });
    const tied = opportunity('tied', {
      arbitragePercentage: 2,
      expectedValue: 0.01,
      capacity: { maxStake: null, profitAtMaxStake: null },
    });
    expect(topByProfitAtStake([capped, open, tied], 1_000).map((o) => o.id)).toEqual([
      'tied',
      'open',
      'capped',
    ]);
  });

  it('lists events not yet started, soonest first', () => {
    expect(startingSoonest(list, NOW).map((o) => o.id)).toEqual(['b', 'd', 'a']);
    expect(startingSoonest(list, NOW, 1).map((o) => o.id)).toEqual(['b']);
  });

  it('calls an event urgent within the hour', () => {
    expect(isUrgent(list[1]!, NOW)).toBe(true);
    expect(isUrgent(list[3]!, NOW)).toBe(false);
    expect(isUrgent(list[2]!, NOW)).toBe(false);
  });
});
