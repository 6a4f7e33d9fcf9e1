import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { plannerMemory } from '../db/schema';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { MarketYields, type AnswerYield } from './market-yield';
import { loadYields, saveYields } from './market-yield-store';

const answer = (markets: [string, number][], books: [string, number][]): AnswerYield => ({
  byMarket: new Map(markets),
  byBook: new Map(books),
});

/** Every estimate and book worth the planner could ask of these yields. */
const readings = (yields: MarketYields) => ({
  markets: ['alternate_totals', 'player_points', 'h2h_q1', 'never_bought'].map((key) =>
    yields.estimate('basketball_nba', key),
  ),
  books: ['pinnacle', 'fanduel', 'unknown'].map((book) => yields.bookWorth('basketball_nba', book)),
});

describe.each(testDatabaseKinds)('the planner’s learned yields across a restart (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('come back as they were kept, and go on learning as if there had been no restart', async () => {
    expect(await loadYields(database.db)).toEqual({ snapshot: null, unreadable: false });
    const before = new MarketYields();
    before.record(
      'basketball_nba',
      answer(
        [
          ['alternate_totals', 7],
          ['h2h_q1', 0],
        ],
        [['pinnacle', 5]],
      ),
    );
    before.record(
      'basketball_nba',
      answer(
        [['player_points', 2]],
        [
          ['fanduel', 2],
          ['pinnacle', 1],
        ],
      ),
    );
    expect(before.changed).toBe(true);
    await saveYields(database.db, before.snapshot());
    expect(before.changed).toBe(false);

    const after = new MarketYields();
    const { snapshot } = await loadYields(database.db);
    after.restore(snapshot!);
    expect(readings(after)).toEqual(readings(before));
    const next = answer([['alternate_totals', 3]], [['fanduel', 4]]);
    before.record('basketball_nba', next);
    after.record('basketball_nba', next);
    expect(readings(after)).toEqual(readings(before));
    // A later save replaces the kept state.
    await saveYields(database.db, after.snapshot());
    const again = new MarketYields();
    again.restore((await loadYields(database.db)).snapshot!);
    expect(readings(again)).toEqual(readings(before));
  });

  it('are learned afresh when the kept state does not read as yields', async () => {
    await database.db
      .update(plannerMemory)
      .set({ state: { markets: [['basketball_nba|h2h_q1', -1, 'many']] } })
      .where(eq(plannerMemory.name, 'market-yields'));
    expect(await loadYields(database.db)).toEqual({ snapshot: null, unreadable: true });
  });
});
