import type { Opportunity } from '../../contracts/opportunities';
import { monthStart } from '../odds/poll-planner';
import type { DetectionEngine } from './detection-engine';
import { splitMarketKey } from './market-slice';
import type { RecheckBudget } from './recheck-budget';
import type { RecheckCounts } from './recheck-counts';

export type RecheckOutcome = 'confirmed' | 'changed' | 'gone';

export interface RecheckResult {
  outcome: RecheckOutcome;
  /** What is live now: the same opportunity (confirmed or changed) or the market's best other. */
  opportunity: Opportunity | null;
  checkedAt: string;
  /** Credits this request spent; 0 when it shared a check made a moment before. */
  creditsSpent: number;
}

export interface RecheckSettings {
  /** Credits re-checks may spend in a calendar month (UTC), within the plan's budget. */
  monthlyCredits: number;
  /** Re-checks one member may ask for in a UTC day (shared answers do not count). */
  perMemberDaily: number;
  /** An answer younger than this is shared by everyone asking about the same market. */
  shareMs: number;
  /** Credits one re-check of one market costs (regions × 1 market). */
  costPerCheck: number;
}

/** The source behind a re-check (the odds feed). */
export interface RecheckSource {
  recheckEvent(
    sport: string,
    eventId: string,
    markets: readonly string[],
  ): Promise<{ at: number; creditsSpent: number }>;
}

/** Why a re-check was not made: a 404 (not live), or a 429 (a cap). */
export class RecheckRefused extends Error {
  constructor(
    readonly reason: 'not-live' | 'member-cap' | 'budget-cap',
    message: string,
  ) {
    super(message);
    this.name = 'RecheckRefused';
  }
}

interface MarketCheck {
  startedAt: number;
  done: Promise<{ at: number; creditsSpent: number }>;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * One-tap re-check of an opportunity at the source, just before a member bets. The whole market
 * is asked again and applied to the board like a poll; every opportunity of that market is then
 * confirmed (the source has just answered for its prices). A check younger than `shareMs` is
 * shared. Re-checks spend their own capped share of the monthly credits, booked in the database
 * (`budget`, the same for every process), and each member has a daily count, kept where `counts`
 * keeps it (shared by every process on PostgreSQL).
 */
export class OpportunityRecheck {
  private readonly checks = new Map<string, MarketCheck>();

  constructor(
    private readonly engine: DetectionEngine,
    private readonly source: RecheckSource,
    private readonly settings: RecheckSettings,
    private readonly now: () => number = Date.now,
    private readonly counts: RecheckCounts,
    private readonly budget: RecheckBudget,
  ) {}

  /** `memberId` null: the alert path asks (the budget applies, no member's daily count). */
  async recheck(opportunityId: string, memberId: string | null): Promise<RecheckResult> {
    const tracked = this.engine.tracker.live.get(opportunityId);
    if (!tracked)
      throw new RecheckRefused(
        'not-live',
        'This opportunity is no longer live: nothing to re-check.',
      );
    const { marketKey, kind } = tracked.candidate;
    const before = this.engine.tracker.fingerprintOf(opportunityId);
    let shared = this.sharedCheck(marketKey);
    const day = utcDay(this.now());
    const charged = shared === null && memberId !== null;
    if (charged && !(await this.counts.take(memberId, day, this.settings.perMemberDaily)))
      throw new RecheckRefused(
        'member-cap',
        `You have used today’s ${this.settings.perMemberDaily} re-checks; they come back at midnight UTC.`,
      );
    // Another request may have started a check of this market while the count was taken.
    shared = charged ? this.sharedCheck(marketKey) : shared;
    let check: MarketCheck;
    try {
      check = shared ?? this.newCheck(marketKey, tracked.candidate.event.sportKey);
    } catch (error) {
      if (charged) await this.counts.giveBack(memberId, day);
      throw error;
    }
    if (charged && shared) await this.counts.giveBack(memberId, day);
    const answer = check.done.catch(async (error: unknown) => {
      // A failed check costs the member nothing: the next tap asks again.
      if (charged && !shared) await this.counts.giveBack(memberId, day);
      throw error;
    });
    const { at, creditsSpent } = await answer;

    const now = this.engine.tracker.live.get(opportunityId);
    if (now) {
      const same = this.engine.tracker.fingerprintOf(opportunityId) === before;
      return {
        outcome: same ? 'confirmed' : 'changed',
        opportunity: this.served(opportunityId),
        checkedAt: new Date(at).toISOString(),
        creditsSpent: shared ? 0 : creditsSpent,
      };
    }
    const other = [...this.engine.tracker.live.values()]
      .filter((t) => t.candidate.marketKey === marketKey && t.candidate.kind === kind)
      .sort((a, b) => b.candidate.ret - a.candidate.ret)[0];
    return {
      outcome: other ? 'changed' : 'gone',
      opportunity: other ? this.served(other.candidate.id) : null,
      checkedAt: new Date(at).toISOString(),
      creditsSpent: shared ? 0 : creditsSpent,
    };
  }

  private sharedCheck(marketKey: string): MarketCheck | null {
    const check = this.checks.get(marketKey);
    if (!check) return null;
    if (this.now() - check.startedAt <= this.settings.shareMs) return check;
    this.checks.delete(marketKey);
    return null;
  }

  private newCheck(marketKey: string, sport: string): MarketCheck {
    const check: MarketCheck = {
      startedAt: this.now(),
      done: this.checkAtSource(marketKey, sport),
    };
    // Set before the booking is made, so taps on this market meanwhile share the check.
    this.checks.set(marketKey, check);
    check.done.catch(() => {
      // A refused or failed check is not shared: the next tap asks again.
      if (this.checks.get(marketKey) === check) this.checks.delete(marketKey);
    });
    this.dropOldChecks();
    return check;
  }

  /** Books the check's credits in the shared budget, asks the source, and corrects the booking. */
  private async checkAtSource(marketKey: string, sport: string) {
    const month = monthStart(this.now());
    const cost = this.settings.costPerCheck;
    if (!(await this.budget.reserve(month, cost, this.settings.monthlyCredits)))
      throw new RecheckRefused(
        'budget-cap',
        'Re-checks have used their share of this month’s odds credits; prices still refresh with every poll.',
      );
    const { eventId, market } = splitMarketKey(marketKey);
    let answer: { at: number; creditsSpent: number };
    try {
      answer = await this.source.recheckEvent(sport, eventId, [market]);
    } catch (error) {
      await this.budget.adjust(month, -cost);
      throw error;
    }
    await this.budget.adjust(month, answer.creditsSpent - cost);
    const inMarket = [...this.engine.tracker.live.values()]
      .filter((t) => t.candidate.marketKey === marketKey)
      .map((t) => t.candidate.id);
    this.engine.markConfirmed(inMarket, answer.at);
    return answer;
  }

  private dropOldChecks() {
    const now = this.now();
    for (const [key, check] of this.checks)
      if (now - check.startedAt > this.settings.shareMs) this.checks.delete(key);
  }

  /** The opportunity as it is served now; null when it is not live. */
  served(id: string): Opportunity | null {
    return this.engine.replica.get(id) ?? null;
  }
}
