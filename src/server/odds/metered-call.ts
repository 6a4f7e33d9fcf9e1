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
}

/**
 * The one path of every call to the odds source: paced under its rate limit, charged to the
 * budget before it is made (in memory and in the database, so a crash cannot lose the spend),
 * and corrected from the answer's own `x-requests-last` header, error answers included. A
 * database failure here is logged as one and never un-charges credits.
 */
export class CreditMeter {
  private nextSlot = 0;

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
      await this.finish(usageId, meta, at, {
        cost,
        used: result.quota.used,
        remaining: result.quota.remaining,
        status: 200,
        errorCode: null,
        ok: true,
      });
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

  /** Real time, not the feed's clock: the source's rate limit counts real seconds. */
  private async pace() {
    const now = performance.now();
    const wait = this.nextSlot - now;
    this.nextSlot = Math.max(now, this.nextSlot) + this.minGapMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
