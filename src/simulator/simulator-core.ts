import type { ClockMode } from './clock';
import { SimClock } from './clock';
import { FaultQueue } from './faults';
import type { PendingFault } from './faults';
import { Market } from './market';
import type { KeyPolicyOptions } from './quota';
import { CreditAccount, RateLimiter } from './quota';

/** Everything one running simulator owns, independent of HTTP: market, clock, credits, faults, counters. */

export interface SimulatorOptions extends KeyPolicyOptions {
  /** 0 (default) picks a free port. */
  readonly port?: number;
  readonly host?: string;
  readonly seed?: number;
  /** Simulated ms per wall ms in real clock mode (default 1). */
  readonly speed?: number;
  readonly clock?: ClockMode;
  /** Simulated time at start (default: now, rounded down to the second). */
  readonly startTime?: Date | number;
  /** Credits per calendar month (default 20,000,000). */
  readonly monthlyCredits?: number;
  /** Requests per second per key before 429 (default 30; 0 disables). */
  readonly rateLimit?: number;
  /** Only these competitions (default: every one; see MarketOptions.sports). */
  readonly sports?: readonly string[];
}

export interface SimulatorStats {
  readonly now: number;
  readonly nowIso: string;
  readonly tick: number;
  readonly clock: ClockMode;
  readonly speed: number;
  readonly seed: number;
  readonly credits: { readonly used: number; readonly remaining: number; readonly monthly: number };
  readonly requests: {
    readonly total: number;
    readonly byStatus: Readonly<Record<string, number>>;
  };
  readonly faults: readonly PendingFault[];
  readonly events: {
    readonly upcoming: number;
    readonly live: number;
    readonly completed: number;
    readonly quotes: number;
  };
}

export const DEFAULT_MONTHLY_CREDITS = 20_000_000;

export class SimulatorCore {
  readonly market: Market;
  readonly clock: SimClock;
  readonly credits: CreditAccount;
  readonly limiter: RateLimiter;
  readonly faults = new FaultQueue();
  readonly keys: KeyPolicyOptions;
  private requests = 0;
  private readonly byStatus: Record<string, number> = {};

  constructor(options: SimulatorOptions, wallNow: () => number, defaultStart: number) {
    const start =
      options.startTime instanceof Date
        ? options.startTime.getTime()
        : (options.startTime ?? defaultStart);
    const seed = options.seed ?? 1;
    this.market = new Market({ seed, startTime: start, sports: options.sports });
    this.clock = new SimClock(
      options.clock ?? 'real',
      this.market.startTime,
      options.speed ?? 1,
      wallNow,
    );
    this.credits = new CreditAccount(
      options.monthlyCredits ?? DEFAULT_MONTHLY_CREDITS,
      this.market.startTime,
    );
    this.limiter = new RateLimiter(options.rateLimit ?? 30, wallNow);
    this.keys = { validKeys: options.validKeys, deactivatedKeys: options.deactivatedKeys };
  }

  /** Bring the market up to the clock: whole ticks only, so results do not depend on call timing. */
  sync(): void {
    this.market.advanceTo(this.clock.now());
  }

  advance(ms: number): void {
    this.clock.advance(ms);
    this.sync();
  }

  now(): number {
    return this.clock.now();
  }

  count(status: number): void {
    this.requests++;
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
  }

  stats(): SimulatorStats {
    this.sync();
    const now = this.market.now();
    return {
      now,
      nowIso: new Date(now).toISOString(),
      tick: this.market.tick,
      clock: this.clock.mode,
      speed: this.clock.speed,
      seed: this.market.seed,
      credits: {
        used: this.credits.used,
        remaining: this.credits.remaining(now),
        monthly: this.credits.monthlyCredits,
      },
      requests: { total: this.requests, byStatus: { ...this.byStatus } },
      faults: this.faults.list().map((f) => ({ ...f })),
      events: this.market.counts(),
    };
  }
}
