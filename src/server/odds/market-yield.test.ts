import { describe, expect, it } from 'vitest';
import { closePairsOf, MarketYields } from './market-yield';
import type { WireEventOdds } from './wire-format';

type Outcome = { name: string; price: number; point?: number; description?: string };
const AT = '2026-11-14T18:00:00Z';
const answer = (books: Record<string, Record<string, Outcome[]>>): WireEventOdds => ({
  id: 'ev',
  sport_key: 'basketball_nba',
  commence_time: '2026-11-15T00:00:00Z',
  home_team: 'Home',
  away_team: 'Away',
  bookmakers: Object.entries(books).map(([key, markets]) => ({
    key,
    title: key,
    last_update: AT,
    markets: Object.entries(markets).map(([market, outcomes]) => ({ key: market, outcomes })),
  })),
});

describe('close pairs in a bought answer', () => {
  const wire = answer({
    a: {
      alternate_totals: [
        { name: 'Over', price: 2.05, point: 220.5 },
        { name: 'Under', price: 1.8, point: 220.5 },
        { name: 'Over', price: 1.9, point: 221.5 },
        { name: 'Under', price: 1.9, point: 221.5 },
      ],
      player_points: [
        { name: 'Over', price: 2.0, point: 24.5, description: 'P One' },
        { name: 'Over', price: 1.9, point: 18.5, description: 'P Two' },
      ],
      alternate_spreads: [
        { name: 'Home', price: 2.1, point: -3.5 },
        { name: 'Away', price: 1.7, point: 3.5 },
      ],
    },
    b: {
      alternate_totals: [
        { name: 'Over', price: 1.8, point: 220.5 },
        { name: 'Under', price: 1.98, point: 220.5 },
      ],
      player_points: [{ name: 'Under', price: 2.0, point: 24.5, description: 'P One' }],
      alternate_spreads: [
        { name: 'Home', price: 1.7, point: -3.5 },
        { name: 'Away', price: 1.95, point: 3.5 },
      ],
      h2h_q1: [
        { name: 'Home', price: 1.5, point: undefined },
        { name: 'Away', price: 2.2 },
      ],
    },
    c: {
      player_points: [{ name: 'Under', price: 2.0, point: 24.5, description: 'P One' }],
    },
  });

  it('counts pairs whose best prices across books imply at most 1.01, and the books holding them', () => {
    const { byMarket, byBook } = closePairsOf(wire, [
      'alternate_totals',
      'player_points',
      'alternate_spreads',
      'team_totals',
    ]);
    // 220.5: 1/2.05 + 1/1.98 = 0.993 (close); 221.5: 1/1.9 × 2 = 1.053 (not).
    // P One 24.5: 1/2 + 1/2 = 1 (close); P Two has no Under anywhere (not a pair).
    // −3.5/+3.5 is one pair: 1/2.1 + 1/1.95 = 0.989 (close). team_totals was not in the answer.
    expect(Object.fromEntries(byMarket)).toEqual({
      alternate_totals: 1,
      player_points: 1,
      alternate_spreads: 1,
      team_totals: 0,
    });
    // Books tied on a best price both hold it; h2h_q1 was not asked for and counts nowhere.
    expect(Object.fromEntries(byBook)).toEqual({ a: 3, b: 3, c: 1 });
  });

  it('learns which keys hold more per purchase; a key never bought has no estimate', () => {
    const yields = new MarketYields();
    expect(yields.estimate('basketball_nba', 'alternate_totals')).toBeNull();
    yields.record('basketball_nba', closePairsOf(wire, ['alternate_totals', 'h2h_q1']));
    yields.record('basketball_nba', {
      byMarket: new Map([
        ['alternate_totals', 5],
        ['h2h_q1', 0],
      ]),
      byBook: new Map([['b', 5]]),
    });
    // (5 + 0.97 × 1 + 1) / (1 + 0.97 + 1): the older answer weighs 0.97, the prior one pair.
    expect(yields.estimate('basketball_nba', 'alternate_totals')).toBeCloseTo(6.97 / 2.97, 10);
    expect(yields.estimate('basketball_nba', 'h2h_q1')).toBeCloseTo(1 / 2.97, 10);
    expect(yields.estimate('icehockey_nhl', 'alternate_totals')).toBeNull();
    expect(yields.bookWorth('basketball_nba', 'b')).toBeGreaterThan(
      yields.bookWorth('basketball_nba', 'a'),
    );
    expect(yields.bookWorth('icehockey_nhl', 'b')).toBe(0);
  });
});
