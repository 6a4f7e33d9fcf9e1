import { FAIR_METHODS, type FairMethod } from '../../core/devig';
import type { EvByMethod } from '../../core/ev-by-method';
import { positionLegs, type Candidate } from './candidates';
import type { MarketContext } from './market-context';

export type EndReason = 'edge_gone' | 'event_started' | 'event_removed';

export interface TrackedOpportunity {
  candidate: Candidate;
  firstSeen: number;
  lastSeen: number;
  peakReturn: number;
  /** Value bets: the highest EV under each devig method so far (the log keeps it, decision 032). */
  peakEvByMethod?: EvByMethod | null;
  /** The rest of the market when the legs last changed: what trust compares the legs with. */
  context: MarketContext | null;
  /** When a re-check at the source last found these very prices; reset when they change. */
  confirmedAt: number | null;
}

export interface TrackerChanges {
  added: TrackedOpportunity[];
  updated: TrackedOpportunity[];
  removed: { opportunity: TrackedOpportunity; reason: EndReason; endedAt: number }[];
}

/** Each method's higher EV of the two; the values are shared, never changed in place. */
function higherEach(kept: EvByMethod | null | undefined, now: EvByMethod): EvByMethod {
  if (!kept) return now;
  let higher: Record<FairMethod, number> | null = null;
  for (const method of FAIR_METHODS) {
    if (now[method] > kept[method]) (higher ??= { ...kept })[method] = now[method];
  }
  return higher ?? kept;
}

export const emptyChanges = (): TrackerChanges => ({ added: [], updated: [], removed: [] });

/** What a member would act on: the books, outcomes and prices of the legs. */
function fingerprint(candidate: Candidate): string {
  const legs = positionLegs(candidate);
  if (legs) {
    return legs
      .map(
        (l) => `${l.book}:${l.outcome}:${l.point ?? ''}:${l.price}:${l.possiblyStale ? 's' : ''}`,
      )
      .join('|');
  }
  if (candidate.kind !== 'value') return '';
  const v = candidate.value;
  return `${v.book}:${v.price}:${v.fairPrice.toFixed(6)}:${v.possiblyStale ? 's' : ''}`;
}

/**
 * The lifecycle of opportunities. Detection re-evaluates whole markets, or single parts of one;
 * whatever a re-evaluated market or part no longer yields has ended.
 */
export class OpportunityTracker {
  readonly live = new Map<string, TrackedOpportunity>();
  private readonly byMarket = new Map<string, Set<string>>();
  private readonly fingerprints = new Map<string, string>();

  /**
   * `evaluated` lists every market re-evaluated in this pass; `candidates` is everything those
   * markets yield now. `endReasonFor` says why a market's opportunity ended when it did.
   * Changes are added to `changes` when given (one pass, many markets), else to a new record.
   */
  apply(
    evaluated: Iterable<string>,
    candidates: readonly Candidate[],
    now: number,
    endReasonFor: (marketKey: string) => EndReason = () => 'edge_gone',
    changes: TrackerChanges = emptyChanges(),
  ): TrackerChanges {
    const seen = new Set<string>();
    for (const candidate of candidates) {
      seen.add(candidate.id);
      this.see(candidate, now, changes);
    }
    for (const key of evaluated) {
      const ids = this.byMarket.get(key);
      if (!ids) continue;
      for (const id of [...ids]) {
        if (!seen.has(id)) this.end(id, endReasonFor(key), now, changes);
      }
    }
    return changes;
  }

  /**
   * One part of a market evaluated again on its own (an outcome set or a pair of lines, whose
   * ids no other part yields): `previous` is what it yielded last time, `next` what it yields now.
   */
  replace(
    previous: readonly Candidate[],
    next: readonly Candidate[],
    now: number,
    changes: TrackerChanges,
  ): void {
    for (const candidate of next) this.see(candidate, now, changes);
    for (const old of previous) {
      if (!next.some((candidate) => candidate.id === old.id))
        this.end(old.id, 'edge_gone', now, changes);
    }
  }

  private see(candidate: Candidate, now: number, changes: TrackerChanges) {
    const existing = this.live.get(candidate.id);
    const print = fingerprint(candidate);
    if (!existing) {
      const tracked: TrackedOpportunity = {
        candidate,
        firstSeen: now,
        lastSeen: now,
        peakReturn: candidate.ret,
        peakEvByMethod: candidate.kind === 'value' ? candidate.value.evByMethod : null,
        context: null,
        confirmedAt: null,
      };
      this.live.set(candidate.id, tracked);
      this.index(candidate).add(candidate.id);
      this.fingerprints.set(candidate.id, print);
      changes.added.push(tracked);
      return;
    }
    existing.candidate = candidate;
    existing.lastSeen = now;
    existing.peakReturn = Math.max(existing.peakReturn, candidate.ret);
    if (candidate.kind === 'value') {
      existing.peakEvByMethod = higherEach(existing.peakEvByMethod, candidate.value.evByMethod);
    }
    if (this.fingerprints.get(candidate.id) !== print) {
      this.fingerprints.set(candidate.id, print);
      existing.confirmedAt = null;
      changes.updated.push(existing);
    }
  }

  private end(id: string, reason: EndReason, now: number, changes: TrackerChanges) {
    const opportunity = this.live.get(id);
    if (!opportunity) return;
    const key = opportunity.candidate.marketKey;
    const ids = this.byMarket.get(key);
    ids?.delete(id);
    if (ids?.size === 0) this.byMarket.delete(key);
    this.live.delete(id);
    this.fingerprints.delete(id);
    changes.removed.push({ opportunity, reason, endedAt: now });
  }

  /** What a member would act on, as last published: a re-check compares it before and after. */
  fingerprintOf(id: string): string | undefined {
    return this.fingerprints.get(id);
  }

  hasLiveIn(marketKey: string): boolean {
    return this.byMarket.has(marketKey);
  }

  /** Markets that hold a live opportunity (a full sweep must re-evaluate them even if gone). */
  trackedMarkets(): string[] {
    return [...this.byMarket.keys()];
  }

  private index(candidate: Candidate): Set<string> {
    let ids = this.byMarket.get(candidate.marketKey);
    if (!ids) this.byMarket.set(candidate.marketKey, (ids = new Set()));
    return ids;
  }
}
