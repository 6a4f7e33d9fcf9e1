import { loadavg } from 'node:os';
import pino from 'pino';
import { openDatabase } from '../src/server/db/database';
import { apiUsage } from '../src/server/db/schema/index';
import { DetectionEngine } from '../src/server/engine/detection-engine';
import { toOpportunity } from '../src/server/engine/opportunity-dto';
import { readEventMarkets } from '../src/server/odds/event-markets-ingest';
import { PriceBoard } from '../src/server/odds/price-board';
import { ingestOddsBody } from '../src/server/odds/wire-ingest';
import { MemoryBus } from '../src/server/platform/bus/memory-bus';
import { simulatedFeed } from '../src/server/test-support/simulated-month';
import { handleApi, type ApiContext } from '../src/simulator/api-handler';
import { serve } from '../src/simulator/http-server';
import { CreditAccount, RateLimiter } from '../src/simulator/quota';
import { SimulatorCore } from '../src/simulator/simulator-core';
import { findSportsbookByKey } from '../src/core/catalog/sportsbooks';

/**
 * Issue 21's planner goal: a month of the feed (featured polls + the event-market planner, built
 * from the configuration as the server builds them) at a 20,000-credit plan against the simulator,
 * on simulated time. The simulator runs in this process on its manual clock and serves HTTP on
 * loopback; what it charged is its own account. Every `--sample-min` simulated minutes, the
 * planner's board is swept by the real detection engine, and so is an oracle's board: every
 * featured market of every event and every event market every book lists on every event within the
 * planner's 24-hour horizon, bought at that moment through the simulator's same request handler
 * on an unmetered account. The share found is the planner's event-market opportunities that the
 * oracle also sees at that moment (same id), over the oracle's.
 *
 * `npm run bench -- planner [--sports a,b] [--share 0.3] [--days 30] [--sample-min 377]`.
 */

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 1);
/**
 * The feed's loop turns every second in the server; here a turn every simulated minute, so a call
 * falls due up to a minute late (featured polls at this budget are tens of minutes apart, event
 * markets at least five).
 */
const TURN_MS = 60_000;
const HORIZON_MS = 24 * 3_600_000;
const FEATURED = ['h2h', 'spreads', 'totals'];
const EVENT_TYPES = ['player_prop', 'alternate', 'period'] as const;

