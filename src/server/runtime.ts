import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, type AppOptions } from './app';
import { createAlerts } from './alerts/create-alerts';
import type { Config, Role } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/database';
import { lockDataDir } from './db/data-dir-lock';
import type { DetectionEngine } from './engine/detection-engine';
import type { LiveBus } from './platform/bus/live-bus';
import { JetStreamBus } from './platform/bus/jetstream-bus';
import { MemoryBus } from './platform/bus/memory-bus';
import { BusReplica } from './replica/bus-replica';
import type { LiveReplica } from './replica/live-replica';
import type { OddsFeed } from './odds/odds-feed';
import { startSimulatorProcess } from './odds/simulator-process';
import { postgresRateLimitStore } from './platform/limits/postgres-rate-limit-store';
import { backgroundJobs } from './runtime/jobs-role';
import { createPlatform, type Platform, type PlatformKind } from './runtime/platform';
import type { RoleReadiness } from './runtime/role-readiness';
import { createScanner, overTheFeed, type Scanner } from './runtime/scanner-role';
import { RemoteMarketViews } from './replica/remote-market-views';
import { LocalFeedReads } from './odds/local-feed-reads';
import { feedWhereScannerLeads, RemoteFeedReads, type FeedReads } from './replica/feed-reads';
import { RemoteRecheck, recheckWhereScannerLeads } from './replica/remote-recheck';
import type { MarketViews, Rechecker } from './replica/scanner-services';
import { MemoryRecheckCounts, SharedRecheckCounts } from './engine/recheck-counts';
import { ShutdownSteps } from './runtime/shutdown-steps';
import { ScannerThread } from './runtime/scanner-thread-client';

export interface RuntimeOptions {
  config: Config;
  /** An open database (tests, benchmarks); otherwise one is opened from the config and locked. */
  database?: DatabaseHandle;
  /**
   * The cross-process parts: `memory` (one process) or `postgres` (lease and pg-boss). Default:
   * `postgres` when the runtime opens a PostgreSQL database from the config, else `memory`.
   */
  platform?: PlatformKind;
  /** Start the odds feed and detection (default), or serve without live data. */
  live?: boolean;
  /** Ready-made live services over a board of the caller's (benchmarks, stream tests). */
  services?: { engine?: DetectionEngine; bus?: LiveBus; feed?: OddsFeed };
  clock?: AppOptions['clock'];
  /**
   * Detection's clock: when an event has started and how old a quote is. The system clock unless
   * a test moves it (an event made to start); the feed's own times are the system clock's.
   */
  marketClock?: () => number;
  clientDir?: string;
  /**
   * The scanner on its own thread (decision 040). Default: as configured, where the runtime opens
   * its own database; a caller's database must be PostgreSQL or the embedded database's thread.
   */
  scannerThread?: boolean;
  /** False silences the request log (tests). */
  logger?: boolean;
}

export interface Runtime {
  config: Config;
  app: FastifyInstance;
  db: Database;
  databaseKind: DatabaseHandle['kind'];
  platform: Platform['kind'];
  feed: OddsFeed | null;
  engine: DetectionEngine | null;
  bus: LiveBus | null;
  /** Base URL of the embedded market simulator when it is the odds source (tests read its /__sim controls). */
  simulatorUrl: string | null;
  /** Listens on the configured host and port, then starts this process's roles. */
  listen(options?: { port?: number; host?: string }): Promise<void>;
  /** Ordered: give up the lease and stop polling (the poll in progress and its writes finish), stop detection and
   * flush its log, stop the alerts and the market analysis, end open streams and close HTTP, stop the jobs, close the database. */
  stop(): Promise<void>;
}

/**
 * The one composition root: config → database → platform → the roles this process runs
 * (ARBITER_ROLES: scanner, jobs, api; decision 023) → HTTP, and back down.
 */
