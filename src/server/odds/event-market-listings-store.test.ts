import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { eventMarketListings } from '../db/schema';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { loadListings, saveListing } from './event-market-listings-store';
import { EventMarketStore } from './event-market-store';

const NOW = Date.UTC(2026, 10, 27, 12);
const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('kept market listings (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('come back for events not started, the latest of each; started ones and unreadable rows do not', async () => {
    const store = new EventMarketStore();
    const listing = (eventId: string, commenceTime: number, books: [string, string[]][]) => ({
      eventId,
      sport: 'basketball_nba',
      commenceTime,
      books: new Map(
        books.map(([book, keys]) => [book, keys.map((key) => ({ key, lastUpdate: NOW }))]),
      ),
      dropped: { book: 0, market: 0, pickem: 0 },
    });
    const teams = { home: null, away: null };
    store.recordListing(
      listing('later', NOW + 5 * HOUR, [['fanduel', ['player_points']]]),
      teams,
      NOW - HOUR,
    );
    await saveListing(database.db, store.event('later')!);
    // A second discovery of the same event replaces the first.
    store.recordListing(
      listing('later', NOW + 5 * HOUR, [
        ['fanduel', ['player_points', 'alternate_totals']],
        ['pinnacle', ['alternate_totals']],
      ]),
      teams,
      NOW - 10 * 60_000,
    );
    await saveListing(database.db, store.event('later')!);
    store.recordListing(
      listing('started', NOW - 60_000, [['fanduel', ['h2h_q1']]]),
      teams,
      NOW - 2 * HOUR,
    );
    await saveListing(database.db, store.event('started')!);
    await database.db.insert(eventMarketListings).values({
      eventId: 'broken',
      sport: 'basketball_nba',
      commenceTime: new Date(NOW + HOUR),
      listedAt: new Date(NOW - HOUR),
      listed: [['fanduel', 'player_points']],
    });

    const { listings, unreadable } = await loadListings(database.db, NOW);
    expect(unreadable).toBe(1);
    expect(listings).toEqual([
      {
        eventId: 'later',
        sport: 'basketball_nba',
        commenceTime: NOW + 5 * HOUR,
        listedAt: NOW - 10 * 60_000,
        listed: new Map([
          ['fanduel', ['player_points', 'alternate_totals']],
          ['pinnacle', ['alternate_totals']],
        ]),
      },
    ]);
    const restored = new EventMarketStore();
    restored.restoreListing(listings[0]!);
    expect(restored.listedBooks('later')).toEqual(store.listedBooks('later'));
    // The started event's row is gone, not only left out.
    const left = await database.db.select().from(eventMarketListings);
    expect(left.map((r) => r.eventId).sort()).toEqual(['broken', 'later']);
  });
});
