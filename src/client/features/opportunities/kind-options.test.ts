import { describe, expect, it } from 'vitest';
import { opportunityFixture } from '../../lib/test-support/opportunity-fixture';
import { kindOptions } from './kind-options';

const labels = (options: ReturnType<typeof kindOptions>) => options.map((o) => o.label);

describe('kindOptions', () => {
  it('counts each kind of the loaded list, zero included', () => {
    const all = [
      opportunityFixture('a', { type: 'arbitrage' }),
      opportunityFixture('b', { type: 'arbitrage' }),
      opportunityFixture('c', { type: 'value' }),
    ];
    expect(labels(kindOptions(all))).toEqual(['Arbitrage (2)', 'Value Bets (1)', 'Middles (0)']);
  });

  it('shows "—", never 0, while the list is unknown (loading or failed)', () => {
    expect(labels(kindOptions(undefined))).toEqual([
      'Arbitrage (—)',
      'Value Bets (—)',
      'Middles (—)',
    ]);
  });
});
