import { MessageChannel, Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { attachDatabasePort, type DatabaseHandle } from '../db/database';
import { threadPort } from '../platform/bus/port-adapter';
import { ServingThreadBus, type ToScanner, type ToServing } from '../platform/bus/thread-bus';
import { runtimeFiles } from '../runtime-files';
import type { PlatformKind } from './platform';
import type { ScannerState } from './scanner-role';
import {
  SCANNER_METRICS_TOPIC,
  type FromScannerThread,
  type ScannerThreadInit,
  type ToScannerThread,
} from './scanner-thread-protocol';
import { NoAnswer } from '../platform/bus/requests';

/**
 * Stopping lets the poll in hand finish its part and its writes (decision 036); then it is ended,
 * early enough for the serving thread's own steps within the process's 10 s.
 */
const STOP_WAIT_MS = 7_000;
/** The thread tells its state every 0.5 s; this long without a word, it is refreshing nothing. */
const SILENT_AFTER_MS = 15_000;
const decoder = new TextDecoder();

/**
 * The scanner on a thread of its own, seen from the serving thread (decision 040): its bus, its
 * state for /readyz, and its start and stop.
 */
export class ScannerThread {
  private current: ScannerState = 'starting';
  /** Built up to its lease: loading its modules and the feed takes a while, beside the server's own start. */
  private readonly ready: Promise<void>;
  private exited = false;
  private lastHeard = 0;
  private watchdog: NodeJS.Timeout | null = null;
  private waiting: {
    kind: FromScannerThread['t'];
    resolve: () => void;
    reject: (e: Error) => void;
  }[] = [];

  private constructor(
    private readonly worker: Worker,
    readonly bus: ServingThreadBus,
    private readonly log: FastifyBaseLogger,
  ) {
    worker.on('message', (message: FromScannerThread) => {
      if (message.t === 'state') {
        this.current = message.state;
        this.lastHeard = Date.now();
        bus.scannerHeard(true);
      } else if (message.t === 'failed') {
        const error = new Error(`the scanner thread failed: ${message.message}`);
        error.stack = message.stack;
        this.settle(
          () => true,
          (waiter) => waiter.reject(error),
        );
      } else
        this.settle(
          (kind) => kind === message.t,
          (waiter) => waiter.resolve(),
        );
    });
    this.ready = this.awaitMessage('ready', null);
    // The feed's reads and the other answers are registered while the thread builds itself.
    bus.answersAfter(this.ready);
    // Its failure is reported by start(); meanwhile it must not count as unhandled.
    this.ready.catch(() => {});
    worker.on('error', (error) => log.error({ err: error }, 'the scanner thread failed'));
    worker.on('exit', (code) => {
      this.exited = true;
      this.current = 'starting';
      if (this.watchdog) clearInterval(this.watchdog);
      bus.scannerGone();
      const gone = new Error(`the scanner thread stopped (exit code ${code})`);
      this.settle(
        () => true,
        (waiter) => waiter.reject(gone),
      );
    });
  }

  private settle(
    which: (kind: FromScannerThread['t']) => boolean,
    then: (waiter: { resolve: () => void; reject: (e: Error) => void }) => void,
  ) {
    const settled = this.waiting.filter((w) => which(w.kind));
    this.waiting = this.waiting.filter((w) => !which(w.kind));
    for (const waiter of settled) then(waiter);
  }

  /**
   * A bus whose serving side is listening before the thread can publish (so it hears every
   * event from the first), then the thread, which builds itself up to its lease while the server
   * starts, and polls once started.
   */
  static prepare(): { bus: ServingThreadBus; launch: Launch } {
    const { port1, port2 } = new MessageChannel();
    const bus = new ServingThreadBus(threadPort<ToScanner, ToServing>(port1));
    const launch: Launch = async (options) => {
      const database = await reachableFromThread(options.database);
      const init: ScannerThreadInit = {
        config: options.config,
        database,
        platform: options.platform,
        busPort: port2,
        simulatorUrl: options.simulatorUrl,
        silent: options.silent,
      };
      const transfer = database.kind === 'pglite' ? [port2, database.port] : [port2];
      const worker = new Worker(runtimeFiles.scannerWorker, {
        workerData: init,
        transferList: transfer,
      });
      return new ScannerThread(worker, bus, options.log);
    };
    return { bus, launch };
  }

  get state(): ScannerState {
    return this.current;
  }

  /** The scanner thread's own Prometheus series; empty when it does not answer in time. */
  async metrics(): Promise<string> {
    try {
      return decoder.decode(await this.bus.ask(SCANNER_METRICS_TOPIC, new Uint8Array(), 2_000));
    } catch (error) {
      if (error instanceof NoAnswer) return '';
      throw error;
    }
  }

  /** Takes the lease and begins polling; resolves once it has. */
  async start(): Promise<void> {
    await this.ready;
    await this.awaitMessage('started', { t: 'start' });
    this.lastHeard = Date.now();
    // A thread stuck in its work (a loop, a lock) is not shown as refreshing: its state stops coming.
    this.watchdog = setInterval(() => {
      if (Date.now() - this.lastHeard <= SILENT_AFTER_MS) return;
      if (this.bus.connected)
        this.log.error(
          { silentMs: Date.now() - this.lastHeard },
          'the scanner thread is not answering',
        );
      this.current = 'starting';
      this.bus.scannerHeard(false);
    }, 1_000);
    this.watchdog.unref();
  }

  /** The scanner's own shutdown (lease, feed, detection, analysis, writes), then the thread ends. */
  async stop(): Promise<void> {
    if (this.watchdog) clearInterval(this.watchdog);
    if (this.exited) return;
    try {
      await Promise.race([
        this.awaitMessage('stopped', { t: 'stop' }),
        new Promise((_, fail) =>
          setTimeout(
            () => fail(new Error('the scanner thread did not stop in time')),
            STOP_WAIT_MS,
          ).unref(),
        ),
      ]);
    } catch (error) {
      this.log.error({ err: error }, 'the scanner thread is ended');
    }
    await this.worker.terminate();
  }

  private awaitMessage(kind: FromScannerThread['t'], send: ToScannerThread | null): Promise<void> {
    if (this.exited) return Promise.reject(new Error('the scanner thread has stopped'));
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ kind, resolve, reject });
      if (send) this.worker.postMessage(send);
    });
  }
}

type Launch = (options: {
  config: Config;
  database: DatabaseHandle;
  platform: PlatformKind;
  simulatorUrl: string | null;
  silent: boolean;
  log: FastifyBaseLogger;
}) => Promise<ScannerThread>;

/** How the scanner's thread reaches the serving thread's database. */
async function reachableFromThread(handle: DatabaseHandle): Promise<ScannerThreadInit['database']> {
  if (handle.kind === 'postgres' && handle.url) return { kind: 'postgres', url: handle.url };
  const port = attachDatabasePort(handle);
  if (!port) throw new Error('the scanner thread needs PostgreSQL or the embedded database thread');
  return { kind: 'pglite', port: await port };
}
