import { describe, expect, it } from 'vitest';
import type { MarketEvent, MarketKind, Quote } from './market';
import { findMiddles, findServedMiddles } from './middles';

const now = 1_700_000_000_000;
const nba: MarketEvent = {
  id: 'nba-1',
  sport: 'basketball_nba',
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  commenceTime: now + 3_600_000,
};

function quote(
  book: string,
  outcome: string,
  price: number,
  point: number,
  extra: Partial<Quote> = {},
): Quote {
  return { book, outcome, price, point, lastUpdate: now - 1_000, ...extra };
}

function middles(
  kind: MarketKind,
  quotes: Quote[],
  mean: number,
  standardDeviation = 10,
  event = nba,
) {
  return findMiddles(
    { event, kind, quotes },
    { now, maxAgeMs: 60_000, model: { mean, standardDeviation } },
  );
}

describe('findMiddles: totals', () => {
  // Over 220.5 at A and Under 222.5 at B, both 1.91: Σ = 2/1.91 = 1.047120, half the stake on each.
  const quotes = [quote('a', 'Over', 1.91, 220.5), quote('b', 'Under', 1.91, 222.5)];

  it('finds the window where both bets win', () => {
    const [middle] = middles('totals', quotes, 221.5);
    expect(middle?.window).toEqual({ low: 220.5, high: 222.5 });
    expect(middle?.hitResults).toEqual([221, 222]);
    expect(middle?.legs.map((leg) => [leg.book, leg.stakeRatio])).toEqual([
      ['a', 0.5],
      ['b', 0.5],
    ]);
  });

  it('states the worst case and the both-win return', () => {
    const [middle] = middles('totals', quotes, 221.5);
    // one side wins: 0.5 × 1.91 − 1 = −4.5 %; both win: 1.91 − 1 = +91 %
    expect(middle?.oneSideReturn).toBeCloseTo(-0.045, 12);
    expect(middle?.worstCaseReturn).toBeCloseTo(-0.045, 12);
    expect(middle?.bestCaseReturn).toBeCloseTo(0.91, 12);
    expect(middle?.guaranteedProfit).toBe(false);
  });

  it('estimates the hit probability from the stated normal model', () => {
    const [middle] = middles('totals', quotes, 221.5, 10);
    // P(221 ≤ T ≤ 222) = Φ((222.5 − 221.5)/10) − Φ((220.5 − 221.5)/10) = Φ(0.1) − Φ(−0.1) = 0.079656
    expect(middle?.hitProbability).toBeCloseTo(0.079656, 5);
    // E = −0.045 + 0.079656 × (0.91 + 0.045) = 0.031071
    expect(middle?.expectedReturn).toBeCloseTo(0.031071, 5);
    expect(middle?.model).toEqual({ mean: 221.5, standardDeviation: 10 });
  });

  it('counts a push on a whole-number line as stake back, not a win', () => {
    const [middle] = middles(
      'totals',
      [quote('a', 'Over', 1.91, 220), quote('b', 'Under', 1.91, 222)],
      221,
    );
    // 220: Over pushes (0.5 back) and Under wins (0.955): +45.5 %; only 221 wins both.
    expect(middle?.hitResults).toEqual([221]);
    expect(middle?.worstCaseReturn).toBeCloseTo(-0.045, 12);
  });

  it('settles quarter lines as two half bets', () => {
    // Over 220.75 and Under 221.25 at 2.00: at 221 each half-wins (1.5 back per unit): +50 %.
    const [middle] = middles(
      'totals',
      [quote('a', 'Over', 2, 220.75), quote('b', 'Under', 2, 221.25)],
      221,
    );
    expect(middle?.hitResults).toEqual([221]);
    expect(middle?.bestCaseReturn).toBeCloseTo(0.5, 12);
    // Over 220.25 with Under 220.75: no whole number wins both, so no middle.
    expect(
      middles('totals', [quote('a', 'Over', 2, 220.25), quote('b', 'Under', 2, 220.75)], 220),
    ).toEqual([]);
  });

  it('reports a guaranteed profit when the middle is also an arbitrage', () => {
    const [middle] = middles(
      'totals',
      [quote('a', 'Over', 2.1, 220.5), quote('b', 'Under', 2.1, 222.5)],
      221.5,
    );
    // one side wins: 0.5 × 2.1 − 1 = +5 %
    expect(middle?.worstCaseReturn).toBeCloseTo(0.05, 12);
    expect(middle?.guaranteedProfit).toBe(true);
  });
});

