import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devig } from '../../core/devig';
import type { PublishedSignal } from '../../core/market-analysis/published-signals';
import type { DatabaseHandle } from '../db/database';
import { events, marketSignals, priceChanges } from '../db/schema/index';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { gradeDueSignals } from './signal-grades';
import { SignalLog } from './signal-log';

const START = new Date('2026-11-20T19:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
const HOME = 'Boston Celtics';
const AWAY = 'Miami Heat';

const steam: PublishedSignal = {
  id: 'g-sig|h2h|Boston Celtics|1|0',
  kind: 'steam',
  eventId: 'g-sig',
  sport: 'basketball_nba',
  market: 'h2h',
  side: HOME,
  signalledAt: at(-120).getTime(),
  commenceTime: START.getTime(),
  confidence: 70,
};

describe.each(testDatabaseKinds)('market signals (%s)', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(events).values({
      id: 'g-sig',
      sportKey: 'basketball_nba',
      commenceTime: START,
      homeTeam: HOME,
      awayTeam: AWAY,
    });
    const row = (book: string, outcome: string, price: number, minutes: number) => ({
      eventId: 'g-sig',
      market: 'h2h',
      outcome,
      point: null,
      book,
      price,
      changedAt: at(minutes),
      quoteUpdatedAt: at(minutes),
    });
    await database.db.insert(priceChanges).values([
      // At the signal (two hours before the start) FanDuel still offers 2.15, the best price.
      row('pinnacle', HOME, 2.0, -130),
      row('pinnacle', AWAY, 1.85, -130),
      row('fanduel', HOME, 2.15, -200),
      row('draftkings', HOME, 2.05, -125),
      // After the signal the books follow; FanDuel's 1.95 comes too late for the follower.
      row('fanduel', HOME, 1.95, -100),
      // The close: Pinnacle 1.80 / 2.10.
      row('pinnacle', HOME, 1.8, -10),
      row('pinnacle', AWAY, 2.1, -10),
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('logs a signal once, however often the analysis finds it', async () => {
    const log = new SignalLog(database.db);
    expect(await log.record([steam], steam.signalledAt)).toBe(1);
    expect(await log.record([steam], steam.signalledAt)).toBe(0);
    // Another process finding the same move: the table ignores the repeat.
    expect(await new SignalLog(database.db).record([steam], steam.signalledAt)).toBe(0);
  });

  it('grades following it: the best price at the signal against the fair close', async () => {
    expect(await gradeDueSignals(database.db, at(2))).toBe(0);
    expect(await gradeDueSignals(database.db, at(30))).toBe(1);
    const [graded] = await database.db.select().from(marketSignals);
    expect(graded).toMatchObject({ signalOdds: 2.15, signalBook: 'fanduel', signalPoint: null });
    expect(graded!.closeReference).toBe('pinnacle');
    // Multiplicative by hand: p = 2.1 / 3.9; following at 2.15 → 2.15 × 2.1 / 3.9 − 1 = +0.1577.
    const p = graded!.fairCloseByMethod!.multiplicative;
    expect(p).toBeCloseTo(2.1 / 3.9, 12);
    expect(p * graded!.signalOdds! - 1).toBeCloseTo(0.157692, 6);
    expect(graded!.fairCloseByMethod!.power).toBeCloseTo(devig([1.8, 2.1], 'power')[0]!, 12);
    expect(await gradeDueSignals(database.db, at(60))).toBe(0);
  });
});
