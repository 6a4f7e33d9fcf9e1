import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, type AppOptions } from './app';
import { purgeExpiredSessions } from './auth/session-store';
import { BetSettler } from './account/bet-settler';
import { createAlerts } from './alerts/create-alerts';
import { PickGrader } from './admin/pick-grades';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/database';
import { lockDataDir } from './db/data-dir-lock';
import { createEngine } from './engine/create-engine';
import { OpportunityRecheck } from './engine/opportunity-recheck';
import type { DetectionEngine } from './engine/detection-engine';
import type { LiveBus } from './platform/bus/live-bus';
import { JetStreamBus } from './platform/bus/jetstream-bus';
import { MemoryBus } from './platform/bus/memory-bus';
import { BusReplica } from './replica/bus-replica';
import type { LiveReplica } from './replica/live-replica';
import { createOddsFeed } from './odds/create-feed';
import type { OddsFeed } from './odds/odds-feed';
import { startSimulatorProcess } from './odds/simulator-process';
import { oddsSourceName } from './odds/odds-source-name';
import { MarketIntelligence } from './market/market-intelligence';
import { SignalGrader } from './market/signal-grades';

/** How often the market analysis of the selections members look at is recomputed. */
const MARKET_REFRESH_MS = 30_000;

const SESSION_PURGE_EVERY_MS = 60 * 60_000;

/** A shutdown step; `order` is its place when stopping (polling first, the database last). */
interface Step {
  order: number;
  name: string;
  run: () => Promise<void> | void;
}

export interface RuntimeOptions {
  config: Config;
  /** An open database (tests, benchmarks); otherwise one is opened from the config and locked. */
  database?: DatabaseHandle;
  /** Start the odds feed and detection (default), or serve without live data. */
  live?: boolean;
  /** Ready-made live services over a board of the caller's (benchmarks, stream tests). */
  services?: { engine?: DetectionEngine; bus?: LiveBus; feed?: OddsFeed };
  clock?: AppOptions['clock'];
  clientDir?: string;
  /** False silences the request log (tests). */
  logger?: boolean;
}

export interface Runtime {
  config: Config;
  app: FastifyInstance;
  db: Database;
  databaseKind: DatabaseHandle['kind'];
  feed: OddsFeed | null;
  engine: DetectionEngine | null;
  bus: LiveBus | null;
  /** Base URL of the embedded market simulator when it is the odds source (tests read its /__sim controls). */
  simulatorUrl: string | null;
  /** Listens on the configured host and port, then starts polling and detection. */
  listen(options?: { port?: number; host?: string }): Promise<void>;
  /** Ordered: stop polling (the poll in progress and its writes finish), stop detection and
   * flush its log, stop the alerts and the market analysis, end open streams and close HTTP, stop timers, close the database. */
  stop(): Promise<void>;
}

