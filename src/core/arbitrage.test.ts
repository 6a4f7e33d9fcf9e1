import { describe, expect, it } from 'vitest';
import { findArbitrages, impliedSum, isArbitrageSum } from './arbitrage';
import type { MarketEvent, MarketKind, Quote } from './market';

const now = 1_700_000_000_000;
const options = { now, maxAgeMs: 60_000, staleGraceMs: 30_000 };
const nba: MarketEvent = {
  id: 'nba-1',
  sport: 'basketball_nba',
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  commenceTime: now + 3_600_000,
};
const epl: MarketEvent = {
  ...nba,
  id: 'epl-1',
  sport: 'soccer_epl',
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
};

function quote(book: string, outcome: string, price: number, extra: Partial<Quote> = {}): Quote {
  return { book, outcome, price, lastUpdate: now - 5_000, ...extra };
}

function arbs(event: MarketEvent, kind: MarketKind, quotes: Quote[], at = options) {
  return findArbitrages({ event, kind, quotes }, at);
}

describe('findArbitrages: 2-way h2h', () => {
  const quotes = [
    quote('a', 'Boston Celtics', 2.1),
    quote('a', 'Miami Heat', 1.8),
    quote('b', 'Boston Celtics', 1.95),
    quote('b', 'Miami Heat', 2.05),
  ];

  it('takes the best price of each outcome across books', () => {
    const [arb] = arbs(nba, 'h2h', quotes);
    expect(arb?.legs.map((leg) => [leg.book, leg.outcome, leg.price])).toEqual([
      ['a', 'Boston Celtics', 2.1],
      ['b', 'Miami Heat', 2.05],
    ]);
  });

  it('states the return on total stake and the margin separately', () => {
    const [arb] = arbs(nba, 'h2h', quotes);
    // Σ = 1/2.10 + 1/2.05 = 0.476190 + 0.487805 = 0.963995
    expect(arb?.impliedSum).toBeCloseTo(0.963995, 6);
    // return = 1/0.963995 − 1 = 3.7349 %; margin = 0.963995 − 1 = −3.6005 %
    expect(arb?.returnOnStake).toBeCloseTo(0.037349, 6);
    expect(arb?.arbitragePercentage).toBeCloseTo(3.7349, 4);
    expect(arb?.margin).toBeCloseTo(-0.036005, 6);
  });

  it('splits the stake in proportion to implied probability', () => {
    const [arb] = arbs(nba, 'h2h', quotes);
    // 0.476190 / 0.963995 = 0.493976 and 0.487805 / 0.963995 = 0.506024
    expect(arb?.legs[0]?.stakeRatio).toBeCloseTo(0.493976, 6);
    expect(arb?.legs[1]?.stakeRatio).toBeCloseTo(0.506024, 6);
    expect(arb?.legs[0]?.quoteAgeMs).toBe(5_000);
  });
});

describe('findArbitrages: 3-way h2h', () => {
  it('finds a soccer arbitrage over home, draw and away', () => {
    const [arb] = arbs(epl, 'h2h', [
      quote('a', 'Arsenal', 2.6),
      quote('b', 'Draw', 3.6),
      quote('c', 'Chelsea', 3.4),
      quote('c', 'Arsenal', 2.4),
    ]);
    // Σ = 1/2.6 + 1/3.6 + 1/3.4 = 0.384615 + 0.277778 + 0.294118 = 0.956511 → 4.5466 %
    expect(arb?.returnOnStake).toBeCloseTo(0.045466, 6);
    expect(arb?.legs.map((leg) => leg.outcome)).toEqual(['Arsenal', 'Draw', 'Chelsea']);
    // 0.384615 / 0.956511 = 0.402102
    expect(arb?.legs[0]?.stakeRatio).toBeCloseTo(0.402102, 6);
  });

  it('never reports a two-way set on a market that can end in a draw', () => {
    // Without the draw, 1/2.10 + 1/2.10 = 0.952 looks like a 5 % arbitrage: a draw loses both bets.
    const homeAway = [quote('a', 'Arsenal', 2.1), quote('b', 'Chelsea', 2.1)];
    expect(arbs(epl, 'h2h', homeAway)).toEqual([]);
    expect(
      arbs({ ...nba, drawPossible: true }, 'h2h', [
        quote('a', 'Boston Celtics', 2.1),
        quote('b', 'Miami Heat', 2.1),
      ]),
    ).toEqual([]);
  });
});

