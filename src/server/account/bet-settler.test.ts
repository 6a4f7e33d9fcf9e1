import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { bets, events, priceChanges } from '../db/schema/index';
import { finalScore } from '../odds/event-results';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { BetSettler } from './bet-settler';

const START = new Date('2026-11-20T19:00:00Z');
const NOW = new Date('2026-11-21T12:00:00Z');

describe('finalScore', () => {
  it('reads both sides by name and refuses a missing or unreadable one', () => {
    const event = { homeTeam: 'Boston Celtics', awayTeam: 'Miami Heat' };
    expect(
      finalScore(event, [
        { name: 'Miami Heat', score: '101' },
        { name: 'boston celtics', score: '104' },
      ]),
    ).toEqual({ ...event, homeScore: 104, awayScore: 101 });
    expect(finalScore(event, [{ name: 'Boston Celtics', score: '104' }])).toBeNull();
    expect(
      finalScore(event, [
        { name: 'Boston Celtics', score: '104' },
        { name: 'Miami Heat', score: 'n/a' },
      ]),
    ).toBeNull();
  });
});

describe.each(testDatabaseKinds)('BetSettler (%s)', (kind) => {
  let database: DatabaseHandle;
  let userId: string;
  const settler = () => new BetSettler(database.db, pino({ level: 'silent' }), () => NOW);
  const bet = (values: Partial<typeof bets.$inferInsert>) =>
    database.db
      .insert(bets)
      .values({
        userId,
        kind: 'manual',
        eventId: 'g1',
        sportKey: 'basketball_nba',
        homeTeam: 'Boston Celtics',
        awayTeam: 'Miami Heat',
        commenceTime: START,
        market: 'spreads',
        outcome: 'Boston Celtics',
        point: -3,
        odds: 2.1,
        stakeCents: 10_000,
        book: 'draftkings',
        placedAt: new Date(START.getTime() - 86_400_000),
        ...values,
        marketKey: values.marketKey ?? (values.market as string | undefined) ?? 'spreads',
        marketType: values.marketType ?? 'main',
      })
      .returning()
      .then((rows) => rows[0]!);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    userId = (await memberWithSession(database.db, 'member@arbiter.test')).user.id;
    await database.db.insert(events).values({
      id: 'g1',
      sportKey: 'basketball_nba',
      commenceTime: START,
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      completed: true,
      // Boston by 3: home −3 pushes, home −2.5 wins, Over 205.5 wins (207 points).
      scores: [
        { name: 'Boston Celtics', score: '105' },
        { name: 'Miami Heat', score: '102' },
      ],
    });
    const at = (minutesBefore: number) => new Date(START.getTime() - minutesBefore * 60_000);
    await database.db.insert(priceChanges).values([
      // Pinnacle moved from 1.95/1.95 to 2.00/1.90 before the start, then after it (ignored).
      {
        eventId: 'g1',
        market: 'spreads',
        outcome: 'Boston Celtics',
        point: -3,
        book: 'pinnacle',
        price: 1.95,
        changedAt: at(120),
      },
      {
        eventId: 'g1',
        market: 'spreads',
        outcome: 'Miami Heat',
        point: 3,
        book: 'pinnacle',
        price: 1.95,
        changedAt: at(120),
      },
      {
        eventId: 'g1',
        market: 'spreads',
        outcome: 'Boston Celtics',
        point: -3,
        book: 'pinnacle',
        price: 1.9,
        changedAt: at(5),
      },
      {
        eventId: 'g1',
        market: 'spreads',
        outcome: 'Miami Heat',
        point: 3,
        book: 'pinnacle',
        price: 2.0,
        changedAt: at(5),
      },
      {
        eventId: 'g1',
        market: 'spreads',
        outcome: 'Boston Celtics',
        point: -3,
        book: 'pinnacle',
        price: 1.5,
        changedAt: at(-30),
      },
      {
        eventId: 'g1',
        market: 'spreads',
        outcome: 'Boston Celtics',
        point: -3,
        book: 'draftkings',
        price: 2.05,
        changedAt: at(10),
      },
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('settles open bets from the final score and records their close', async () => {
    const push = await bet({});
    const win = await bet({ point: -2.5, outcome: 'Boston Celtics', market: 'spreads' });
    const totals = await bet({ market: 'totals', outcome: 'Over', point: 205.5, odds: 1.9 });
    const ungradable = await bet({ market: 'h2h', outcome: 'Somebody Else', point: null });

    expect(await settler().runOnce()).toEqual({ settled: 3, closed: 4 });
    const read = async (id: string) =>
      (await database.db.select().from(bets).where(eq(bets.id, id)))[0]!;

    expect(await read(push.id)).toMatchObject({
      status: 'push',
      payoutCents: 10_000,
      profitCents: 0,
      settledBy: 'score',
      closingOdds: 2.05,
    });
    // The close is the last Pinnacle pair before the start, 1.90 / 2.00, devigged: not 1.50.
    const closed = await read(push.id);
    expect(closed.fairClosingOdds).toBeGreaterThan(1.9);
    expect(closed.fairClosingOdds).toBeLessThan(2.0);
    expect(await read(win.id)).toMatchObject({
      status: 'won',
      payoutCents: 21_000,
      profitCents: 11_000,
    });
    expect(await read(totals.id)).toMatchObject({ status: 'won', profitCents: 9_000 });
    expect(await read(ungradable.id)).toMatchObject({ status: 'open', settledAt: null });
  });

  it('never overwrites a bet the member settled by hand, and does not look a close up twice', async () => {
    const manual = await bet({
      status: 'lost',
      payoutCents: 0,
      profitCents: -10_000,
      settledBy: 'member',
      settledAt: NOW,
    });
    expect(await settler().runOnce()).toEqual({ settled: 0, closed: 1 });
    const [row] = await database.db.select().from(bets).where(eq(bets.id, manual.id));
    expect(row).toMatchObject({ status: 'lost', settledBy: 'member' });
    expect(await settler().runOnce()).toEqual({ settled: 0, closed: 0 });
  });
});
