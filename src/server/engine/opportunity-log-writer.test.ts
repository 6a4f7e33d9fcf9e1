import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { arbitrageHistory, opportunityLog } from '../db/schema/index';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { marketIdentity } from '../../core/market-type';
import type { Candidate } from './candidates';
import { OpportunityLogWriter } from './opportunity-log-writer';
import { OpportunityTracker } from './opportunity-tracker';
import { shinApart } from '../test-support/shin-apart';

describe.each(testDatabaseKinds)('OpportunityLogWriter.endLeftOpen (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('ends what a previous run left open and expires members’ active records of it', async () => {
    const db = database.db;
    const { user } = await memberWithSession(db, 'member@arbiter.test');
    const base = {
      kind: 'arbitrage' as const,
      eventId: 'g1',
      sportKey: 'basketball_nba',
      homeTeam: 'A',
      awayTeam: 'B',
      commenceTime: new Date('2026-11-23T00:00:00Z'),
      market: 'h2h',
      firstSeen: new Date('2026-11-22T10:00:00Z'),
      lastSeen: new Date('2026-11-22T10:05:00Z'),
      peakReturn: 0.02,
      lastReturn: 0.02,
      legs: [],
    };
    const ended = new Date('2026-11-22T10:06:00Z');
    await db.insert(opportunityLog).values([
      { ...base, id: 'arb_open' },
      { ...base, id: 'arb_done', endedAt: ended, endReason: 'edge_gone' },
    ]);
    const record = {
      userId: user.id,
      sport: 'basketball_nba',
      homeTeam: 'A',
      awayTeam: 'B',
      commenceTime: base.commenceTime,
      arbitragePercentage: 2,
      detectedAt: base.firstSeen,
      stakeCents: 100_000,
      sportsbooks: [],
      odds: [],
      confidence: 90,
      executionDifficulty: 'easy' as const,
    };
    await db.insert(arbitrageHistory).values([
      { ...record, opportunityId: 'arb_open', status: 'active' },
      { ...record, opportunityId: 'arb_done', status: 'executed' },
    ]);

    const at = new Date('2026-11-22T12:00:00Z');
    const writer = new OpportunityLogWriter(db, pino({ level: 'silent' }));
    expect(await writer.endLeftOpen(at)).toBe(1);
    const [open] = await db.select().from(opportunityLog).where(eq(opportunityLog.id, 'arb_open'));
    expect(open).toMatchObject({ endedAt: at, endReason: 'server_restart' });
    const [done] = await db.select().from(opportunityLog).where(eq(opportunityLog.id, 'arb_done'));
    expect(done).toMatchObject({ endedAt: ended, endReason: 'edge_gone' });
    const records = await db.select().from(arbitrageHistory);
    expect(records.find((r) => r.opportunityId === 'arb_open')).toMatchObject({
      status: 'expired',
      expiredAt: at,
    });
    expect(records.find((r) => r.opportunityId === 'arb_done')!.status).toBe('executed');
    expect(await writer.endLeftOpen(at)).toBe(0);
  });
});

describe.each(testDatabaseKinds)('OpportunityLogWriter, value bets (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const evs = shinApart;
  /** A long shot at FanDuel whose EVs move as its price does. */
  const valueAt = (price: number, evByMethod: ReturnType<typeof evs>) =>
    ({
      id: 'val_g1',
      kind: 'value',
      marketKey: 'g1|h2h',
      event: {
        id: 'g1',
        sportKey: 'basketball_nba',
        sportTitle: 'NBA',
        commenceTime: Date.parse('2026-11-23T00:00:00Z'),
        homeTeam: 'A',
        awayTeam: 'B',
      },
      ret: evByMethod.power,
      value: {
        eventId: 'g1',
        kind: 'h2h',
        book: 'fanduel',
        outcome: 'B',
        price,
        effectivePrice: price,
        fairPrice: 3.3,
        ev: evByMethod.power,
        evByMethod,
        minEv: 0.02,
        possiblyStale: false,
      },
    }) as unknown as Candidate;

  it('keeps each method’s peak EV and the threshold the bet had to clear', async () => {
    const db = database.db;
    const tracker = new OpportunityTracker();
    const writer = new OpportunityLogWriter(db, pino({ level: 'silent' }));
    const at = Date.parse('2026-11-22T10:00:00Z');
    const see = (candidate: Candidate, now: number) => {
      tracker.apply(['g1|h2h'], [candidate], now);
      writer.seen(tracker.live.get('val_g1')!);
    };
    // Shin's EV peaks on the first price, power's on the second: each keeps its own peak.
    see(valueAt(3.37, evs(0.013, 0.025)), at);
    await writer.flush();
    see(valueAt(3.4, evs(0.018, 0.021)), at + 1_000);
    await writer.flush();
    const [row] = await db.select().from(opportunityLog).where(eq(opportunityLog.id, 'val_g1'));
    expect(row!.peakReturn).toBe(0.018);
    expect(row!.peakEvByMethod).toEqual({ ...evs(0.018, 0.025) });
    expect(row!.minEv).toBe(0.02);
    expect(row!.lastReturn).toBe(0.018);
  });

  it('keeps each leg’s market key and player, so a prop is logged as that player’s prop', async () => {
    const db = database.db;
    const tracker = new OpportunityTracker();
    const writer = new OpportunityLogWriter(db, pino({ level: 'silent' }));
    const base = valueAt(2.2, evs(0.03, 0.03)) as unknown as { value: object };
    const prop = {
      ...base,
      id: 'val_g1_prop',
      marketKey: 'g1|player_points|LeBron James',
      market: marketIdentity('player_points', 'LeBron James'),
      value: { ...base.value, kind: 'totals', outcome: 'Over', point: 24.5, line: 24.5 },
    } as unknown as Candidate;
    tracker.apply([prop.marketKey], [prop], Date.parse('2026-11-22T10:00:00Z'));
    writer.seen(tracker.live.get('val_g1_prop')!);
    await writer.flush();
    const [row] = await db
      .select()
      .from(opportunityLog)
      .where(eq(opportunityLog.id, 'val_g1_prop'));
    expect(row!.legs).toEqual([
      expect.objectContaining({
        outcome: 'Over',
        point: 24.5,
        marketKey: 'player_points',
        description: 'LeBron James',
      }),
    ]);
  });
});
