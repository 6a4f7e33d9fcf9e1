import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devigByMethod } from '../../core/devig';
import type { DatabaseHandle } from '../db/database';
import { closeCaptures, events, marketCloses, priceChanges } from '../db/schema/index';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { captureDueCloses } from './close-capture';
import { scoreDueCloses } from './close-scoring';

const START = new Date('2026-11-20T19:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

/** One price as the book set it (`set`) and Arbiter polled it (`polled`), minutes from the start. */
const price = (
  eventId: string,
  market: string,
  book: string,
  outcome: string,
  value: number,
  set: number,
  polled = set,
  point: number | null = null,
) => ({
  eventId,
  market,
  book,
  outcome,
  point,
  price: value,
  changedAt: at(polled),
  quoteUpdatedAt: at(set),
});

describe.each(testDatabaseKinds)('every event’s sharp close, kept and scored (%s)', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const db = handle.db;
    await db.insert(events).values([
      { id: 'g1', sportKey: 'basketball_nba', commenceTime: START, homeTeam: 'A', awayTeam: 'B' },
      { id: 'g2', sportKey: 'basketball_nba', commenceTime: START, homeTeam: 'C', awayTeam: 'D' },
      // Not started yet: nothing is kept.
      { id: 'g3', sportKey: 'basketball_nba', commenceTime: at(60), homeTeam: 'E', awayTeam: 'F' },
    ]);
    await db.insert(priceChanges).values([
      price('g1', 'h2h', 'pinnacle', 'A', 1.8, -30),
      price('g1', 'h2h', 'pinnacle', 'B', 2.1, -30),
      // Set a minute before the start, polled a minute after: this is the close.
      price('g1', 'h2h', 'pinnacle', 'A', 1.7, -1, 1),
      price('g1', 'h2h', 'pinnacle', 'B', 2.25, -1, 1),
      // Set in play: never the close.
      price('g1', 'h2h', 'pinnacle', 'A', 3.5, 2, 3),
      price('g1', 'totals', 'pinnacle', 'Over', 1.9, -5, -5, 210.5),
      price('g1', 'totals', 'pinnacle', 'Under', 1.95, -5, -5, 210.5),
      // One soft book alone: no usable reference, nothing kept for g2.
      price('g2', 'h2h', 'soft', 'C', 1.9, -5),
      price('g2', 'h2h', 'soft', 'D', 1.9, -5),
    ]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('keeps each market line once, from the last prices the books set before the start', async () => {
    const now = at(10);
    expect(await captureDueCloses(handle.db, now, { kind: 'feed' })).toBe(2);
    // A second pass (or a second jobs process) finds nothing left to do.
    expect(await captureDueCloses(handle.db, now, { kind: 'feed' })).toBe(0);
    const rows = await handle.db.select().from(marketCloses).orderBy(marketCloses.market);
    expect(rows.map((r) => [r.eventId, r.market, r.line, r.reference, r.source])).toEqual([
      ['g1', 'h2h', 0, 'pinnacle', 'feed'],
      ['g1', 'totals', 210.5, 'pinnacle', 'feed'],
    ]);
    expect(rows[0]!.fairByMethod).toEqual(devigByMethod([1.7, 2.25]));
    expect(rows[0]!.knownProbabilities).toBeNull();
    const marked = await handle.db.select().from(closeCaptures).orderBy(closeCaptures.eventId);
    expect(marked.map((m) => [m.eventId, m.closes])).toEqual([
      ['g1', 2],
      ['g2', 0],
    ]);
  });

  it('scores each close once the final score is in: the winner, or none on a push', async () => {
    expect(await scoreDueCloses(handle.db, at(20))).toBe(0);
    await handle.db
      .update(events)
      .set({
        completed: true,
        scores: [
          { name: 'A', score: '99' },
          { name: 'B', score: '112' },
        ],
      })
      .where(eq(events.id, 'g1'));
    expect(await scoreDueCloses(handle.db, at(200))).toBe(2);
    expect(await scoreDueCloses(handle.db, at(201))).toBe(0);
    const rows = await handle.db.select().from(marketCloses).orderBy(marketCloses.market);
    // B won the game; 211 points went over 210.5.
    expect(rows.map((r) => [r.market, r.winner])).toEqual([
      ['h2h', 1],
      ['totals', 0],
    ]);
  });
});