describe('findMiddles: spreads', () => {
  it('finds home −2.5 with away +4.5, winning both on a 3 or 4 point home win', () => {
    const [middle] = middles(
      'spreads',
      [quote('a', 'Boston Celtics', 1.95, -2.5), quote('b', 'Miami Heat', 1.87, 4.5)],
      3,
      13,
    );
    expect(middle?.window).toEqual({ low: 2.5, high: 4.5 });
    expect(middle?.hitResults).toEqual([3, 4]);
    // Σ = 1/1.95 + 1/1.87 = 0.512821 + 0.534759 = 1.047580: one side −4.5419 %, both +90.9162 %
    expect(middle?.oneSideReturn).toBeCloseTo(-0.045419, 6);
    expect(middle?.bestCaseReturn).toBeCloseTo(0.909162, 6);
    // Φ((4.5 − 3)/13) − Φ((2.5 − 3)/13) = 0.061270; E = −0.045419 + 0.061270 × 0.954581 = 0.013068
    expect(middle?.hitProbability).toBeCloseTo(0.06127, 5);
    expect(middle?.expectedReturn).toBeCloseTo(0.013068, 5);
  });

  it('sees −3.5 against +4.5 as a middle on 4, and −4.5 against +3.5 as none', () => {
    const [middle] = middles(
      'spreads',
      [quote('a', 'Boston Celtics', 1.91, -3.5), quote('b', 'Miami Heat', 1.91, 4.5)],
      4,
    );
    expect(middle?.hitResults).toEqual([4]);
    const gap = [quote('a', 'Boston Celtics', 2.1, -4.5), quote('b', 'Miami Heat', 2.1, 3.5)];
    expect(middles('spreads', gap, 4)).toEqual([]);
  });

  it('is no middle at the same handicap: that is an arbitrage or nothing', () => {
    const same = [quote('a', 'Boston Celtics', 2.1, -3.5), quote('b', 'Miami Heat', 2.1, 3.5)];
    expect(middles('spreads', same, 3.5)).toEqual([]);
  });
});

describe('findMiddles: scope', () => {
  const quotes = [quote('a', 'Over', 1.91, 220.5), quote('b', 'Under', 1.91, 222.5)];

  it('uses the best price at each line and lists the best expectation first', () => {
    const found = middles(
      'totals',
      [...quotes, quote('c', 'Under', 1.95, 222.5), quote('c', 'Under', 1.8, 224.5)],
      221.5,
    );
    const at222 = found.find((middle) => middle.window.high === 222.5);
    expect(at222?.legs[1]?.book).toBe('c');
    expect(found).toHaveLength(2);
    expect(found[0]?.expectedReturn).toBeGreaterThanOrEqual(found[1]?.expectedReturn ?? Infinity);
  });

  it('ignores h2h markets, started events and expired quotes', () => {
    expect(middles('h2h', quotes, 221.5)).toEqual([]);
    expect(middles('totals', quotes, 221.5, 10, { ...nba, commenceTime: now })).toEqual([]);
    const old = [
      quotes[0] as Quote,
      quote('b', 'Under', 1.91, 222.5, { lastUpdate: now - 61_000 }),
    ];
    expect(middles('totals', old, 221.5)).toEqual([]);
  });

  it('refuses a model without a positive standard deviation', () => {
    expect(() => middles('totals', quotes, 221.5, 0)).toThrow(RangeError);
  });
});

describe('findServedMiddles: what Arbiter serves', () => {
  const nfl: MarketEvent = { ...nba, id: 'nfl-1', sport: 'americanfootball_nfl' };
  const served = (quotes: Quote[], event = nfl, minExpectedReturn = 0.01) =>
    findServedMiddles(
      { event, kind: 'spreads', quotes },
      { now, maxAgeMs: 60_000, minExpectedReturn },
    );

  // Home −2.5 at A 2.00, away +3.5 at B 2.00 and the main line home −3 at C (1.95 / 1.95).
  // Lines implied: 2.5, 3.5, 3, 3 → median 3; NFL standard deviation 13.5.
  // Σ = 1, one side wins → 0 %; a margin of 3 wins both → +100 %.
  // P(margin = 3) = Φ(0.5/13.5) − Φ(−0.5/13.5) = 0.029545 → expected return +2.95 %.
  const quotes = [
    quote('a', 'Boston Celtics', 2.0, -2.5),
    quote('b', 'Miami Heat', 2.0, 3.5),
    quote('c', 'Boston Celtics', 1.95, -3),
    quote('c', 'Miami Heat', 1.95, 3),
  ];

  it('fits the model to the quoted lines and states it as an estimate', () => {
    const [middle] = served(quotes);
    expect(middle?.legs.map((leg) => [leg.book, leg.point])).toEqual([
      ['a', -2.5],
      ['b', 3.5],
    ]);
    expect(middle?.model.mean).toBe(3);
    expect(middle?.model.standardDeviation).toBe(13.5);
    expect(middle?.model.basis).toMatch(/^Estimate/);
    expect(middle?.hitResults).toEqual([3]);
    expect(middle?.hitProbability).toBeCloseTo(0.029545, 5);
    expect(middle?.expectedReturn).toBeCloseTo(0.029545, 5);
  });

  it('serves none when the expected return is under the threshold', () => {
    expect(served(quotes, nfl, 0.03)).toEqual([]);
  });

  it('serves none for a sport without a result model', () => {
    expect(served(quotes, { ...nfl, sport: 'tennis_atp_us_open' })).toEqual([]);
  });

  it('leaves a pair that profits on every result to cross-line arbitrage', () => {
    const arbitrage = [quote('a', 'Boston Celtics', 2.1, -2.5), quote('b', 'Miami Heat', 2.1, 3.5)];
    expect(served(arbitrage)).toEqual([]);
  });

  it('refuses a pair that loses more than 5 % of the stake when one side wins', () => {
    // Σ = 2/1.85 → one side wins: 0.925 − 1 = −7.5 %, however likely the middle.
    const dear = [quote('a', 'Boston Celtics', 1.85, -2.5), quote('b', 'Miami Heat', 1.85, 9.5)];
    expect(served(dear, nfl, 0)).toEqual([]);
  });
});
