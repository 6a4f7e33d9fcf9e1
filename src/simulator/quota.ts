/**
 * Usage credits and request frequency, per The Odds API: a monthly credit allowance reported in
 * x-requests-* headers on every answer, and at most 30 requests per second per key.
 */

export class CreditAccount {
  private usedCredits = 0;
  private month: number;
  monthlyCredits: number;

  constructor(monthlyCredits: number, now: number) {
    this.monthlyCredits = monthlyCredits;
    this.month = monthOf(now);
  }

  get used(): number {
    return this.usedCredits;
  }

  remaining(now: number): number {
    this.rollover(now);
    return Math.max(0, this.monthlyCredits - this.usedCredits);
  }

  /** Charge a call; false (and nothing charged) when the remaining credits do not cover it. */
  charge(cost: number, now: number): boolean {
    if (cost > this.remaining(now)) return false;
    this.usedCredits += cost;
    return true;
  }

  /** Set usage directly (control API), e.g. to test the last few credits of a month. */
  setUsed(used: number): void {
    this.usedCredits = Math.max(0, Math.floor(used));
  }

  headers(lastCost: number, now: number): Record<string, string> {
    return {
      'x-requests-used': String(this.usedCredits),
      'x-requests-remaining': String(this.remaining(now)),
      'x-requests-last': String(lastCost),
    };
  }

  // The allowance renews each calendar month of simulated time.
  private rollover(now: number): void {
    const month = monthOf(now);
    if (month !== this.month) {
      this.month = month;
      this.usedCredits = 0;
    }
  }
}

function monthOf(ms: number): number {
  const d = new Date(ms);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/**
 * Sliding one-second window per key, on the real (wall) clock: the limit protects a real server,
 * so simulated speed-up does not change it.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly perSecond: number;
  private readonly wallClock: () => number;

  constructor(perSecond: number, wallClock: () => number) {
    this.perSecond = perSecond;
    this.wallClock = wallClock;
  }

  allow(key: string): boolean {
    if (this.perSecond <= 0) return true;
    const now = this.wallClock();
    let times = this.hits.get(key);
    if (!times) {
      times = [];
      this.hits.set(key, times);
    }
    while (times.length > 0 && (times[0] ?? 0) <= now - 1000) times.shift();
    if (times.length >= this.perSecond) return false;
    times.push(now);
    return true;
  }
}

export interface KeyPolicyOptions {
  /** When set, only these keys are accepted (others get INVALID_KEY). */
  readonly validKeys?: readonly string[];
  readonly deactivatedKeys?: readonly string[];
}

export type KeyVerdict = 'ok' | 'MISSING_KEY' | 'INVALID_KEY' | 'DEACTIVATED_KEY';

export function checkKey(key: string | null, policy: KeyPolicyOptions): KeyVerdict {
  if (key === null || key.trim() === '') return 'MISSING_KEY';
  if (policy.deactivatedKeys?.includes(key)) return 'DEACTIVATED_KEY';
  if (policy.validKeys && !policy.validKeys.includes(key)) return 'INVALID_KEY';
  return 'ok';
}
