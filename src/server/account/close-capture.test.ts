import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devig, FAIR_METHODS } from '../../core/devig';
import { clvByMethod } from '../../core/portfolio/closing-line-value';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { bets, events, priceChanges } from '../db/schema/index';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { BetSettler } from './bet-settler';

const START = new Date('2026-11-20T19:00:00Z');
const NOW = new Date('2026-11-20T21:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
const HOME = 'Boston Celtics';
const AWAY = 'Miami Heat';

/**
 * Pinnacle's prices move up to the start and past it. Each row is (poll time, the book's own time,
 * home, away). The close is 1.80 / 2.10: set a minute before the start though polled two minutes
 * after it. The pair polled before the start (2.00 / 1.85) is not the close, nor is the in-play
 * pair (1.40 / 3.00) that is the last one seen.
 */
const PINNACLE: [number, number, number, number][] = [
  [-180, -181, 2.3, 1.65],
  [-30, -31, 2.0, 1.85],
  [2, -1, 1.8, 2.1],
  [10, 5, 1.4, 3.0],
];

describe.each(testDatabaseKinds)('close capture (%s)', (kind) => {
  let database: DatabaseHandle;
  let userId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    userId = (await memberWithSession(database.db, 'closer@arbiter.test')).user.id;
    await database.db.insert(events).values({
      id: 'g-close',
      sportKey: 'basketball_nba',
      commenceTime: START,
      homeTeam: HOME,
      awayTeam: AWAY,
    });
    const row = (outcome: string, price: number, polled: number, booked: number, book: string) => ({
      eventId: 'g-close',
      market: 'h2h',
      outcome,
      point: null,
      book,
      price,
      changedAt: at(polled),
      quoteUpdatedAt: at(booked),
    });
    await database.db
      .insert(priceChanges)
      .values([
        ...PINNACLE.flatMap(([polled, booked, home, away]) => [
          row(HOME, home, polled, booked, 'pinnacle'),
          row(AWAY, away, polled, booked, 'pinnacle'),
        ]),
        row(HOME, 1.95, -60, -61, 'draftkings'),
        row(HOME, 1.7, 3, 2, 'draftkings'),
      ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  const bet = (outcome: string, odds: number, book: string) =>
    database.db
      .insert(bets)
      .values({
        userId,
        kind: 'value',
        eventId: 'g-close',
        sportKey: 'basketball_nba',
        homeTeam: HOME,
        awayTeam: AWAY,
        commenceTime: START,
        market: 'h2h',
        marketKey: 'h2h',
        marketType: 'main',
        outcome,
        point: null,
        odds,
        stakeCents: 10_000,
        book,
        placedAt: at(-240),
      })
      .returning()
      .then((rows) => rows[0]!);

  it('keeps the last sharp prices before the start, devigged with every method', async () => {
    const home = await bet(HOME, 1.95, 'draftkings');
    const away = await bet(AWAY, 2.0, 'fanduel');
    const shortHome = await bet(HOME, 1.8, 'betmgm');
    await new BetSettler(database.db, pino({ level: 'silent' }), () => NOW).runOnce();
    const read = async (id: string) =>
      (await database.db.select().from(bets).where(eq(bets.id, id)))[0]!;
    const [h, a, s] = [await read(home.id), await read(away.id), await read(shortHome.id)];

    // The bet's own book closed at 1.95 (its 1.70 came after the start).
    expect(h.closingOdds).toBe(1.95);
    expect(h.closeReference).toBe('pinnacle');
    // Every method devigged the 1.80 / 2.10 pair; the default (power) is the fair closing price.
    const close = [1.8, 2.1];
    for (const method of FAIR_METHODS) {
      expect(h.fairCloseByMethod![method]).toBeCloseTo(devig(close, method)[0]!, 12);
      expect(a.fairCloseByMethod![method]).toBeCloseTo(devig(close, method)[1]!, 12);
    }
    expect(h.fairClosingOdds).toBeCloseTo(1 / devig(close, 'power')[0]!, 12);

    // CLV by hand, multiplicative: p(home) = 2.1 / 3.9, p(away) = 1.8 / 3.9.
    //   home at 1.95: 1.95 × 2.1 / 3.9 − 1 = +0.05
    //   away at 2.00: 2.00 × 1.8 / 3.9 − 1 = −1/13
    //   home at 1.80: 1.80 × 2.1 / 3.9 − 1 = −2/65
    expect(clvByMethod(h.odds, h.fairCloseByMethod)!.multiplicative).toBeCloseTo(0.05, 12);
    expect(clvByMethod(a.odds, a.fairCloseByMethod)!.multiplicative).toBeCloseTo(-1 / 13, 12);
    expect(clvByMethod(s.odds, s.fairCloseByMethod)!.multiplicative).toBeCloseTo(-2 / 65, 12);
    // Additive, by hand: p(home) = (1/1.8 − 1/2.1 + 1) / 2; home at 1.95 → +0.052381.
    const additiveHome = (1 / 1.8 - 1 / 2.1 + 1) / 2;
    expect(clvByMethod(h.odds, h.fairCloseByMethod)!.additive).toBeCloseTo(
      additiveHome * 1.95 - 1,
      12,
    );
    expect(additiveHome * 1.95 - 1).toBeCloseTo(0.052381, 6);
  });
});
