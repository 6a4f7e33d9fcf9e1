import { and, count, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { priceChanges, quotes } from '../db/schema/index';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { syntheticOdds } from '../test-support/synthetic-odds';
import { loadBoard, persistDiff } from './odds-store';
import { PriceBoard } from './price-board';

describe.each(testDatabaseKinds)('odds store (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  const historyRows = async () =>
    (await database.db.select({ n: count() }).from(priceChanges))[0]?.n ?? 0;

  it('records history only for changes: the same poll twice adds nothing', async () => {
    const board = new PriceBoard();
    const poll = syntheticOdds({ events: 5, books: 6 });
    await persistDiff(
      database.db,
      board.applySnapshot('basketball_nba', poll, Date.parse('2026-11-22T10:00:00Z')),
    );
    const afterFirst = await historyRows();
    expect(afterFirst).toBe(5 * 6 * 6);
    await persistDiff(
      database.db,
      board.applySnapshot(
        'basketball_nba',
        structuredClone(poll),
        Date.parse('2026-11-22T10:00:15Z'),
      ),
    );
    expect(await historyRows()).toBe(afterFirst);

    const moved = syntheticOdds({ events: 5, books: 6, moveShare: 0.2, seed: 7 });
    const diff = board.applySnapshot('basketball_nba', moved, Date.parse('2026-11-22T10:00:30Z'));
    expect(diff.changed.length).toBeGreaterThan(0);
    await persistDiff(database.db, diff);
    expect(await historyRows()).toBe(afterFirst + diff.changed.length);
  });

  it('keeps the book’s own time of a withdrawn line, and the poll’s where the book left', async () => {
    const board = new PriceBoard();
    const poll = syntheticOdds({ events: 1, books: 2, seed: 3 });
    const eventId = poll[0]!.id;
    await persistDiff(
      database.db,
      board.applySnapshot('basketball_nba', poll, Date.parse('2026-11-22T11:00:00Z')),
    );
    const next = structuredClone(poll);
    const [kept] = next[0]!.bookmakers;
    const totals = kept!.markets.find((m) => m.key === 'totals')!;
    totals.last_update = '2026-11-22T10:59:58Z';
    for (const outcome of totals.outcomes) outcome.point = (outcome.point ?? 0) + 0.5;
    next[0]!.bookmakers = [kept!];
    const polledAt = Date.parse('2026-11-22T11:00:30Z');
    await persistDiff(database.db, board.applySnapshot('basketball_nba', next, polledAt));
    const withdrawals = await database.db
      .select({ book: priceChanges.book, at: priceChanges.quoteUpdatedAt })
      .from(priceChanges)
      .where(and(eq(priceChanges.eventId, eventId), isNull(priceChanges.price)));
    const ownTime = withdrawals.filter((row) => row.book === kept!.key);
    expect(ownTime).toHaveLength(2);
    for (const row of ownTime) expect(row.at?.toISOString()).toBe('2026-11-22T10:59:58.000Z');
    const left = withdrawals.filter((row) => row.book !== kept!.key);
    expect(left).toHaveLength(6);
    for (const row of left) expect(row.at).toBeNull();
  });

  it('restores the same board after a restart', async () => {
    const board = new PriceBoard();
    const poll = syntheticOdds({ sport: 'icehockey_nhl', events: 3, books: 3 });
    for (const e of poll) e.id = `nhl-${e.id}`;
    await persistDiff(
      database.db,
      board.applySnapshot('icehockey_nhl', poll, Date.parse('2026-11-22T11:00:00Z')),
    );
    const pulled = structuredClone(poll).slice(1);
    await persistDiff(
      database.db,
      board.applySnapshot('icehockey_nhl', pulled, Date.parse('2026-11-22T11:00:15Z')),
    );

    const restored = new PriceBoard();
    const stored = await loadBoard(database.db);
    restored.restore(stored.events, stored.quotes);
    for (const event of board.eventsOfSport('icehockey_nhl')) {
      const sortByKey = (list: { key: string }[]) =>
        [...list].sort((a, b) => a.key.localeCompare(b.key));
      expect(sortByKey(restored.quotesOfEvent(event.id))).toEqual(
        sortByKey(board.quotesOfEvent(event.id)),
      );
    }
    expect(restored.quotesOfEvent('nhl-ev00000')).toHaveLength(0);
    const stored2 = (
      await database.db.select({ n: count() }).from(quotes).where(like(quotes.eventId, 'nhl-%'))
    )[0]?.n;
    expect(stored2).toBe(board.quoteCount);
    // A restored board diffed against the same poll sees nothing new.
    expect(
      restored.applySnapshot(
        'icehockey_nhl',
        structuredClone(pulled),
        Date.parse('2026-11-22T11:00:30Z'),
      ).changed,
    ).toHaveLength(0);
  });
});