function arg(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

interface Found {
  id: string;
  eventId: string;
  kind: string;
  marketType: string;
  marketKey: string;
  msToStart: number;
  /** Every book the opportunity needs: its legs', and a value bet's reference books. */
  books: string[];
}

/** Hours before the start, in the buckets the breakdowns use. */
const START_BUCKETS = [1, 3, 6, 12, 24] as const;
const toStartBucket = (ms: number) => {
  const hours = ms / 3_600_000;
  const upper = START_BUCKETS.find((h) => hours <= h) ?? Infinity;
  const lower = START_BUCKETS[START_BUCKETS.indexOf(upper as (typeof START_BUCKETS)[number]) - 1];
  return `${lower ?? 0}-${upper}h`;
};
const regionOf = (book: string) => findSportsbookByKey(book)?.region ?? 'other';

type Tally = Record<string, number>;
const bump = (tally: Tally, key: string, by = 1) => {
  tally[key] = (tally[key] ?? 0) + by;
};

export async function plannerMonthBench(args: readonly string[], postgresUrl: string | null) {
  const sports = (arg(args, '--sports') ?? 'basketball_nba').split(',');
  const share = Number(arg(args, '--share') ?? '0.3');
  const days = Number(arg(args, '--days') ?? '30');
  // Not a divisor of a day, so the samples drift across its hours (games are evenings).
  const sampleMs = Number(arg(args, '--sample-min') ?? '377') * 60_000;
  const monthly = 20_000;
  const regions = ['us', 'uk', 'eu'];
  const started = performance.now();

  const core = new SimulatorCore(
    { seed: 42, clock: 'manual', startTime: START, sports, rateLimit: 0, monthlyCredits: 1e9 },
    () => performance.now(),
    START,
  );
  const server = await serve(core, '127.0.0.1', 0);
  // The feed records every call and stores its featured prices: on PostgreSQL when one answers
  // (a process of its own), else embedded (then the embedded database's thread is most of the run).
  const database = await openDatabase(
    postgresUrl ? { kind: 'postgres', url: postgresUrl } : { kind: 'pglite', dataDir: 'memory://' },
  );
  const month = simulatedFeed(
    {
      url: server.url,
      advance: (ms) => {
        core.advance(ms);
        return Promise.resolve();
      },
    },
    {
      start: START,
      sports,
      monthlyCredits: monthly,
      eventShare: share,
      regions,
      database: database.db,
      onCall: (url, cost, at) => {
        const path = /\/v4\/sports\/([^/]+)\/events\/([^/]+)\/(odds|markets)$/.exec(url.pathname);
        if (!path) return;
        const [, sport, eventId, part] = path;
        const event = month.feed.board.eventsOfSport(sport!).find((e) => e.id === eventId);
        const bucket = event ? toStartBucket(event.commenceTime - at) : 'unknown';
        if (part === 'markets') {
          bump(spend.discoveryByToStart, bucket, cost);
          return;
        }
        bump(spend.eventOddsByToStart, bucket, cost);
        const markets = (url.searchParams.get('markets') ?? '').split(',');
        const books = url.searchParams.get('bookmakers');
        const units = books
          ? `books:${books.split(',').length}`
          : `regions:${url.searchParams.get('regions')}`;
        bump(spend.eventOddsByUnits, units, cost);
        for (const key of markets) bump(spend.eventOddsByKey, key, cost / markets.length);
      },
    },
  );
  const { feed, config } = month;
  const log = pino({ level: 'silent' });
  const detection = { ...config.detection, trust: config.trust };
  const engine = new DetectionEngine(feed.board, detection, new MemoryBus(), null, log, month.now);
  feed.onDiff((diff) => engine.onDiff(diff));

  // Where the event-market credits went: by hours to the start, by market key, by what a call
  // was charged per (regions or books).
  const spend = {
    discoveryByToStart: {} as Tally,
    eventOddsByToStart: {} as Tally,
    eventOddsByKey: {} as Tally,
    eventOddsByUnits: {} as Tally,
  };
  // Where the oracle's opportunities are, and which of them the planner held.
  const where = {
    oracle: {
      byKey: {} as Tally,
      byToStart: {} as Tally,
      byRegions: {} as Tally,
      byBooks: {} as Tally,
    },
    matched: {
      byKey: {} as Tally,
      byToStart: {} as Tally,
      byRegions: {} as Tally,
      byBooks: {} as Tally,
    },
    oracleLegBooks: {} as Tally,
  };
  const place = (into: typeof where.oracle, o: Found) => {
    bump(into.byKey, `${o.marketKey}/${o.kind}`);
    bump(into.byToStart, toStartBucket(o.msToStart));
    bump(into.byRegions, [...new Set(o.books.map(regionOf))].sort().join('+'));
    const listing = booksListing.get(`${o.eventId}|${o.marketKey}`) ?? 0;
    bump(
      into.byBooks,
      `${Math.floor(listing / 10) * 10}-${Math.floor(listing / 10) * 10 + 9} books`,
    );
  };

  // Prices bought: the outcome prices each event-market answer holds.
  const pricesByDay: Tally = {};
  const store = feed.eventMarkets!.store;
  const applyOdds = store.applyOdds.bind(store);
  store.applyOdds = (wire, markets, at) => {
    const count = applyOdds(wire, markets, at);
    bump(pricesByDay, new Date(at).toISOString().slice(0, 10), count);
    return count;
  };

  // The oracle: the simulator's own request handler on an account that is never charged.
  const oracleBoard = new PriceBoard();
  let oracleNow = START;
  const oracle = new DetectionEngine(
    oracleBoard,
    detection,
    new MemoryBus(),
    null,
    log,
    () => oracleNow,
  );
  const ctx: ApiContext = {
    market: core.market,
    credits: new CreditAccount(Number.MAX_SAFE_INTEGER, START),
    limiter: new RateLimiter(0, () => 0),
    keys: {},
  };
  const get = (path: string, params: Record<string, string>) => {
    const answer = handleApi(
      ctx,
      'GET',
      path,
      new URLSearchParams({ apiKey: 'oracle', ...params }),
    );
    if (answer.status !== 200) throw new Error(`oracle ${path}: ${answer.status}`);
    return answer.body;
  };
  let oraclePricesBought = 0;
  /** Event id | market key → how many books listed it at the oracle's latest discovery. */
  const booksListing = new Map<string, number>();
  const buyEverything = (now: number) => {
    oracleNow = now;
    for (const sport of sports) {
      const polled = ingestOddsBody(
        get(`/v4/sports/${sport}/odds`, {
          regions: regions.join(','),
          markets: FEATURED.join(','),
          oddsFormat: 'decimal',
          dateFormat: 'iso',
          includeBetLimits: 'true',
        }),
      );
      oracle.onDiff(oracleBoard.applySnapshot(sport, polled.events, now));
      for (const event of polled.events) {
        if (Date.parse(event.commence_time) - now > HORIZON_MS) continue;
        const path = `/v4/sports/${sport}/events/${event.id}`;
        for (const key of booksListing.keys())
          if (key.startsWith(`${event.id}|`)) booksListing.delete(key);
        const listed = readEventMarkets(get(`${path}/markets`, { regions: regions.join(',') }));
        const keys = new Set<string>();
        for (const markets of listed.books.values())
          for (const m of markets) {
            if (FEATURED.includes(m.key)) continue;
            keys.add(m.key);
            const at = `${event.id}|${m.key}`;
            booksListing.set(at, (booksListing.get(at) ?? 0) + 1);
          }
        if (keys.size === 0) continue;
        const markets = [...keys];
        const bought = ingestOddsBody([
          get(`${path}/odds`, {
            regions: regions.join(','),
            markets: markets.join(','),
            oddsFormat: 'decimal',
            dateFormat: 'iso',
            includeBetLimits: 'true',
          }),
        ]);
        const wire = bought.events[0];
        if (!wire) continue;
        for (const b of wire.bookmakers)
          for (const m of b.markets) oraclePricesBought += m.outcomes.length;
        oracle.onDiff(oracleBoard.applyEventMarkets(sport, wire.id, wire, markets, now));
      }
    }
    oracle.sweep();
  };

  const eventMarketOpportunities = (of: DetectionEngine, now: number): Found[] =>
    [...of.tracker.live.values()]
      .map((tracked) => toOpportunity(tracked, now))
      .filter((o) => (EVENT_TYPES as readonly string[]).includes(o.marketType))
      .map((o) => ({
        id: o.id,
        eventId: o.eventId,
        kind: o.type,
        marketType: o.marketType,
        marketKey: o.legs[0]?.marketKey ?? 'unknown',
        msToStart: Date.parse(o.commenceTime) - now,
        books: [...o.legs.map((l) => l.book), ...(o.fair?.referenceBooks ?? [])],
      }));

  interface DayFigures {
    planner: Tally;
    oracle: Tally;
    matched: Tally;
    plannerOnly: number;
  }
  const daily = new Map<string, DayFigures>();
  const seen = {
    planner: new Set<string>(),
    oracle: new Set<string>(),
    matched: new Set<string>(),
  };
  const totals = { oracle: {} as Tally, matched: {} as Tally, plannerOnly: 0, samples: 0 };
  const end = START + days * DAY;
  let nextSample = START + sampleMs;
  let steppingAndFeedMs = 0;
  let samplingMs = 0;
  while (month.now() < end) {
    const t0 = performance.now();
    await month.turn(TURN_MS);
    steppingAndFeedMs += performance.now() - t0;
    if (month.now() < nextSample) continue;
    nextSample += sampleMs;
    const t1 = performance.now();
    const now = month.now();
    await month.sync();
    engine.sweep();
    buyEverything(now);
    const day = new Date(now - 1).toISOString().slice(0, 10);
    const figures = daily.get(day) ?? { planner: {}, oracle: {}, matched: {}, plannerOnly: 0 };
    daily.set(day, figures);
    const truth = new Map(eventMarketOpportunities(oracle, now).map((o) => [o.id, o]));
    totals.samples++;
    for (const o of truth.values()) {
      const key = `${o.marketType}/${o.kind}`;
      bump(totals.oracle, key);
      place(where.oracle, o);
      for (const book of o.books) bump(where.oracleLegBooks, book);
      if (!seen.oracle.has(`${day}|${o.id}`)) bump(figures.oracle, key);
      seen.oracle.add(`${day}|${o.id}`);
    }
    for (const o of eventMarketOpportunities(engine, now)) {
      const key = `${o.marketType}/${o.kind}`;
      if (!seen.planner.has(`${day}|${o.id}`)) bump(figures.planner, key);
      seen.planner.add(`${day}|${o.id}`);
      if (truth.has(o.id)) {
        bump(totals.matched, key);
        place(where.matched, o);
        if (!seen.matched.has(`${day}|${o.id}`)) bump(figures.matched, key);
        seen.matched.add(`${day}|${o.id}`);
      } else {
        totals.plannerOnly++;
        figures.plannerOnly++;
      }
    }
    samplingMs += performance.now() - t1;
  }
  // Read inside the month: the source's account starts again from zero at its turn.
  const charged = core.credits.used;
  await feed.stop();
  const rows = await database.db.select().from(apiUsage);
  await server.close();
  await database.close();

  const category = (endpoint: string) =>
    endpoint === 'odds'
      ? 'featured'
      : endpoint === 'event-discovery'
        ? 'discovery'
        : endpoint === 'event-odds'
          ? 'eventMarkets'
          : endpoint;
  const creditsByDay = new Map<string, Tally>();
  const creditsTotal: Tally = {};
  for (const row of rows) {
    const day = row.at.toISOString().slice(0, 10);
    const tally = creditsByDay.get(day) ?? {};
    creditsByDay.set(day, tally);
    bump(tally, category(row.endpoint), row.cost);
    bump(creditsTotal, category(row.endpoint), row.cost);
  }
  const shareOf = (found: Tally, truth: Tally) =>
    Object.fromEntries(
      Object.entries(truth).map(([key, n]) => [
        key,
        {
          oracle: n,
          planner: found[key] ?? 0,
          share: Math.round(((found[key] ?? 0) / n) * 1000) / 1000,
        },
      ]),
    );
  const sum = (t: Tally) => Object.values(t).reduce((a, b) => a + b, 0);
  return {
    uptimeLoadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    setup: {
      simulatedDays: days,
      from: new Date(START).toISOString(),
      sports,
      regions,
      monthlyCredits: monthly,
      database: postgresUrl ? 'postgresql' : 'pglite',
      eventMarketShare: share,
      eventMarketBudget: config.odds.eventMarkets.monthlyBudget,
      perEvent: config.odds.eventMarkets.perEvent,
      feedTurnSimulatedS: TURN_MS / 1000,
      sampled:
        `detection compared every ${sampleMs / 60_000} simulated minutes (${totals.samples} samples), ` +
        `not continuously; ${sports.length} sports, not every one the simulator has (a 20,000-credit ` +
        `plan polls a few: ODDS_SPORTS); the oracle buys every event within the planner's 24 h horizon`,
      detection: config.detection,
    },
    perDay: [...creditsByDay.keys()].sort().map((day) => {
      const figures = daily.get(day);
      return {
        day,
        credits: creditsByDay.get(day),
        eventMarketPricesBought: pricesByDay[day] ?? 0,
        opportunitiesSeen: figures
          ? {
              planner: figures.planner,
              oracle: figures.oracle,
              plannerAlsoInOracle: figures.matched,
              plannerNotInOracle: figures.plannerOnly,
            }
          : null,
      };
    }),
    month: {
      creditsChargedBySimulator: charged,
      creditsRecorded: sum(creditsTotal),
      budget: monthly,
      withinBudget: charged <= monthly,
      byCategory: creditsTotal,
      eventMarketCredits: (creditsTotal.discovery ?? 0) + (creditsTotal.eventMarkets ?? 0),
      eventMarketBudget: config.odds.eventMarkets.monthlyBudget,
      eventMarketPricesBought: sum(pricesByDay),
      oraclePricesBoughtAtSamples: oraclePricesBought,
      // Opportunity-samples: an opportunity live at n samples counts n times.
      foundVersusBuyingEverything: {
        byTypeAndKind: shareOf(totals.matched, totals.oracle),
        all: {
          oracle: sum(totals.oracle),
          planner: sum(totals.matched),
          share: Math.round((sum(totals.matched) / Math.max(1, sum(totals.oracle))) * 1000) / 1000,
        },
        plannerNotInOracle: totals.plannerOnly,
      },
      spend,
      where,
    },
    runSeconds: {
      total: Math.round((performance.now() - started) / 100) / 10,
      feedAndSimulator: Math.round(steppingAndFeedMs / 100) / 10,
      oracleAndDetection: Math.round(samplingMs / 100) / 10,
    },
  };
}
