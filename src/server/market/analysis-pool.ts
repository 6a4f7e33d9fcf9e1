import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { combineParts } from '../../core/market-analysis/analyse-market';
import type { AnalysisPart, MarketAnalysis } from '../../core/market-analysis/analyse-market';
import { runtimeFiles } from '../runtime-files';
import { analysePart } from './analysis-part';
import type { PartRequest } from './analysis-part';
import { packShare } from './packed-share';

interface Pending {
  resolve(part: AnalysisPart): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Runs the market analysis off the main thread, the board split across `threads` worker threads
 * by price count: the analysis of a full board is hundreds of milliseconds of CPU, which on the
 * main thread would hold every request for that long. Prices travel in SharedArrayBuffer tables
 * (see PriceTableBuilder `shared`), and each thread sends back only the views its share of the
 * list can need. With `threads` 0, or when a thread cannot be started, it runs inline.
 */
export class AnalysisPool {
  private threads: (Thread | null)[];
  private nextId = 0;
  private inline: boolean;

  constructor(
    threads: number,
    private readonly log: FastifyBaseLogger,
    /** The thread's entry: analysis-worker, compiled or through tsx (see runtime-files). */
    private readonly workerEntry: URL = runtimeFiles.analysisWorker,
  ) {
    this.threads = Array.from({ length: threads }, () => null);
    this.inline = threads === 0;
  }

  async analyse(request: PartRequest): Promise<MarketAnalysis> {
    const parts = this.inline
      ? [analysePart(request)]
      : await Promise.all(
          shares(request, this.threads.length).map((share, index) => this.run(index, share)),
        );
    return combineParts(parts, request.now);
  }

  async stop(): Promise<void> {
    const running = this.threads.flatMap((thread) => (thread ? [thread] : []));
    this.threads = this.threads.map(() => null);
    await Promise.all(running.map((thread) => thread.worker.terminate()));
  }

  private run(index: number, request: PartRequest): Promise<AnalysisPart> {
    const thread = this.thread(index);
    if (!thread) return Promise.resolve(analysePart(request));
    const id = this.nextId++;
    return new Promise<AnalysisPart>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      const packed = packShare(request);
      thread.worker.postMessage(packed ? { id, packed } : { id, request });
    });
  }

  /** The thread at `index`, started on first use; null (run inline) when it cannot start. */
  private thread(index: number): Thread | null {
    if (this.inline) return null;
    const existing = this.threads[index];
    if (existing) return existing;
    let worker: Worker;
    try {
      worker = new Worker(this.workerEntry);
    } catch (error) {
      this.log.warn({ err: error }, 'market analysis threads unavailable; analysing inline');
      this.inline = true;
      return null;
    }
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    const fail = (error: Error) => {
      if (this.threads[index] === thread) this.threads[index] = null;
      for (const pending of thread.pending.values()) pending.reject(error);
      thread.pending.clear();
    };
    worker.on('message', (message: { id: number; part?: AnalysisPart; error?: string }) => {
      const pending = thread.pending.get(message.id);
      if (!pending) return;
      thread.pending.delete(message.id);
      if (message.part) pending.resolve(message.part);
      else pending.reject(new Error(`market analysis failed: ${message.error ?? 'no answer'}`));
    });
    worker.on('error', (error) => {
      this.log.warn({ err: error }, 'market analysis thread failed');
      fail(error);
    });
    worker.on('exit', (code) => fail(new Error(`market analysis thread exited (code ${code})`)));
    this.threads[index] = thread;
    return thread;
  }
}

/** The events split into `count` runs of about equal price counts, in order. */
export function shares(request: PartRequest, count: number): PartRequest[] {
  if (count <= 1) return [request];
  const sizes = request.events.map((event) =>
    event.sides.reduce((sum, side) => sum + side.prices.end - side.prices.start, 0),
  );
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const result: PartRequest[] = [];
  let start = 0;
  let taken = 0;
  for (let share = 1; share <= count; share++) {
    let end = start;
    const target = (total * share) / count;
    while (end < sizes.length && (share === count || taken + sizes[end]! / 2 <= target)) {
      taken += sizes[end]!;
      end++;
    }
    result.push({ ...request, events: request.events.slice(start, end) });
    start = end;
  }
  return result.filter((share) => share.events.length > 0);
}