describe('findArbitrages: spreads and totals', () => {
  it('pairs home and away at the same handicap with opposite signs', () => {
    const [arb] = arbs(nba, 'spreads', [
      quote('a', 'Boston Celtics', 2.08, { point: -3.5 }),
      quote('b', 'Miami Heat', 2.02, { point: 3.5 }),
    ]);
    // Σ = 1/2.08 + 1/2.02 = 0.480769 + 0.495050 = 0.975819 → 2.4780 %
    expect(arb?.returnOnStake).toBeCloseTo(0.02478, 5);
    expect(arb?.line).toBe(-3.5);
    expect(arb?.legs.map((leg) => leg.point)).toEqual([-3.5, 3.5]);
    expect(arb?.pushPossible).toBe(false);
  });

  it('never pairs different handicaps: −3.5 with +4.5 is a middle, −4.5 with +3.5 loses both at 4', () => {
    const middle = [
      quote('a', 'Boston Celtics', 2.1, { point: -3.5 }),
      quote('b', 'Miami Heat', 2.1, { point: 4.5 }),
    ];
    const gap = [
      quote('a', 'Boston Celtics', 2.1, { point: -4.5 }),
      quote('b', 'Miami Heat', 2.1, { point: 3.5 }),
    ];
    expect(arbs(nba, 'spreads', middle)).toEqual([]);
    expect(arbs(nba, 'spreads', gap)).toEqual([]);
  });

  it('pairs Over and Under at the same total', () => {
    const [arb] = arbs(nba, 'totals', [
      quote('a', 'Over', 1.98, { point: 220.5 }),
      quote('b', 'Under', 2.12, { point: 220.5 }),
      quote('b', 'Under', 2.5, { point: 221.5 }),
    ]);
    // Σ = 1/1.98 + 1/2.12 = 0.505051 + 0.471698 = 0.976749 → 2.3805 %
    expect(arb?.returnOnStake).toBeCloseTo(0.023805, 6);
    expect(arb?.line).toBe(220.5);
  });

  it('flags a whole-number line, where a push refunds both stakes', () => {
    const [arb] = arbs(nba, 'totals', [
      quote('a', 'Over', 2.05, { point: 220 }),
      quote('b', 'Under', 2.05, { point: 220 }),
    ]);
    expect(arb?.pushPossible).toBe(true);
  });
});

describe('findArbitrages: commission, freshness and start time', () => {
  it('prices exchange legs net of commission', () => {
    const [arb] = arbs(nba, 'h2h', [
      quote('betfair_ex_uk', 'Boston Celtics', 2.2, { commission: 0.05 }),
      quote('b', 'Miami Heat', 1.9),
    ]);
    // effective = 1 + 1.2 × 0.95 = 2.14; Σ = 1/2.14 + 1/1.9 = 0.467290 + 0.526316 = 0.993606 → 0.6436 %
    expect(arb?.legs[0]?.effectivePrice).toBeCloseTo(2.14, 12);
    expect(arb?.legs[0]?.commission).toBe(0.05);
    expect(arb?.returnOnStake).toBeCloseTo(0.006436, 6);
  });

  it('drops an arbitrage that commission eats', () => {
    // Gross 1/2.10 + 1/1.92 = 0.997; net 2.10 at 5 % is 2.045 and 1/2.045 + 1/1.92 = 1.0098.
    const quotes = [
      quote('betfair_ex_uk', 'Boston Celtics', 2.1, { commission: 0.05 }),
      quote('b', 'Miami Heat', 1.92),
    ];
    expect(arbs(nba, 'h2h', quotes)).toEqual([]);
  });

  it('flags an arbitrage resting on a quote inside the grace window', () => {
    const [arb] = arbs(nba, 'h2h', [
      quote('a', 'Boston Celtics', 2.1, { lastUpdate: now - 70_000 }),
      quote('b', 'Miami Heat', 2.05),
    ]);
    expect(arb?.possiblyStale).toBe(true);
    expect(arb?.legs[0]).toMatchObject({ possiblyStale: true, quoteAgeMs: 70_000 });
    expect(arb?.legs[1]?.possiblyStale).toBe(false);
  });

  it('ignores quotes past the grace window', () => {
    const quotes = [
      quote('a', 'Boston Celtics', 2.1, { lastUpdate: now - 100_000 }),
      quote('c', 'Boston Celtics', 1.9),
      quote('b', 'Miami Heat', 2.05),
    ];
    // Without the stale 2.10 the best home price is 1.90: 1/1.9 + 1/2.05 = 1.0141, no arbitrage.
    expect(arbs(nba, 'h2h', quotes)).toEqual([]);
  });

  it('reports nothing for an event that has started', () => {
    const quotes = [quote('a', 'Boston Celtics', 2.1), quote('b', 'Miami Heat', 2.05)];
    expect(arbs({ ...nba, commenceTime: now }, 'h2h', quotes)).toEqual([]);
    expect(arbs({ ...nba, commenceTime: now - 1 }, 'h2h', quotes)).toEqual([]);
  });

  it('lists the best return first', () => {
    const found = arbs(nba, 'totals', [
      quote('a', 'Over', 2.05, { point: 220.5 }),
      quote('b', 'Under', 2.05, { point: 220.5 }),
      quote('a', 'Over', 2.1, { point: 221.5 }),
      quote('b', 'Under', 2.1, { point: 221.5 }),
    ]);
    expect(found.map((arb) => arb.line)).toEqual([221.5, 220.5]);
  });
});

describe('epsilon policy', () => {
  it('does not count a book that exactly covers itself as an arbitrage', () => {
    expect(isArbitrageSum(impliedSum([2, 2]))).toBe(false);
    expect(isArbitrageSum(impliedSum([1.5, 3]))).toBe(false);
    expect(isArbitrageSum(impliedSum([3, 3, 3]))).toBe(false);
    expect(isArbitrageSum(1 - 1e-10)).toBe(false);
    expect(isArbitrageSum(0.9999)).toBe(true);
  });
});
