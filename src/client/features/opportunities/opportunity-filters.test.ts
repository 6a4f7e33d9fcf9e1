import { describe, expect, it } from 'vitest';
import {
  legFixture,
  opportunityFixture as opportunity,
} from '../../lib/test-support/opportunity-fixture';
import {
  applyFilters,
  bookOptions,
  DEFAULT_FILTERS,
  marketTypeOptions,
  returnPercent,
  sortOpportunities,
  sportOptions,
  summarise,
} from './opportunity-filters';
import type { OpportunityFilters } from './opportunity-filters';

const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const inHours = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();
const filters = (overrides: Partial<OpportunityFilters>): OpportunityFilters => ({
  ...DEFAULT_FILTERS,
  minReturn: 0,
  ...overrides,
});
const ids = (list: { id: string }[]) => list.map((o) => o.id);

const nba = opportunity('nba', {
  arbitragePercentage: 1.2,
  commenceTime: inHours(30),
  homeTeam: 'Boston Celtics',
  awayTeam: 'Los Angeles Lakers',
  legs: [legFixture({ book: 'draftkings' }), legFixture({ book: 'fanduel', bookTitle: 'FanDuel' })],
});
const epl = opportunity('epl', {
  sport: 'soccer_epl',
  sportGroup: 'soccer',
  sportTitle: 'EPL',
  arbitragePercentage: 3.4,
  commenceTime: inHours(2),
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
  legs: [
    legFixture({ book: 'pinnacle', bookTitle: 'Pinnacle' }),
    legFixture({ book: 'fanduel', bookTitle: 'FanDuel' }),
  ],
});
const small = opportunity('small', { arbitragePercentage: 0.3, commenceTime: inHours(0.5) });
const value = opportunity('value', {
  type: 'value',
  isArbitrage: false,
  arbitragePercentage: 0,
  expectedValue: 0.042,
  commenceTime: inHours(5),
});
const all = [nba, epl, small, value];

describe('opportunity filters', () => {
  it('shows one kind at a time and measures value bets by EV', () => {
    expect(ids(applyFilters(all, filters({ kind: 'arbitrage' }), NOW))).toEqual([
      'epl',
      'nba',
      'small',
    ]);
    expect(ids(applyFilters(all, filters({ kind: 'value', minReturn: 4 }), NOW))).toEqual([
      'value',
    ]);
    expect(returnPercent(value)).toBeCloseTo(4.2);
  });

  it('applies the default minimum return of 0.5%', () => {
    expect(ids(applyFilters(all, DEFAULT_FILTERS, NOW))).toEqual(['epl', 'nba']);
  });

  it('filters by sport key and by game time', () => {
    expect(ids(applyFilters(all, filters({ sports: ['soccer_epl'] }), NOW))).toEqual(['epl']);
    expect(ids(applyFilters(all, filters({ gameTime: '1h' }), NOW))).toEqual(['small']);
    expect(ids(applyFilters(all, filters({ gameTime: '6h' }), NOW))).toEqual(['epl', 'small']);
  });

  it('keeps only opportunities whose every bet is at a chosen book', () => {
    expect(ids(applyFilters(all, filters({ books: ['fanduel', 'draftkings'] }), NOW))).toEqual([
      'nba',
    ]);
  });

  it('searches home and away teams case-insensitively', () => {
    expect(ids(applyFilters(all, filters({ search: 'lAKers' }), NOW))).toEqual(['nba']);
    expect(ids(applyFilters(all, filters({ search: '  chelsea ' }), NOW))).toEqual(['epl']);
  });

  it('sorts by return, by start time or by sport', () => {
    expect(ids(applyFilters(all, filters({ sortBy: 'time' }), NOW))).toEqual([
      'small',
      'epl',
      'nba',
    ]);
    expect(ids(applyFilters(all, filters({ sortBy: 'sport' }), NOW))).toEqual([
      'epl',
      'nba',
      'small',
    ]);
  });

  it('offers the sports and books present in the list', () => {
    expect(sportOptions(all).map((o) => o.label)).toEqual(['EPL', 'NBA']);
    expect(bookOptions(all).map((o) => o.value)).toEqual(['draftkings', 'fanduel', 'pinnacle']);
  });

  it('summarises count, average return, next 24 hours and sports', () => {
    expect(summarise([nba, epl, small], NOW)).toEqual({
      total: 3,
      averageReturn: (1.2 + 3.4 + 0.3) / 3,
      next24h: 2,
      sportsCovered: 2,
    });
    expect(summarise([], NOW).averageReturn).toBeNull();
  });
});

describe('filtering and sorting by market type', () => {
  const prop = opportunity('prop', {
    marketKey: 'player_points',
    marketType: 'player_prop',
    player: 'LeBron James',
    arbitragePercentage: 0.9,
  });
  const ladder = opportunity('ladder', {
    marketKey: 'alternate_totals',
    marketType: 'alternate',
    arbitragePercentage: 2.5,
  });
  const quarter = opportunity('quarter', {
    marketKey: 'spreads_q1',
    marketType: 'period',
    arbitragePercentage: 4,
  });
  const odd = opportunity('odd', {
    marketKey: 'novelty_corners',
    marketType: 'unknown',
    arbitragePercentage: 1,
  });
  const markets = [prop, ladder, quarter, odd, nba, epl];

  it('shows every market by default and only the chosen types once chosen', () => {
    expect(ids(applyFilters(markets, filters({}), NOW)).sort()).toEqual(
      ['epl', 'ladder', 'nba', 'odd', 'prop', 'quarter'].sort(),
    );
    expect(ids(applyFilters(markets, filters({ marketTypes: ['player_prop'] }), NOW))).toEqual([
      'prop',
    ]);
    expect(
      ids(
        applyFilters(
          markets,
          filters({ marketTypes: ['main', 'period'], sortBy: 'arbitragePercentage' }),
          NOW,
        ),
      ),
    ).toEqual(['quarter', 'epl', 'nba']);
    expect(ids(applyFilters(markets, filters({ marketTypes: ['unknown'] }), NOW))).toEqual(['odd']);
  });

  it('sorts main lines first, then alternates, periods, props and unknown keys, best first', () => {
    expect(ids(applyFilters(markets, filters({ sortBy: 'marketType' }), NOW))).toEqual([
      'epl',
      'nba',
      'ladder',
      'quarter',
      'prop',
      'odd',
    ]);
  });

  it('always offers the four market types, and other markets only while one is live', () => {
    expect(marketTypeOptions([nba]).map((o) => o.label)).toEqual([
      'Main markets',
      'Alternate lines',
      'Periods',
      'Player props',
    ]);
    expect(marketTypeOptions([nba, odd]).map((o) => o.value)).toContain('unknown');
  });
});

describe('sorting by profit at the member’s stake within limits', () => {
  it('ranks a thin arb that takes the whole stake above a fat one the books cap', () => {
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
    const unknown = opportunity('unknown', {
      arbitragePercentage: 0.8,
      expectedValue: 0.008,
      capacity: { maxStake: null, profitAtMaxStake: null },
    });
    expect(
      sortOpportunities([capped, open, unknown], 'profitAtStake', 1_000).map((o) => o.id),
    ).toEqual(['open', 'unknown', 'capped']);
    expect(
      sortOpportunities([capped, open, unknown], 'arbitragePercentage').map((o) => o.id),
    ).toEqual(['capped', 'open', 'unknown']);
  });
});
