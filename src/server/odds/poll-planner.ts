/**
 * Decides when each sport is polled: often for sports with events soon, rarely for the rest,
 * never faster than the source updates, backing off after failures, and always inside the
 * monthly credit budget. Pure: time comes in as a number, randomness as a function.
 */

export type DataSourceLabel = 'live' | 'cached' | 'historical' | 'unknown';

export interface PlannerSettings {
  /** Interval for sports with events in the next 6 hours (ms). */
  nearIntervalMs: number;
  /** Floor: the source's own update interval (60 s for the real API, 0 for the simulator). */
  sourceFloorMs: number;
  /** Multiplier for sports whose events are all further away. */
  farFactor: number;
  /** Interval for sports with no known events (ms). */
  idleIntervalMs: number;
  monthlyCredits: number;
  costPerPoll: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export interface SportSchedule {
  key: string;
  nextPollAt: number;
  lastAttemptAt: number | null;
  lastSuccessAt: number | null;
  failures: number;
  lastError: string | null;
  source: DataSourceLabel;
  /** Start times of the sport's known upcoming events (ms). */
  upcoming: number[];
}

const SIX_HOURS = 6 * 3_600_000;

export const monthStart = (now: number) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonthStart = (now: number) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

export class PollPlanner {
  readonly sports = new Map<string, SportSchedule>();
  private spentThisMonth = 0;
  private month: number;
  private halted: string | null = null;

  constructor(
    private readonly settings: PlannerSettings,
    now: number,
    spentThisMonth: number,
    private readonly random: () => number = Math.random,
  ) {
    this.month = monthStart(now);
    this.spentThisMonth = spentThisMonth;
  }

  get creditsSpentThisMonth() {
    return this.spentThisMonth;
  }

  get haltReason() {
    return this.halted;
  }

  setSports(keys: string[], now: number) {
    for (const key of keys) {
      if (!this.sports.has(key)) {
        this.sports.set(key, {
          key,
          nextPollAt: now,
          lastAttemptAt: null,
          lastSuccessAt: null,
          failures: 0,
          lastError: null,
          source: 'unknown',
          upcoming: [],
        });
      }
    }
    for (const key of [...this.sports.keys()]) if (!keys.includes(key)) this.sports.delete(key);
  }

  /** Sports due now that the budget can pay for, most overdue first. */
  due(now: number): string[] {
    this.rollMonth(now);
    if (this.halted) return [];
    const due = [...this.sports.values()]
      .filter((s) => s.nextPollAt <= now)
      .sort((a, b) => a.nextPollAt - b.nextPollAt);
    const result: string[] = [];
    let planned = this.spentThisMonth;
    for (const sport of due) {
      if (planned + this.settings.costPerPoll > this.settings.monthlyCredits) break;
      planned += this.settings.costPerPoll;
      result.push(sport.key);
    }
    return result;
  }

  /** Records a call's cost before it is made, so the budget can never be overrun. */
  charge(cost: number, now: number) {
    this.rollMonth(now);
    this.spentThisMonth += cost;
  }

  canAfford(cost: number, now: number) {
    this.rollMonth(now);
    return !this.halted && this.spentThisMonth + cost <= this.settings.monthlyCredits;
  }

  succeeded(key: string, now: number, upcoming: number[]) {
    const sport = this.sports.get(key);
    if (!sport) return;
    sport.lastAttemptAt = now;
    sport.lastSuccessAt = now;
    sport.failures = 0;
    sport.lastError = null;
    sport.source = 'live';
    sport.upcoming = upcoming;
    sport.nextPollAt = now + this.intervalFor(sport, now);
  }

  failed(key: string, now: number, error: string) {
    const sport = this.sports.get(key);
    if (!sport) return;
    sport.lastAttemptAt = now;
    sport.failures++;
    sport.lastError = error;
    // Last good prices stay on the board; the label says they are no longer live.
    sport.source = sport.lastSuccessAt === null ? 'unknown' : 'cached';
    const exponential = Math.min(
      this.settings.backoffMaxMs,
      this.settings.backoffBaseMs * 2 ** Math.min(sport.failures - 1, 20),
    );
    const jittered = exponential * (0.5 + this.random() * 0.5);
    sport.nextPollAt =
      now + Math.min(Math.max(jittered, this.baseInterval()), nextMonthStart(now) - now);
  }

  /** The source has credits again (seen on a free call): polling picks up where it was. */
  resume() {
    this.halted = null;
  }

  /** OUT_OF_USAGE_CREDITS: nothing more is polled until the month turns or credits return. */
  halt(reason: string) {
    this.halted = reason;
    for (const sport of this.sports.values())
      if (sport.lastSuccessAt !== null) sport.source = 'cached';
  }

  intervalFor(sport: SportSchedule, now: number): number {
    const stretched = this.ownInterval(sport, now) * this.budgetStretch(now);
    // An exhausted budget waits for the month to turn, not forever.
    return Math.min(stretched, nextMonthStart(now) - now);
  }

  private ownInterval(sport: SportSchedule, now: number): number {
    const soon = sport.upcoming.some((t) => t > now - 3 * 3_600_000 && t <= now + SIX_HOURS);
    const base = this.baseInterval();
    const own =
      sport.upcoming.length === 0
        ? this.settings.idleIntervalMs
        : soon
          ? base
          : base * this.settings.farFactor;
    return Math.max(own, this.settings.sourceFloorMs);
  }

  /**
   * When the planned spend would exhaust the budget before the month ends, every interval is
   * stretched by the same factor, so polling slows evenly instead of stopping mid-month.
   */
  budgetStretch(now: number): number {
    const remainingCredits = this.settings.monthlyCredits - this.spentThisMonth;
    const remainingMs = nextMonthStart(now) - now;
    if (remainingCredits <= 0) return Number.POSITIVE_INFINITY;
    let plannedPerMs = 0;
    for (const sport of this.sports.values()) {
      plannedPerMs += this.settings.costPerPoll / this.ownInterval(sport, now);
    }
    const allowedPerMs = remainingCredits / remainingMs;
    return plannedPerMs <= allowedPerMs ? 1 : plannedPerMs / allowedPerMs;
  }

  private baseInterval() {
    return Math.max(this.settings.nearIntervalMs, this.settings.sourceFloorMs);
  }

  private rollMonth(now: number) {
    const current = monthStart(now);
    if (current !== this.month) {
      this.month = current;
      this.spentThisMonth = 0;
      this.halted = null;
    }
  }
}
