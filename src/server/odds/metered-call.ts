import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { OddsApiError, type OddsApiResult } from './odds-api-client';
import { finishApiUsage, recordApiUsage, startApiUsage } from './odds-store';

/**
 * The call's budget category, stored as `api_usage.endpoint`. `odds` is the featured poll;
 * `recheck` one event's markets asked again for a member (its own share of the budget);
 * `event-discovery` and `event-odds` the per-event markets the event-market planner buys with
 * its share (ODDS_EVENT_MARKETS_SHARE).
 */
export type Endpoint = 'sports' | 'odds' | 'scores' | 'recheck' | 'event-discovery' | 'event-odds';
export const EVENT_MARKET_ENDPOINTS = ['event-discovery', 'event-odds'] as const;

/** What a call's credits are charged to before it is made (a planner's month). */
export interface CreditSink {
  charge(cost: number, now: number): void;
}

export interface MeteredCall {
  sport: string | null;
  endpoint: Endpoint;
  /** What the call should cost by the source's documented price (charged before the call). */
  estimate: number;
  /** A budget of its own to charge instead of the poll planner's (event markets). */
  sink?: CreditSink;
  /**
   * Hand the answer on before its correction is stored (`settled()` waits for it): a poll's
   * prices should not wait for a database round trip on their way to the streams. The row
   * already holds the estimate, so a crash before the correction loses no credit.
   */
  correctBehind?: boolean;
}

/**
 * The one path of every call to the odds source: paced under its rate limit, charged to the
 * budget before it is made (in memory and in the database, so a crash cannot lose the spend),
 * and corrected from the answer's own `x-requests-last` header, error answers included. A
 * database failure here is logged as one and never un-charges credits.
 */
export class CreditMeter {
  /** Calls wait their turn in line; each turn ends when its call is sent. */
  private line: Promise<void> = Promise.resolve();
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private corrections: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly planner: () => CreditSink,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
    /** Smallest gap between two calls (ms): the source allows 30 requests/s; stay well under. */
    private readonly minGapMs: number,
  ) {}

  async call<T>(
    meta: MeteredCall,
    send: () => Promise<OddsApiResult<T>>,
  ): Promise<OddsApiResult<T>> {
    const at = this.now();
    const sink = meta.sink ?? this.planner();
    sink.charge(meta.estimate, at);
    let usageId: number | null = null;
    try {
      usageId = await startApiUsage(this.db, {
        at: new Date(at),
        sport: meta.sport,
        endpoint: meta.endpoint,
        cost: meta.estimate,
      });
    } catch (error) {
      this.databaseFailed(error, 'could not record a call before making it');
    }
    try {
      // Paced right before sending: the usage write above takes however long the database does.
      await this.pace();
      const result = await send();
      const cost = result.quota.last ?? meta.estimate;
      sink.charge(cost - meta.estimate, this.now());
      const correction = this.finish(usageId, meta, at, {
        cost,
        used: result.quota.used,
        remaining: result.quota.remaining,
        status: 200,
        errorCode: null,
        ok: true,
      });
      if (meta.correctBehind) this.corrections = Promise.all([this.corrections, correction]).then();
      else await correction;
      return result;
    } catch (error) {
      const apiError = error instanceof OddsApiError ? error : null;
      // An answered error costs what its header says (usually nothing). An unanswered call
      // (timeout, network) may still have been served and charged: keep the estimate.
      const answered = apiError?.status !== null && apiError?.status !== undefined;
      const cost = answered ? (apiError?.quota?.last ?? 0) : meta.estimate;
      sink.charge(cost - meta.estimate, this.now());
      await this.finish(usageId, meta, at, {
        cost,
        used: apiError?.quota?.used ?? null,
        remaining: apiError?.quota?.remaining ?? null,
        status: apiError?.status ?? null,
        errorCode: apiError?.errorCode ?? apiError?.kind ?? 'internal',
        ok: false,
      });
      throw error;
    }
  }

  /** Resolves once every correction stored behind its answer (`correctBehind`) is in. */
  settled(): Promise<void> {
    return this.corrections;
  }

  private async finish(
    usageId: number | null,
    meta: MeteredCall,
    at: number,
    record: Parameters<typeof finishApiUsage>[2],
  ) {
    try {
      if (usageId !== null) await finishApiUsage(this.db, usageId, record);
      else
        await recordApiUsage(this.db, {
          ...record,
          at: new Date(at),
          sport: meta.sport,
          endpoint: meta.endpoint,
        });
    } catch (error) {
      this.databaseFailed(error, 'could not record the answer of a call');
    }
  }

  private databaseFailed(error: unknown, what: string) {
    this.log.error({ err: error, component: 'database' }, `database failure: ${what}`);
  }

  /**
   * Real time, not the feed's clock: the source's rate limit counts real seconds. The gap is
   * measured from when the previous call was actually sent, not when it was due: a timer that
   * fires late (a busy machine) would otherwise let the next call go out too soon after it.
   */
  private pace(): Promise<void> {
    const turn = this.line.then(async () => {
      // A loop: a timer counts from the event loop's cached time and may fire a little early.
      let wait: number;
      while ((wait = this.lastSentAt + this.minGapMs - performance.now()) > 0)
        await new Promise((resolve) => setTimeout(resolve, wait));
      this.lastSentAt = performance.now();
    });
    this.line = turn;
    return turn;
  }
}
