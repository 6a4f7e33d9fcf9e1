import { describe, expect, it } from 'vitest';
import { readEventMarkets } from './event-markets-ingest';
import { EventMarketStore, slotKey } from './event-market-store';
import { ingestOddsBody } from './wire-ingest';

/** Hand-built `/events/{id}/odds` and `/markets` answers, through ingest into the event store. */

const T = '2026-11-21T19:50:10Z';
const AT = Date.parse('2026-11-21T20:00:00Z');
const event = (bookmakers: unknown[]) => ({
  id: 'ev1',
  sport_key: 'basketball_nba',
  sport_title: 'NBA',
  commence_time: '2026-11-22T00:10:00Z',
  home_team: 'Boston Celtics',
  away_team: 'Miami Heat',
  bookmakers,
});
const book = (key: string, markets: unknown[]) => ({ key, title: key, last_update: T, markets });

const answer = event([
  book('draftkings', [
    {
      key: 'player_points',
      last_update: T,
      outcomes: [
        { name: 'Over', description: 'Jayson Tatum', price: 1.87, point: 27.5 },
        { name: 'Under', description: 'Jayson Tatum', price: 1.95, point: 27.5 },
        // No line: an Over of nothing.
        { name: 'Over', description: 'Jaylen Brown', price: 1.9 },
        { name: 'Under', description: 'Jaylen Brown', price: 1.9, point: 22.5 },
      ],
    },
    {
      key: 'btts_q1_special',
      outcomes: [
        { name: 'Yes', price: 2.4 },
        { name: 'No', price: 1.55 },
      ],
    },
  ]),
  book('fanduel', [
    {
      key: 'player_points',
      outcomes: [
        { name: 'Over', description: 'Jayson Tatum', price: 1.83, point: 28.5 },
        { name: 'Under', description: 'Jayson Tatum', price: 1.99, point: 28.5, multiplier: 3 },
      ],
    },
  ]),
  book('prizepicks', [
    {
      key: 'player_points',
      outcomes: [
        { name: 'Over', description: 'Jayson Tatum', price: 3, point: 27.5 },
        { name: 'Under', description: 'Jayson Tatum', price: 3, point: 27.5 },
      ],
    },
  ]),
]);

describe('event-market ingest', () => {
  const { events, dropped } = ingestOddsBody([answer]);
  const store = new EventMarketStore();
  const held = store.applyOdds(events[0]!, ['player_points', 'btts_q1_special'], AT);

  it('keeps prop outcomes with player and line, and counts each dropped piece by reason', () => {
    expect(dropped).toEqual({ 'outcome-missing-point': 1, 'outcome-pickem-multiplier': 3 });
    expect(held).toBe(6);
    const tatum = store.quotes('ev1').filter((q) => q.player === 'Jayson Tatum');
    expect(tatum.map((q) => `${q.book} ${q.side} ${q.line} ${q.price}`).sort()).toEqual([
      'draftkings Over 27.5 1.87',
      'draftkings Under 27.5 1.95',
      'fanduel Over 28.5 1.83',
    ]);
    expect(tatum.every((q) => q.marketType === 'player_prop')).toBe(true);
    expect(tatum[0]!.lastUpdate).toBe(Date.parse(T));
  });

  it('keeps an unknown market key as an unknown market type', () => {
    const unknown = store.quotes('ev1').filter((q) => q.marketKey === 'btts_q1_special');
    expect(unknown.map((q) => q.marketType)).toEqual(['unknown', 'unknown']);
    expect(unknown.map((q) => q.player)).toEqual([null, null]);
  });

  it('identifies an outcome slot by market, player, line and side', () => {
    const slots = store.event('ev1')!.slots;
    const over275 = slots.get(
      slotKey({
        marketKey: 'player_points',
        description: 'Jayson Tatum',
        line: 27.5,
        side: 'Over',
      }),
    );
    expect([...over275!.keys()]).toEqual(['draftkings']);
    expect(slots.size).toBe(6);
  });

  it('replaces what it held for the markets bought again, and nothing else', () => {
    const again = structuredClone(answer);
    again.bookmakers = [again.bookmakers[1]!];
    const next = ingestOddsBody([again]).events[0]!;
    store.applyOdds(next, ['player_points'], AT + 60_000);
    expect(store.quotes('ev1').filter((q) => q.marketKey === 'player_points')).toHaveLength(1);
    expect(store.quotes('ev1').filter((q) => q.marketKey === 'btts_q1_special')).toHaveLength(2);
  });
});

describe('reading /events/{id}/markets', () => {
  it('keeps every good book and market, counting the malformed and the pick’em sites', () => {
    const listing = readEventMarkets({
      id: 'ev1',
      sport_key: 'basketball_nba',
      commence_time: '2026-11-22T00:10:00Z',
      home_team: 'Boston Celtics',
      away_team: 'Miami Heat',
      bookmakers: [
        {
          key: 'draftkings',
          title: 'DraftKings',
          markets: [
            { key: 'h2h', last_update: T },
            { key: 'player_points', last_update: T },
          ],
        },
        {
          key: 'fanduel',
          title: 'FanDuel',
          markets: [
            { key: 'player_points', last_update: 'yesterday' },
            { key: 'player_points', last_update: T },
          ],
        },
        { title: 'no key', markets: [] },
        { key: 'underdog', title: 'Underdog', markets: [{ key: 'player_points', last_update: T }] },
      ],
    });
    expect(listing.dropped).toEqual({ book: 1, market: 1, pickem: 1 });
    const store = new EventMarketStore();
    store.recordListing(listing, { home: 'Boston Celtics', away: 'Miami Heat' }, AT);
    expect(Object.fromEntries(store.booksPerMarket('ev1'))).toEqual({ h2h: 1, player_points: 2 });
    // The books a purchase of these keys may name (decision 039); the pick'em site is not one.
    expect(Object.fromEntries(store.listedBooks('ev1'))).toEqual({
      h2h: ['draftkings'],
      player_points: ['draftkings', 'fanduel'],
    });
  });

  it('refuses a body that is not an event', () => {
    expect(() => readEventMarkets([])).toThrow(/not an event/);
  });
});
