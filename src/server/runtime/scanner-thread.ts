import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { createAlerts } from '../alerts/create-alerts';
import { databaseOverPort, openDatabase, type DatabaseHandle } from '../db/database';
import { MemoryRecheckCounts, SharedRecheckCounts } from '../engine/recheck-counts';
import { threadPort } from '../platform/bus/port-adapter';
import { ScannerThreadBus, type ToScanner, type ToServing } from '../platform/bus/thread-bus';
import { createPlatform } from './platform';
import { createScanner, type Scanner } from './scanner-role';
import {
  SCANNER_METRICS_TOPIC,
  type FromScannerThread,
  type ScannerThreadInit,
  type ToScannerThread,
} from './scanner-thread-protocol';
import { ShutdownSteps } from './shutdown-steps';
import { Registry } from 'prom-client';
import { registerScannerMetrics } from '../http/metrics';

/**
 * The scanner's own thread (decision 040): odds feed, board, detection, opportunity log, market
 * analysis, re-checks and alert matching, on a heap of their own, so a poll that replaces the
 * board's objects never pauses the thread that serves HTTP and streams. It publishes on the
 * thread bus and answers the serving thread's requests there.
 */
const port = parentPort;
if (!port) throw new Error('scanner-thread runs only as a worker thread');
const init = workerData as ScannerThreadInit;
const { config } = init;
const log = pino({ level: init.silent ? 'silent' : config.logLevel }).child({
  roles: 'scanner',
  thread: 'scanner',
});
const steps = new ShutdownSteps(log);
const encoder = new TextEncoder();
const tell = (message: FromScannerThread) => port.postMessage(message);

async function openOwnDatabase(): Promise<DatabaseHandle> {
  const handle =
    init.database.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: init.database.url })
      : databaseOverPort(init.database.port);
  // Last: the scanner's final writes go through it.
  steps.push({ order: 5, name: 'database', run: () => handle.close() });
  return handle;
}

async function build(): Promise<Scanner> {
  const database = await openOwnDatabase();
  const { db } = database;
  const platform = createPlatform(init.platform, database, log);
  const bus = new ScannerThreadBus(threadPort<ToServing, ToScanner>(init.busPort));
  // After the feed and detection: their last events still reach the serving thread.
  steps.push({ order: 4.5, name: 'bus', run: () => bus.close() });
  const simulator = init.simulatorUrl
    ? // The serving thread owns the simulator process; this thread only reads it.
      Promise.resolve({ url: init.simulatorUrl, stop: () => Promise.resolve() })
    : null;
  const counts =
    platform.kind === 'postgres' ? new SharedRecheckCounts(db) : new MemoryRecheckCounts();
  const scanner = await createScanner(
    config,
    db,
    log,
    simulator,
    platform.lease,
    Date.now,
    steps,
    counts,
    { bus, marketNow: Date.now, ownThread: true },
  );
  // Matching runs where detection does, once; the serving thread's jobs send what it queued.
  const alerts = await createAlerts(config, db, log, () => new Date(), {
    bus,
    replica: scanner.engine.replica,
    recheck: scanner.recheck,
    matchHere: true,
    followHere: false,
  });
  steps.push({ order: 2.5, name: 'alerts', run: () => alerts.stop() });
  // Rules a member changed on the serving thread reach the matching here at once.
  const stopControl = bus.onControl((event) => {
    if (event.type === 'alert-rules.changed') alerts.rules.invalidate();
  });
  steps.push({ order: 2.4, name: 'control events', run: stopControl });
  // The serving thread's /metrics appends this thread's series.
  const metrics = new Registry();
  metrics.setDefaultLabels({ role: [...config.roles].sort().join(',') });
  registerScannerMetrics(metrics, {
    feed: scanner.feed,
    engine: scanner.engine,
    monthlyCredits: config.odds.monthlyCredits,
  });
  await bus.answer(SCANNER_METRICS_TOPIC, async () => encoder.encode(await metrics.metrics()));
  return scanner;
}

/** Told every half second: the serving thread's /readyz reads it, and its silence means a stuck thread. */
const HEARTBEAT_MS = 500;

build().then(
  (scanner) => {
    let heartbeat: NodeJS.Timeout | null = null;
    let starting: Promise<void> = Promise.resolve();
    let stopping: Promise<void> | null = null;
    port.on('message', (message: ToScannerThread) => {
      if (message.t === 'start') {
        starting = scanner.start().then(
          () => {
            if (stopping) return;
            tell({ t: 'state', state: scanner.state() });
            heartbeat = setInterval(
              () => tell({ t: 'state', state: scanner.state() }),
              HEARTBEAT_MS,
            );
            tell({ t: 'started' });
          },
          (error: unknown) => {
            log.error({ err: error }, 'the scanner could not start');
            tell(failed(error));
          },
        );
        return;
      }
      // A stop during the start waits for it: the feed must not begin polling after its stop.
      stopping ??= starting.then(async () => {
        if (heartbeat) clearInterval(heartbeat);
        await steps.runAll();
        tell({ t: 'stopped' });
        port.close();
      });
    });
    tell({ t: 'ready' });
  },
  async (error: unknown) => {
    await steps.runAll();
    tell(failed(error));
  },
);

function failed(error: unknown): FromScannerThread {
  const failure = error instanceof Error ? error : new Error(String(error));
  return { t: 'failed', message: failure.message, stack: failure.stack };
}
