import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { apiUsage } from '../db/schema/index';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import {
  advanceOverHttp,
  simulatedFeed,
  type SimulatedFeed,
} from '../test-support/simulated-month';
import { EVENT_MARKET_ENDPOINTS } from './metered-call';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process';

/**
 * Issue 21: a month of polling on a fixed budget never exceeds it. The feed and its event-market
 * planner, built from the configuration as the server builds them, poll the simulator (its own
 * process, on its manual clock) for 30 simulated days of November 2026; the simulator's credit
 * account is the judge. One small competition (Six Nations: a few events, alternate ladders and
 * half-time markets) keeps stepping its market to seconds.
 */

const START = Date.UTC(2026, 10, 1);
const DAYS = 30;
const MONTHLY = 600;
const SHARE = 0.3;
const EVENT_BUDGET = Math.floor(MONTHLY * SHARE);
/** Simulated time between two turns of the feed's loop. */
const TURN_MS = 60_000;

describe.each(testDatabaseKinds)('a simulated month of polling (%s)', (kind) => {
  let database: DatabaseHandle;
  let sim: SimulatorProcess;
  let month: SimulatedFeed;
  beforeAll(async () => {
    const sports = ['rugbyunion_six_nations'];
    [database, sim] = await Promise.all([
      openTestDatabase(kind),
      startSimulatorProcess({ seed: 21, speed: 1, manualClockFrom: START, sports, rateLimit: 0 }),
    ]);
    month = simulatedFeed(
      { url: sim.url, advance: advanceOverHttp(sim.url) },
      {
        start: START,
        sports,
        monthlyCredits: MONTHLY,
        eventShare: SHARE,
        regions: ['uk', 'eu'],
        database: database.db,
      },
    );
  });
  afterAll(async () => {
    await month?.feed.stop();
    await sim?.stop();
    await database?.close();
  });

  /** What the simulator says it charged this month. */
  async function charged(): Promise<number> {
    const state = (await (await fetch(`${sim.url}/__sim/state`)).json()) as {
      nowIso: string;
      credits: { used: number };
    };
    // Read inside the month: at its turn the source's account starts again from zero.
    expect(Date.parse(state.nowIso)).toBeLessThan(START + DAYS * 86_400_000);
    return state.credits.used;
  }

  it('a month of polling on a fixed budget never exceeds it, and spends most of it', async () => {
    const end = START + DAYS * 86_400_000;
    while (month.now() < end) await month.turn(TURN_MS);
    await month.feed.stop();
    const used = await charged();
    const rows = await database.db.select().from(apiUsage);
    const spentOn = (endpoints: readonly string[]) =>
      rows.filter((r) => endpoints.includes(r.endpoint)).reduce((n, r) => n + r.cost, 0);
    // Our own records agree with what the source charged; its account only grows within the
    // month, so no moment of it went past the budget either.
    expect(rows.reduce((n, r) => n + r.cost, 0)).toBe(used);
    expect(used).toBeLessThanOrEqual(MONTHLY);
    const eventMarkets = spentOn(EVENT_MARKET_ENDPOINTS);
    expect(eventMarkets).toBeLessThanOrEqual(EVENT_BUDGET);
    expect(used - eventMarkets).toBeLessThanOrEqual(MONTHLY - EVENT_BUDGET);
    // Spent, not sat on: the planner paces the share over the month, so by its last day most of
    // it has gone on discoveries and purchases (and the featured polls on theirs).
    expect(eventMarkets).toBeGreaterThanOrEqual(0.9 * EVENT_BUDGET);
    expect(spentOn(['event-odds'])).toBeGreaterThan(0);
    expect(used).toBeGreaterThanOrEqual(0.9 * MONTHLY);
    // Simulated time: the answer does not depend on the machine, only how long it takes (20 s
    // quiet, 50 s at a load of 8), so the limit leaves room for a busy machine.
  }, 240_000);
});
