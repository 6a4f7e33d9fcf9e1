import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { OddsBodyReply } from './odds-body-protocol';
import type { WireEventOdds } from './wire-format';
import { ingestOddsBody, type IngestResult } from './wire-ingest';

/** The body was not JSON at all (as opposed to JSON of the wrong shape). */
export class BodyNotJsonError extends Error {}

/** Reads an odds answer's body: JSON parsed once, validated piece by piece. */
export interface OddsBodyReader {
  read(text: string): Promise<IngestResult>;
  stop(): Promise<void>;
}

/** On the calling thread: for tests and tools that serve nothing meanwhile. */
export const inlineBodyReader: OddsBodyReader = {
  read(text) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return Promise.reject(new BodyNotJsonError((error as Error).message));
    }
    try {
      return Promise.resolve(ingestOddsBody(json));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  },
  stop: () => Promise.resolve(),
};

/**
 * A body this small reads inline in about a millisecond; sent to the thread it crosses two
 * thread hops instead, each waiting for a core on a busy machine — time every stream's prices
 * would wait for.
 */
export const INLINE_BELOW_CHARS = 64 * 1024;

interface Pending {
  events: WireEventOdds[];
  resolve: (result: IngestResult) => void;
  reject: (error: Error) => void;
}

/**
 * On a thread of its own (issue 19): parsing and validating a 10 MB poll takes hundreds of
 * milliseconds, which the thread serving HTTP must not spend. The events come back a few per
 * message, so copying them in is many short turns of the event loop rather than one long one.
 * If the thread cannot start or dies, bodies are read inline, and that is logged.
 */
export class ThreadBodyReader implements OddsBodyReader {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private inline = false;

  constructor(
    private readonly entry: URL,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  read(text: string): Promise<IngestResult> {
    if (text.length < INLINE_BELOW_CHARS) return inlineBodyReader.read(text);
    const worker = this.thread();
    if (!worker) return inlineBodyReader.read(text);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { events: [], resolve, reject });
      worker.postMessage({ id, text });
    });
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.inline = true;
    if (worker) await worker.terminate();
  }

  private thread(): Worker | null {
    if (this.inline) return null;
    if (this.worker) return this.worker;
    let worker: Worker;
    try {
      worker = new Worker(this.entry);
    } catch (error) {
      this.log.warn({ err: error }, 'odds body thread unavailable; reading polls inline');
      this.inline = true;
      return null;
    }
    worker.unref();
    worker.on('message', (reply: OddsBodyReply) => this.received(reply));
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error) => {
      this.log.warn({ err: error }, 'odds body thread failed; the next poll starts a new one');
      fail(error);
    });
    worker.on('exit', (code) => fail(new Error(`odds body thread exited (code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private received(reply: OddsBodyReply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    if ('events' in reply) {
      for (const event of reply.events) pending.events.push(event);
      return;
    }
    this.pending.delete(reply.id);
    if ('done' in reply) pending.resolve({ events: pending.events, dropped: reply.dropped });
    else if (reply.failed === 'not-json') pending.reject(new BodyNotJsonError(reply.message));
    else pending.reject(new Error(reply.message));
  }
}