/** The one composition root: config → database → feed → engine → bus → HTTP, and back down. */
export async function createRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { config } = options;
  const log: FastifyBaseLogger = pino({
    level: options.logger === false ? 'silent' : config.logLevel,
  });
  const steps: Step[] = [];
  const stopAll = async () => {
    for (const step of steps.splice(0).sort((a, b) => a.order - b.order)) {
      try {
        await step.run();
      } catch (error) {
        log.error({ err: error, step: step.name }, 'shutdown step failed');
      }
    }
  };

  const live = options.live !== false && !options.services;
  const source = config.odds.source;
  // The simulator process starts while the database opens: neither waits for the other.
  const simulator = live && source.kind === 'embedded' ? startSimulatorProcess(source) : null;
  // Its failure is reported where it is awaited (createOddsFeed), or is moot if start-up failed.
  simulator?.catch(() => {});

  try {
    const database = options.database ?? (await openOwnDatabase(config, steps));
    const db = database.db;

    let feed: OddsFeed | null = options.services?.feed ?? null;
    let engine: DetectionEngine | null = options.services?.engine ?? null;
    const bus: LiveBus | null =
      options.services?.bus ?? (config.nats || live ? await openBus(config, log, steps) : null);
    let simulatorUrl: string | null = null;
    let startLive = async () => {};
    const clock = options.clock ?? (() => new Date());
    const now = () => clock().getTime();
    if (live && bus) {
      const odds = await createOddsFeed(config, db, log, simulator);
      steps.push({ order: 1, name: 'odds feed', run: () => odds.stop() });
      const detection = createEngine(config, db, odds.feed, bus, log, now);
      steps.push({ order: 2, name: 'detection', run: () => detection.stop() });
      feed = odds.feed;
      engine = detection.engine;
      simulatorUrl = odds.simulatorUrl;
      startLive = async () => {
        await odds.feed.start();
        await detection.start();
        await recheck?.start();
      };
    }

    const recheck =
      feed && engine
        ? new OpportunityRecheck(
            engine,
            feed,
            { ...config.recheck, costPerCheck: config.odds.regions.length },
            now,
          )
        : null;
    const replica = await openReplica(engine, bus, config);
    if (replica instanceof BusReplica)
      steps.push({ order: 3.5, name: 'replica', run: () => replica.stop() });
    const alerts = await createAlerts(config, db, log, clock, { bus, replica, recheck });
    steps.push({ order: 2.5, name: 'alerts', run: () => alerts.stop() });

    // The market analysis reads the feed's recorded prices; it runs wherever the feed does.
    const market = feed
      ? new MarketIntelligence(db, feed, bus, log, now, {
          refreshMs: MARKET_REFRESH_MS,
          analysisThreads: config.market.analysisThreads,
          priceSource: oddsSourceName(config),
        })
      : null;
    if (market) steps.push({ order: 2.6, name: 'market intelligence', run: () => market.stop() });

    const app = await buildApp({
      config,
      db,
      clock: options.clock,
      clientDir: options.clientDir,
      logger: options.logger,
      feed,
      engine,
      bus,
      replica,
      alerts,
      market,
      recheck,
    });
    // Closing HTTP ends the open streams first (a preClose hook), so it cannot hang on them.
    steps.push({ order: 3, name: 'http', run: () => app.close() });

    const purge = setInterval(() => {
      purgeExpiredSessions(db, new Date()).catch((error: unknown) =>
        log.warn({ err: error }, 'could not purge expired sessions'),
      );
    }, SESSION_PURGE_EVERY_MS);
    purge.unref();
    steps.push({ order: 4, name: 'session purge', run: () => clearInterval(purge) });

    // Scores arrive with the odds polls; bets settle (and close) within a poll interval of them.
    const settler = new BetSettler(db, log, clock);
    steps.push({ order: 4, name: 'bet settlement', run: () => settler.stop() });
    // The platform's published picks are graded on the same beat, from the same scores.
    const grader = new PickGrader(db, log, clock);
    steps.push({ order: 4, name: 'pick grading', run: () => grader.stop() });
    // Market signals are logged where the analysis runs, and graded on the same beat.
    const signalGrader = market ? new SignalGrader(db, log, clock) : null;
    if (signalGrader)
      steps.push({ order: 4, name: 'signal grading', run: () => signalGrader.stop() });

    let stopped: Promise<void> | null = null;
    return {
      config,
      app,
      db,
      databaseKind: database.kind,
      feed,
      engine,
      bus,
      simulatorUrl,
      async listen(at = {}) {
        await app.listen({ port: at.port ?? config.port, host: at.host ?? config.host });
        await startLive();
        settler.start(Math.min(60_000, config.odds.pollIntervalMs));
        await alerts.start();
        market?.start();
        grader.start(Math.min(60_000, config.odds.pollIntervalMs));
        signalGrader?.start(Math.min(60_000, config.odds.pollIntervalMs));
      },
      stop() {
        stopped ??= stopAll();
        return stopped;
      },
    };
  } catch (error) {
    await stopAll();
    await simulator?.then(
      (started) => started.stop(),
      () => {},
    );
    throw error;
  }
}

/**
 * What API code reads live data from: the engine's tracker where the scanner runs here, else the
 * live set kept from the bus (an API process of a cluster).
 */
async function openReplica(
  engine: DetectionEngine | null,
  bus: LiveBus | null,
  config: Config,
): Promise<LiveReplica | null> {
  if (engine) return engine.replica;
  return bus && config.nats ? BusReplica.start(bus) : null;
}

/** JetStream when NATS is configured, else the bus lives in this process. */
async function openBus(config: Config, log: FastifyBaseLogger, steps: Step[]): Promise<LiveBus> {
  if (!config.nats) return new MemoryBus();
  const { url, ...layout } = config.nats;
  const bus = await JetStreamBus.connect({ url, ...layout, log: log.child({ component: 'bus' }) });
  // After HTTP (the streams) and before the database: the last events still reach the broker.
  steps.push({ order: 4.5, name: 'bus', run: () => bus.close() });
  return bus;
}

async function openOwnDatabase(config: Config, steps: Step[]): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    steps.push({ order: 5, name: 'database', run: () => handle.close() });
    return handle;
  }
  const lock = lockDataDir(config.dataDir);
  steps.push({ order: 6, name: 'data folder lock', run: () => lock.release() });
  const handle = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  steps.push({ order: 5, name: 'database', run: () => handle.close() });
  return handle;
}
