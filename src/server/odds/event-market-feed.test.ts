import { asc, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { apiUsage, quotes as quotesTable } from '../db/schema/index';
import { bruteForce, engineOver, liveOf } from '../engine/test-support/detection-reference';
import { marketTypeOf } from '../../core/market-type';
import { toOpportunity } from '../engine/opportunity-dto';
import { openTestDatabase } from '../test-support/test-database';
import { OddsApiClient } from './odds-api-client';
import { OddsFeed } from './odds-feed';
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process';

/** The feed buys event markets from the embedded simulator (its own process) within its share. */

let sim: SimulatorProcess;
let database: DatabaseHandle;
beforeAll(async () => {
  [sim, database] = await Promise.all([
    startSimulatorProcess({ seed: 8, speed: 1 }),
    openTestDatabase('pglite'),
  ]);
});
afterAll(async () => {
  await Promise.all([sim.stop(), database.close()]);
});
beforeEach(async () => {
  await database.db.execute(
    sql`truncate table api_usage, price_changes, quotes, events, sports, planner_memory, event_market_listings restart identity cascade`,
  );
});

/** Each feed its own key: the simulator allows 30 requests a second per key, as the real API does. */
let feeds = 0;
function makeFeed(eventBudget: number, regions = ['us']) {
  const client = new OddsApiClient(sim.url, `feed-${++feeds}`, 10_000);
  return new OddsFeed(
    client,
    database.db,
    {
      regions,
      markets: ['h2h', 'spreads', 'totals'],
      sports: ['basketball_nba'],
      planner: {
        nearIntervalMs: 60_000,
        sourceFloorMs: 0,
        farFactor: 4,
        idleIntervalMs: 900_000,
        monthlyCredits: 100_000,
        backoffBaseMs: 2_000,
        backoffMaxMs: 60_000,
      },
      historyRetentionMs: 86_400_000,
      tickMs: 1_000,
      eventMarkets: {
        planner: {
          monthlyBudget: eventBudget,
          regionUnits: 1,
          booksPerUnit: 10,
          maxBookUnits: null,
          maxMarketsPerEvent: 4,
          horizonMs: 24 * 3_600_000,
          minRefreshMs: 5 * 60_000,
          maxRefreshMs: 6 * 3_600_000,
          rediscoverMs: 6 * 3_600_000,
          minBooks: 2,
        },
        regions,
        maxCallsPerTurn: 5,
      },
    },
    pino({ level: 'silent' }),
  );
}

/**
 * Turns at most three a second: a turn makes up to 8 requests (sports, odds, scores and five
 * event-market calls), so no second ever asks more than the simulator's 30 per key; a refused
 * burst would back the feed off and leave the test to chance.
 */
async function runTurns(feed: OddsFeed, turns: number) {
  for (let turn = 0; turn < turns; turn++) {
    const started = Date.now();
    await feed.runDueWork();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 350 - (Date.now() - started))));
  }
}

const eventRows = async () =>
  (await database.db.select().from(apiUsage).orderBy(asc(apiUsage.id))).filter((r) =>
    r.endpoint.startsWith('event-'),
  );

describe('event markets in the feed', () => {
  it('discovers, then buys props, recording each call under its category', async () => {
    // Large enough that even the first day of a month's pacing lets a few buys through.
    const feed = makeFeed(60_000);
    await feed.start();
    await runTurns(feed, 4);
    await feed.stop();
    const rows = await eventRows();
    const endpoints = new Set(rows.map((r) => r.endpoint));
    expect(endpoints).toEqual(new Set(['event-discovery', 'event-odds']));
    expect(rows.every((r) => r.ok)).toBe(true);
    const spent = rows.reduce((n, r) => n + r.cost, 0);
    expect(feed.eventMarkets!.spentThisMonth).toBe(spent);
    const store = feed.eventMarkets!.store;
    const quotes = [...store.all()].flatMap((e) => store.quotes(e.eventId));
    expect(quotes.some((q) => q.marketType === 'player_prop' && q.player !== null)).toBe(true);
    // Every market bought taught the planner what such a market holds (decision 039).
    const bought = [...store.all()].flatMap((e) => [...e.boughtAt.keys()]);
    expect(bought.length).toBeGreaterThan(0);
    for (const key of bought)
      expect(feed.eventMarkets!.yields.estimate('basketball_nba', key)).not.toBeNull();
    // A restart starts from what was learned, not from nothing (decision 039, amendment).
    const restarted = makeFeed(60_000);
    await restarted.start();
    try {
      for (const key of bought)
        expect(restarted.eventMarkets!.yields.estimate('basketball_nba', key)).toBe(
          feed.eventMarkets!.yields.estimate('basketball_nba', key),
        );
      // And which books list which keys: no discovery credit again for what it was told.
      const listings = (of: OddsFeed) =>
        [...of.eventMarkets!.store.all()]
          .filter((e) => e.listedAt !== null && e.listed !== null)
          .map((e) => ({
            id: e.eventId,
            at: e.listedAt,
            books: of.eventMarkets!.store.listedBooks(e.eventId),
          }));
      expect(listings(feed).length).toBeGreaterThan(0);
      expect(listings(restarted)).toEqual(listings(feed));
    } finally {
      await restarted.stop();
    }
    // Featured polling still ran, charged to its own category.
    const featured = await database.db.select().from(apiUsage);
    expect(featured.some((r) => r.endpoint === 'odds')).toBe(true);
  });

  it('puts what it buys on the board: detection reads the props as the reference does, and they are not stored', async () => {
    const feed = makeFeed(60_000, ['us', 'eu']);
    const settings = {
      maxAgeMs: 600_000,
      staleGraceMs: 300_000,
      valueMinEv: 0.01,
      consensusMinBooks: 3,
    };
    let now = Date.now();
    const engine = engineOver(feed.board, () => now, settings);
    feed.onDiff((diff) => {
      now = Date.now();
      engine.onDiff(diff);
    });
    await feed.start();
    await runTurns(feed, 6);
    await feed.stop();
    // The simulator's prices decide whether a prop is an opportunity at this moment, so the test
    // holds the engine to the reference over the very board it read, props included.
    const propQuotes = [...feed.board.events.keys()]
      .flatMap((id) => feed.board.quotesOfEvent(id))
      .filter((q) => marketTypeOf(q.market) === 'player_prop');
    expect(new Set(propQuotes.map((q) => q.book)).size).toBeGreaterThan(1);
    now = Date.now();
    engine.sweep();
    const found = liveOf(engine);
    expect(found).toEqual(bruteForce(feed.board, now, settings));
    const live = [...engine.tracker.live.values()].map((t) => toOpportunity(t, now));
    for (const opportunity of live.filter((o) => o.marketType === 'player_prop')) {
      expect(opportunity.player).not.toBeNull();
      expect(opportunity.legs.every((leg) => leg.player === opportunity.player)).toBe(true);
    }
    for (const featured of live.filter((o) => o.marketType === 'main'))
      expect(featured.marketKey).toBe(featured.betType);
    // Event markets live in memory only: the stored board holds the featured markets.
    const stored = await database.db.select().from(quotesTable);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((row) => ['h2h', 'spreads', 'totals'].includes(row.market))).toBe(true);
  });

  it('never spends more than its share, however many turns it is given', async () => {
    const feed = makeFeed(90);
    await feed.start();
    await runTurns(feed, 6);
    await feed.stop();
    const spent = (await eventRows()).reduce((n, r) => n + r.cost, 0);
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(90);
  });
});
