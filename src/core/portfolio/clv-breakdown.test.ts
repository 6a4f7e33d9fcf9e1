import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betKinds } from './portfolio-bet';
import { MARKET_TYPES } from '../market-type';
import { clvBreakdown, type ClvBet } from './clv-breakdown';

const HOUR = 3_600_000;
const bet = (values: Partial<ClvBet>): ClvBet => ({
  book: 'draftkings',
  sport: 'basketball_nba',
  market: 'h2h',
  marketType: 'main',
  kind: 'value',
  clv: 0.02,
  leadMs: 2 * HOUR,
  evAtDetection: null,
  ...values,
});

describe('clvBreakdown', () => {
  it('groups CLV by book, kind and lead time, leaving out bets without a close', () => {
    const breakdown = clvBreakdown([
      bet({ clv: 0.05, evAtDetection: 0.06 }),
      bet({ clv: -0.01, book: 'fanduel', kind: 'arbitrage', leadMs: 30 * 60_000 }),
      bet({ clv: null, book: 'betmgm' }),
      bet({ clv: 0.03, leadMs: 50 * HOUR, evAtDetection: 0.04 }),
    ]);
    expect(breakdown.overall.n).toBe(3);
    expect(breakdown.overall.mean).toBeCloseTo(0.07 / 3, 12);
    expect(breakdown.byBook.map((g) => [g.key, g.clv.n])).toEqual([
      ['draftkings', 2],
      ['fanduel', 1],
    ]);
    expect(breakdown.byKind.map((g) => g.key)).toEqual(['arbitrage', 'value']);
    expect(breakdown.byLeadTime.map((g) => g.key)).toEqual(['under-1h', '1-6h', '1-3d']);
    // Edge decay: 0.06 − 0.05 and 0.04 − 0.03.
    expect(breakdown.edgeDecay.n).toBe(2);
    expect(breakdown.edgeDecay.mean).toBeCloseTo(0.01, 12);
  });

  it('counts every bet with a close once in each breakdown', () => {
    const arbitraryBet = fc.record({
      book: fc.constantFrom('a', 'b', 'c'),
      sport: fc.constantFrom('nba', 'nfl'),
      market: fc.constantFrom('h2h', 'spreads', 'player_points'),
      marketType: fc.constantFrom(...MARKET_TYPES),
      kind: fc.constantFrom(...betKinds),
      clv: fc.option(fc.double({ min: -0.5, max: 0.5, noNaN: true })),
      leadMs: fc.integer({ min: 0, max: 200 * HOUR }),
      evAtDetection: fc.option(fc.double({ min: -0.1, max: 0.2, noNaN: true })),
    });
    fc.assert(
      fc.property(fc.array(arbitraryBet, { maxLength: 60 }), (bets) => {
        const breakdown = clvBreakdown(bets);
        const closed = bets.filter((b) => b.clv !== null).length;
        expect(breakdown.overall.n).toBe(closed);
        for (const dimension of [
          'byBook',
          'bySport',
          'byMarket',
          'byKind',
          'byMarketType',
          'byLeadTime',
        ] as const) {
          const total = breakdown[dimension].reduce((sum, group) => sum + group.clv.n, 0);
          expect(total).toBe(closed);
        }
      }),
    );
  });
});
