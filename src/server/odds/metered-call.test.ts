import { asc, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { apiUsage } from '../db/schema/index';
import { openTestDatabase } from '../test-support/test-database';
import { CreditMeter } from './metered-call';
import { OddsApiError } from './odds-api-client';
import { creditsSpentSince } from './odds-store';
import { PollPlanner } from './poll-planner';

const T0 = Date.parse('2026-11-21T20:00:00Z');
const planner = () =>
  new PollPlanner(
    {
      nearIntervalMs: 15_000,
      sourceFloorMs: 0,
      farFactor: 4,
      idleIntervalMs: 900_000,
      monthlyCredits: 100,
      costPerPoll: 3,
      backoffBaseMs: 2_000,
      backoffMaxMs: 60_000,
    },
    T0,
    0,
  );

describe('CreditMeter', () => {
  let database: DatabaseHandle;
  const meterFor = (plan: PollPlanner, minGapMs = 0) =>
    new CreditMeter(
      database.db,
      () => plan,
      pino({ level: 'silent' }),
      () => T0,
      minGapMs,
    );
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('records the spend before the call, so a crash mid-call cannot lose it', async () => {
    await database.db.execute(sql`truncate table api_usage restart identity`);
    const plan = planner();
    const meter = meterFor(plan);
    // A call that never answers: the process dies while it is in flight.
    void meter.call(
      { sport: 'basketball_nba', endpoint: 'odds', estimate: 3 },
      () => new Promise<never>(() => {}),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await database.db.select().from(apiUsage);
    expect(rows).toMatchObject([{ endpoint: 'odds', cost: 3, errorCode: 'in-flight', ok: false }]);
    // What a restarted process counts against the month's budget.
    expect(await creditsSpentSince(database.db, new Date(Date.UTC(2026, 10, 1)))).toBe(3);
    expect(plan.creditsSpentThisMonth).toBe(3);
  });

  it('corrects the spend from the answer, error answers included, and keeps it when unanswered', async () => {
    await database.db.execute(sql`truncate table api_usage restart identity`);
    const plan = planner();
    const meter = meterFor(plan);
    await meter.call({ sport: 'a', endpoint: 'odds', estimate: 3 }, async () => ({
      data: [],
      quota: { used: 10, remaining: 90, last: 6 },
    }));
    await expect(
      meter.call({ sport: 'b', endpoint: 'odds', estimate: 3 }, async () => {
        throw new OddsApiError('rate-limited', '429', 429, 'EXCEEDED_FREQ_LIMIT', {
          used: 10,
          remaining: 90,
          last: 0,
        });
      }),
    ).rejects.toThrow('429');
    await expect(
      meter.call({ sport: 'c', endpoint: 'odds', estimate: 3 }, async () => {
        throw new OddsApiError('timeout', 'timed out', null, null, null);
      }),
    ).rejects.toThrow('timed out');
    const rows = await database.db.select().from(apiUsage).orderBy(asc(apiUsage.id));
    expect(rows.map((r) => [r.sport, r.cost, r.status, r.ok])).toEqual([
      ['a', 6, 200, true],
      ['b', 0, 429, false],
      // Unanswered: it may have been served and charged, so the estimate stays.
      ['c', 3, null, false],
    ]);
    expect(plan.creditsSpentThisMonth).toBe(9);
  });

  it('can hand the answer on before storing its correction, which settled() then waits for', async () => {
    await database.db.execute(sql`truncate table api_usage restart identity`);
    const plan = planner();
    const meter = meterFor(plan);
    const answer = await meter.call(
      { sport: 'a', endpoint: 'odds', estimate: 3, correctBehind: true },
      async () => ({ data: ['prices'], quota: { used: 10, remaining: 90, last: 6 } }),
    );
    expect(answer.data).toEqual(['prices']);
    // Charged in memory at once; the row is corrected by the time the meter has settled.
    expect(plan.creditsSpentThisMonth).toBe(6);
    await meter.settled();
    const rows = await database.db.select().from(apiUsage);
    expect(rows.map((r) => [r.sport, r.cost, r.status, r.ok])).toEqual([['a', 6, 200, true]]);
  });

  it('charges a call with a budget of its own to that budget, not the planner', async () => {
    await database.db.execute(sql`truncate table api_usage restart identity`);
    const plan = planner();
    const meter = meterFor(plan);
    const charged: number[] = [];
    const sink = { charge: (cost: number) => void charged.push(cost) };
    await meter.call(
      { sport: 'basketball_nba', endpoint: 'event-odds', estimate: 6, sink },
      async () => ({
        data: null,
        quota: { used: null, remaining: null, last: 4 },
      }),
    );
    expect(charged).toEqual([6, -2]);
    expect(plan.creditsSpentThisMonth).toBe(0);
    expect(await database.db.select().from(apiUsage)).toMatchObject([
      { endpoint: 'event-odds', cost: 4, ok: true },
    ]);
  });

  it('paces calls under the source’s rate limit', async () => {
    const plan = planner();
    const meter = meterFor(plan, 50);
    const sentAt: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 6 }, () =>
        meter.call({ sport: null, endpoint: 'sports', estimate: 0 }, async () => {
          sentAt.push(performance.now() - started);
          return { data: [], quota: { used: null, remaining: null, last: 0 } };
        }),
      ),
    );
    sentAt.sort((a, b) => a - b);
    for (let i = 1; i < sentAt.length; i++) {
      expect(sentAt[i]! - sentAt[i - 1]!).toBeGreaterThanOrEqual(40);
    }
  });
});