export async function createRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { config } = options;
  const has = (role: Role) => config.roles.has(role);
  const log: FastifyBaseLogger = pino({
    level: options.logger === false ? 'silent' : config.logLevel,
  }).child({ roles: [...config.roles].join(',') });
  const steps = new ShutdownSteps(log);
  const stopAll = () => steps.runAll();

  const live = options.live !== false && !options.services && has('scanner');
  const source = config.odds.source;
  // The simulator process starts while the database opens: neither waits for the other.
  const simulator = live && source.kind === 'embedded' ? startSimulatorProcess(source) : null;
  // Its failure is reported where it is awaited (createOddsFeed), or is moot if start-up failed.
  simulator?.catch(() => {});

  try {
    const database = options.database ?? (await openOwnDatabase(config, steps));
    const db = database.db;
    const platformKind =
      options.platform ??
      (!options.database && database.kind === 'postgres' ? 'postgres' : 'memory');
    const platform = createPlatform(platformKind, database, log);
    // The scanner gets a thread of its own where this one process runs it with the serving roles
    // and its own database (decision 040); tests that hand in a database or services keep it here.
    const threaded =
      live &&
      !config.nats &&
      (options.scannerThread ?? (config.scannerThread && !options.database));
    const prepared = threaded ? ScannerThread.prepare() : null;
    // Closed last, whatever happens between here and the thread's launch.
    if (prepared) steps.push({ order: 4.5, name: 'thread bus', run: () => prepared.bus.close() });
    // JetStream when NATS is configured; in one process the bus lives in memory, where the
    // scanner is, or between the two threads.
    const bus: LiveBus | null =
      options.services?.bus ??
      prepared?.bus ??
      (config.nats || live ? await openBus(config, log, steps) : null);

    const clock = options.clock ?? (() => new Date());
    const now = () => clock().getTime();
    const counts =
      platform.kind === 'postgres' ? new SharedRecheckCounts(db) : new MemoryRecheckCounts();
    const scanner: Scanner | null =
      live && bus && !prepared
        ? await createScanner(config, db, log, simulator, platform.lease, now, steps, counts, {
            bus,
            marketNow: options.marketClock ?? Date.now,
          })
        : null;
    const feed = scanner?.feed ?? options.services?.feed ?? null;
    const engine = scanner?.engine ?? options.services?.engine ?? null;
    // A caller's ready-made feed and engine get the same services over them as the scanner's.
    const given =
      !scanner && feed && engine
        ? overTheFeed(config, db, log, now, { feed, engine, bus }, counts)
        : null;
    if (given)
      steps.push({ order: 2.6, name: 'market intelligence', run: () => given.market.stop() });
    const localRecheck = scanner?.recheck ?? given?.recheck ?? null;
    // In a cluster, whatever this process cannot answer itself goes to the elected scanner.
    const remote =
      (config.nats || prepared) && bus ? scannerOverTheBus(bus, config.market.refreshMs) : null;
    const recheck: Rechecker | null =
      scanner && remote
        ? recheckWhereScannerLeads(scanner.recheck, remote.recheck, () => scanner.leads())
        : (localRecheck ?? remote?.recheck ?? null);
    const market: MarketViews | null = scanner?.market ?? given?.market ?? remote?.market ?? null;
    const localFeed = scanner?.feedReads ?? (feed ? new LocalFeedReads(feed, config) : null);
    const feedReads: FeedReads | null =
      scanner && remote
        ? feedWhereScannerLeads(scanner.feedReads, remote.feed, () => scanner.leads())
        : (localFeed ?? remote?.feed ?? null);
    const replica = await openReplica(engine, bus, config.nats !== null || prepared !== null);
    if (replica instanceof BusReplica)
      steps.push({ order: 3.5, name: 'replica', run: () => replica.stop() });
    // Launched once the replica listens: it hears the thread's events from the first.
    const thread = prepared
      ? await prepared.launch({
          config,
          database,
          platform: platformKind,
          simulatorUrl: simulator ? (await simulator).url : null,
          silent: options.logger === false,
          log,
        })
      : null;
    if (thread) steps.push({ order: 1, name: 'scanner thread', run: () => thread.stop() });
    if (thread && simulator)
      steps.push({ order: 1.5, name: 'simulator', run: async () => (await simulator).stop() });

    // Every role builds the alert services (routes, and matching where the bus is); only the
    // jobs role sends.
    const alerts = await createAlerts(config, db, log, clock, {
      bus,
      replica,
      recheck,
      matchHere: engine !== null,
      followHere: has('jobs'),
    });
    steps.push({ order: 2.5, name: 'alerts', run: () => alerts.stop() });
    if (has('jobs'))
      platform.jobs.add(...backgroundJobs(config, db, log, clock, alerts, simulator));
    steps.push({ order: 4, name: 'jobs', run: () => platform.jobs.stop() });

    const readiness: RoleReadiness = {
      roles: [...config.roles],
      scanner: scanner ? () => scanner.state() : thread ? () => thread.state : null,
      jobs: has('jobs') ? () => platform.jobs.started : null,
    };
    const app = await buildApp({
      config,
      db,
      clock: options.clock,
      clientDir: options.clientDir,
      logger: options.logger,
      feed,
      feedReads,
      engine,
      bus,
      replica,
      alerts,
      market,
      recheck,
      readiness,
      ...(thread ? { scannerMetrics: () => thread.metrics() } : {}),
      ...(platform.kind === 'postgres' ? { rateLimitStore: postgresRateLimitStore(db) } : {}),
    });
    // Closing HTTP ends the open streams first (a preClose hook), so it cannot hang on them.
    steps.push({ order: 3, name: 'http', run: () => app.close() });

    let stopped: Promise<void> | null = null;
    return {
      config,
      app,
      db,
      databaseKind: database.kind,
      platform: platform.kind,
      feed,
      engine,
      bus,
      simulatorUrl: scanner?.simulatorUrl ?? (thread && simulator ? (await simulator).url : null),
      async listen(at = {}) {
        await app.listen({ port: at.port ?? config.port, host: at.host ?? config.host });
        await scanner?.start();
        await thread?.start();
        given?.market.start();
        if (has('jobs')) {
          await platform.jobs.start();
          // The Telegram bot takes its updates on one jobs process at a time (a lease of its own).
          await alerts.start(platform.leaseFor('arbiter:telegram'));
        }
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
  scannerElsewhere: boolean,
): Promise<LiveReplica | null> {
  if (engine) return engine.replica;
  return bus && scannerElsewhere ? BusReplica.start(bus) : null;
}

/** The elected scanner's feed reads, re-checks and market analysis, asked for over the bus (decisions 029, 040). */
function scannerOverTheBus(bus: LiveBus, refreshMs: number) {
  return {
    recheck: new RemoteRecheck(bus),
    market: new RemoteMarketViews(bus, refreshMs),
    feed: new RemoteFeedReads(bus),
  };
}

/** JetStream when NATS is configured, else the bus lives in this process. */
async function openBus(
  config: Config,
  log: FastifyBaseLogger,
  steps: ShutdownSteps,
): Promise<LiveBus> {
  if (!config.nats) return new MemoryBus();
  const { url, ...layout } = config.nats;
  const bus = await JetStreamBus.connect({ url, ...layout, log: log.child({ component: 'bus' }) });
  // After HTTP (the streams) and before the database: the last events still reach the broker.
  steps.push({ order: 4.5, name: 'bus', run: () => bus.close() });
  return bus;
}

async function openOwnDatabase(config: Config, steps: ShutdownSteps): Promise<DatabaseHandle> {
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
