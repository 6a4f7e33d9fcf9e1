import { describe, expect, it } from 'vitest';
import { bookProfile } from '../../core/catalog/book-profile';
import { ingestOddsBody, NotAnEventArrayError, totalDropped } from './wire-ingest';

const T = '2026-11-21T19:50:10Z';
const outcome = (name: string, price: unknown, extra: Record<string, unknown> = {}) => ({
  name,
  price,
  ...extra,
});
const book = (key: string, markets: unknown[], title: unknown = key.toUpperCase()) => ({
  key,
  title,
  last_update: T,
  markets,
});
const event = (id: string, bookmakers: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  sport_key: 'basketball_nba',
  sport_title: 'NBA',
  commence_time: '2026-11-22T00:10:00Z',
  home_team: 'Boston Celtics',
  away_team: 'Miami Heat',
  bookmakers,
  ...extra,
});

/** One hand-built answer with every kind of dirt a recorded real response carries. */
const dirty = [
  event('good', [
    book('draftkings', [
      {
        key: 'h2h',
        outcomes: [outcome('Boston Celtics', 1.45), outcome('Miami Heat', 1.0)],
      },
      {
        key: 'spreads',
        outcomes: [
          outcome('Boston Celtics', 1.91, { point: -6.5, bet_limit: null }),
          outcome('Miami Heat', 1.91),
        ],
      },
      {
        key: 'totals',
        outcomes: [
          outcome('Over', 1.9, { point: 220.5, bet_limit: 500 }),
          outcome('Under', 1.95, { point: 220.5, bet_limit: null }),
        ],
      },
    ]),
    book(
      'betfair',
      [{ key: 'h2h', outcomes: [outcome('Boston Celtics', 1.5), outcome('Miami Heat', 2.9)] }],
      'Betfair',
    ),
    book(
      'novig_exchange',
      [{ key: 'h2h', outcomes: [outcome('Boston Celtics', 1.52), outcome('Miami Heat', 2.88)] }],
      'Novig',
    ),
    { key: 'broken', title: 'Broken', last_update: 'yesterday', markets: [] },
    { title: 'no key' },
  ]),
  event('nameless', [book('fanduel', [])], { home_team: null }),
  event('blank', [book('fanduel', [])], { away_team: '  ' }),
  'not an event',
  event('no-time', [], { commence_time: undefined }),
];

describe('ingestOddsBody', () => {
  const { events, dropped } = ingestOddsBody(dirty);
  const good = events.find((e) => e.id === 'good');
  const draftkings = good?.bookmakers.find((b) => b.key === 'draftkings');

  it('keeps every valid piece of the sport', () => {
    expect(events.map((e) => e.id)).toEqual(['good']);
    expect(good?.bookmakers.map((b) => b.key)).toEqual([
      'draftkings',
      'betfair_ex_uk',
      'novig_exchange',
    ]);
    expect(draftkings?.markets.map((m) => [m.key, m.outcomes.map((o) => o.name)])).toEqual([
      ['h2h', ['Boston Celtics']],
      ['spreads', ['Boston Celtics']],
      ['totals', ['Over', 'Under']],
    ]);
  });

  it('reads a null limit as an unknown limit and keeps the price', () => {
    const spreads = draftkings?.markets.find((m) => m.key === 'spreads');
    expect(spreads?.outcomes[0]).toMatchObject({ price: 1.91, point: -6.5, bet_limit: undefined });
    const totals = draftkings?.markets.find((m) => m.key === 'totals');
    expect(totals?.outcomes.map((o) => o.bet_limit)).toEqual([500, undefined]);
  });

  it('counts what it dropped, by reason', () => {
    expect(dropped).toEqual({
      'outcome-price-not-above-1': 1,
      'outcome-missing-point': 1,
      'bookmaker-bad-last-update': 1,
      'bookmaker-malformed': 1,
      'event-without-teams': 2,
      'event-malformed': 1,
      'event-bad-commence-time': 1,
    });
    expect(totalDropped(dropped)).toBe(8);
  });

  it('maps a retired key to today’s, preferring the current key when both are sent', () => {
    const both = ingestOddsBody([
      event('x', [
        book('betfair', [{ key: 'h2h', outcomes: [outcome('Boston Celtics', 9)] }]),
        book('betfair_ex_uk', [{ key: 'h2h', outcomes: [outcome('Boston Celtics', 1.5)] }]),
      ]),
    ]);
    const kept = both.events[0]?.bookmakers;
    expect(kept?.map((b) => [b.key, b.markets[0]?.outcomes[0]?.price])).toEqual([
      ['betfair_ex_uk', 1.5],
    ]);
    expect(both.dropped).toEqual({ 'bookmaker-duplicate': 1 });
  });

  it('fails only a body that is not an array', () => {
    expect(() => ingestOddsBody({ data: [] })).toThrow(NotAnEventArrayError);
    expect(() => ingestOddsBody(null)).toThrow(NotAnEventArrayError);
    expect(ingestOddsBody([])).toEqual({ events: [], dropped: {} });
  });
});

describe('bookProfile for books the catalogue does not list', () => {
  it('keeps the title and charges an exchange, by key or by title, commission', () => {
    expect(bookProfile('novig_exchange', 'Novig')).toMatchObject({
      title: 'Novig',
      exchange: true,
    });
    expect(bookProfile('newbook', 'Some Exchange').commission).toBeGreaterThan(0);
    expect(bookProfile('newbook', 'New Book')).toMatchObject({
      title: 'New Book',
      exchange: false,
      commission: 0,
    });
    expect(bookProfile('pinnacle').title).toBe('Pinnacle');
  });
});
