import { positionLegs, type Candidate } from './candidates';
import type { MarketContext } from './market-context';

export type EndReason = 'edge_gone' | 'event_started' | 'event_removed';

export interface TrackedOpportunity {
  candidate: Candidate;
  firstSeen: number;
  lastSeen: number;
  peakReturn: number;
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
 * The lifecycle of opportunities. Detection re-evaluates whole markets; whatever a re-evaluated
 * market no longer yields has ended.
 */
export class OpportunityTracker {
  readonly live = new Map<string, TrackedOpportunity>();
  private readonly byMarket = new Map<string, Set<string>>();
  private readonly fingerprints = new Map<string, string>();

  /**
   * `evaluated` lists every market re-evaluated in this pass; `candidates` is everything those
   * markets yield now. `endReasonFor` says why a market's opportunity ended when it did.
   */
  apply(
    evaluated: Iterable<string>,
    candidates: readonly Candidate[],
    now: number,
    endReasonFor: (marketKey: string) => EndReason = () => 'edge_gone',
  ): TrackerChanges {
    const changes: TrackerChanges = { added: [], updated: [], removed: [] };
    const seen = new Set<string>();
    for (const candidate of candidates) {
      seen.add(candidate.id);
      const existing = this.live.get(candidate.id);
      const print = fingerprint(candidate);
      if (!existing) {
        const tracked: TrackedOpportunity = {
          candidate,
          firstSeen: now,
          lastSeen: now,
          peakReturn: candidate.ret,
          context: null,
          confirmedAt: null,
        };
        this.live.set(candidate.id, tracked);
        this.index(candidate).add(candidate.id);
        this.fingerprints.set(candidate.id, print);
        changes.added.push(tracked);
        continue;
      }
      existing.candidate = candidate;
      existing.lastSeen = now;
      existing.peakReturn = Math.max(existing.peakReturn, candidate.ret);
      if (this.fingerprints.get(candidate.id) !== print) {
        this.fingerprints.set(candidate.id, print);
        existing.confirmedAt = null;
        changes.updated.push(existing);
      }
    }
    for (const key of evaluated) {
      const ids = this.byMarket.get(key);
      if (!ids) continue;
      for (const id of [...ids]) {
        if (seen.has(id)) continue;
        const opportunity = this.live.get(id);
        ids.delete(id);
        this.live.delete(id);
        this.fingerprints.delete(id);
        if (opportunity)
          changes.removed.push({ opportunity, reason: endReasonFor(key), endedAt: now });
      }
      if (ids.size === 0) this.byMarket.delete(key);
    }
    return changes;
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
