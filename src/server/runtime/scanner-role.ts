import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createEngine } from '../engine/create-engine';
import type { DetectionEngine } from '../engine/detection-engine';
import { OpportunityRecheck } from '../engine/opportunity-recheck';
import { RecheckBudget } from '../engine/recheck-budget';
import type { RecheckCounts } from '../engine/recheck-counts';
import type { OddsFeed } from '../odds/odds-feed';
import { MarketIntelligence } from '../market/market-intelligence';
import { createOddsFeed } from '../odds/create-feed';
import { oddsSourceName } from '../odds/odds-source-name';
import type { SimulatorProcess } from '../odds/simulator-process';
import type { LiveBus } from '../platform/bus/live-bus';
import type { Lease } from '../platform/lease/lease';
import { answerAsScanner, answerFeedReads } from './scanner-answers';
import { LocalFeedReads } from '../odds/local-feed-reads';
import type { ShutdownSteps } from './shutdown-steps';

/** The scanner's state for /readyz: a standby is ready to take over, and says so. */
export type ScannerState = 'standby' | 'starting' | 'polling';

/**
 * The scanner role: odds feed, board, detection, opportunity log, market analysis and re-checks.
 * Everything is built at once, but only the lease holder polls: it starts polling when it gains
 * the lease (the board rebuilt from the database, then the next poll) and stops the moment it
 * loses it.
 */
export async function createScanner(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  simulator: Promise<SimulatorProcess> | null,
  lease: Lease,
  now: () => number,
  steps: ShutdownSteps,
  counts: RecheckCounts,
  {
    bus,
    marketNow,
    ownThread = false,
  }: {
    bus: LiveBus;
    marketNow: () => number;
    /** On the scanner's own thread (decision 040): it reads poll bodies itself. */
    ownThread?: boolean;
  },
) {
  const odds = await createOddsFeed(config, db, log, simulator, ownThread);
  steps.push({ order: 1, name: 'odds feed', run: () => odds.stop() });
  const detection = createEngine(config, db, odds.feed, bus, log, marketNow);
  steps.push({ order: 2, name: 'detection', run: () => detection.stop() });
  const { feed } = odds;
  const { engine } = detection;
  const { recheck, market } = overTheFeed(config, db, log, now, { feed, engine, bus }, counts);
  const feedReads = new LocalFeedReads(feed, config);
  steps.push({ order: 2.6, name: 'market intelligence', run: () => market.stop() });

  // The serving thread reads the feed from the moment it listens, before the first poll (its
  // status then says so), as it did with the feed in the same thread: no 503 in between.
  if (ownThread) {
    const stopFeedAnswers = await answerFeedReads(bus, feedReads);
    steps.push({ order: 0.5, name: 'feed answers', run: stopFeedAnswers });
  }
  let leaderSince: number | null = null;
  let everLed = false;
  let stopAnswering = async () => {};
  // Gains and losses are applied one after the other, never interleaved.
  let transitions: Promise<void> = Promise.resolve();
  const gain = async () => {
    if (!everLed) {
      everLed = true;
      await detection.start();
      market.start();
    }
    // API processes send their members' re-checks and analysis requests to the elected scanner.
    // On its own thread the feed is answered from the start (below), as the one process did.
    stopAnswering = await answerAsScanner(bus, {
      recheck,
      market,
      feed: ownThread ? null : feedReads,
    });
    await feed.start();
    leaderSince = Date.now();
  };
  const lose = async () => {
    await stopAnswering();
    leaderSince = null;
    await feed.stop();
  };
  lease.onChange((held) => {
    transitions = transitions
      .then(held ? gain : lose)
      .catch((error: unknown) => log.error({ err: error }, 'scanner could not change state'));
  });
  steps.push({ order: 0, name: 'scanner lease', run: () => lease.stop() });

  return {
    feed,
    feedReads,
    engine,
    bus,
    recheck,
    market,
    simulatorUrl: odds.simulatorUrl,
    /** True while this process is the elected scanner. */
    leads: () => lease.held,
    /** Asks for the lease; in one process it is held at once and polling has begun on return. */
    async start() {
      await lease.start();
      await transitions;
    },
    /** Polling once it holds the lease and a poll since has succeeded. */
    state(): ScannerState {
      if (!lease.held) return 'standby';
      if (leaderSince === null) return 'starting';
      const since = leaderSince;
      const polled = feed
        .status()
        .sports.some((s) => s.lastSuccessAt !== null && Date.parse(s.lastSuccessAt) >= since);
      return polled ? 'polling' : 'starting';
    },
  };
}

export type Scanner = Awaited<ReturnType<typeof createScanner>>;

/**
 * The services that run over a feed and its engine: members' re-checks at the source and the
 * market analysis of the feed's recorded prices (the scanner's, or a caller's ready-made feed).
 */
export function overTheFeed(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  now: () => number,
  live: { feed: OddsFeed; engine: DetectionEngine; bus: LiveBus | null },
  counts: RecheckCounts,
) {
  const recheck = new OpportunityRecheck(
    live.engine,
    live.feed,
    { ...config.recheck, costPerCheck: config.odds.regions.length },
    now,
    counts,
    new RecheckBudget(db),
  );
  const market = new MarketIntelligence(db, live.feed, live.bus, log, now, {
    refreshMs: config.market.refreshMs,
    analysisThreads: config.market.analysisThreads,
    priceSource: oddsSourceName(config),
  });
  return { recheck, market };
}
