import { createHash } from 'node:crypto';
import type { Arbitrage } from '../../core/arbitrage';
import type { BetLeg } from '../../core/bet-leg';
import type { Middle } from '../../core/middles';
import type { ValueBet } from '../../core/value';
import type { TrustPolicy } from '../../core/opportunity-trust';
import { marketIdentity, type MarketIdentity } from '../../core/market-type';
import type { BoardEvent } from '../odds/price-board';

export interface DetectionSettings {
  maxAgeMs: number;
  staleGraceMs: number;
  valueMinEv: number;
  /**
   * The last fallback of the fair price (core/fair-reference.ts): a consensus needs at least this
   * many complete books (2 when absent) and its value bets this EV (`valueMinEv` when absent).
   */
  consensusMinBooks?: number;
  consensusMinEv?: number;
  /** How opportunities are rated for trust when served; core's defaults when absent. */
  trust?: TrustPolicy;
}

export type Candidate =
  | {
      id: string;
      kind: 'arbitrage';
      marketKey: string;
      /** The source's market key and whom it is about; absent means the featured market `kind`. */
      market?: MarketIdentity;
      event: BoardEvent;
      ret: number;
      arb: Arbitrage;
    }
  | {
      id: string;
      kind: 'value';
      marketKey: string;
      /** The source's market key and whom it is about; absent means the featured market `kind`. */
      market?: MarketIdentity;
      event: BoardEvent;
      ret: number;
      value: ValueBet;
    }
  | {
      id: string;
      kind: 'middle';
      marketKey: string;
      /** The source's market key and whom it is about; absent means the featured market `kind`. */
      market?: MarketIdentity;
      event: BoardEvent;
      ret: number;
      middle: Middle;
    };

/** Books a consensus needs: the setting, never fewer than two (one book's is only its margin removed). */
export const consensusBooksOf = (settings: DetectionSettings) =>
  Math.max(2, settings.consensusMinBooks ?? 2);

/** Ids are re-derived on every evaluation; hashing each distinct one once is enough. */
const idCache = new Map<string, string>();

/** Stable across polls: the event, the market, the line and the outcome set (and book side). */
function stableId(prefix: string, parts: (string | number | undefined)[]): string {
  const text = parts.map((p) => p ?? '').join('\u0001');
  const cacheKey = `${prefix}\u0002${text}`;
  let id = idCache.get(cacheKey);
  if (id === undefined) {
    if (idCache.size > 200_000) idCache.clear();
    id = `${prefix}_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
    idCache.set(cacheKey, id);
  }
  return id;
}

/**
 * Stable across polls: the event, the market, the line and the set of outcomes bet. `kind` is the
 * market as detection names it: the featured key, or a prop's key with its player.
 */
export function arbitrageId(eventId: string, kind: string, arb: Arbitrage): string {
  const outcomes = arb.legs.map((leg) => `${leg.outcome}@${leg.point ?? ''}`).sort();
  return stableId('arb', [eventId, kind, arb.line, ...outcomes]);
}

/** Stable across polls: the event, the market, the line, the outcome and the book. */
export function valueId(eventId: string, kind: string, value: ValueBet): string {
  return stableId('ev', [eventId, kind, value.point, value.outcome, value.book]);
}

/** Stable across polls: the event, the market and the two sides with their lines. */
export function middleId(eventId: string, kind: string, middle: Middle): string {
  const sides = middle.legs.map((leg) => `${leg.outcome}@${leg.point ?? ''}`).sort();
  return stableId('mid', [eventId, kind, ...sides]);
}

/** The bets a multi-leg candidate asks for; null for a value bet (a single priced quote). */
export function positionLegs(candidate: Candidate): readonly BetLeg[] | null {
  if (candidate.kind === 'arbitrage') return candidate.arb.legs;
  if (candidate.kind === 'middle') return candidate.middle.legs;
  return null;
}

/** The market and line a candidate is about (a middle spans two lines: no single line). */
export function marketOf(candidate: Candidate): { market: string; line: number | null } {
  if (candidate.kind === 'arbitrage')
    return { market: candidate.arb.kind, line: candidate.arb.line ?? null };
  if (candidate.kind === 'middle') return { market: candidate.middle.kind, line: null };
  return { market: candidate.value.kind, line: candidate.value.line ?? null };
}

/** The market a candidate is on as served: its own, or the featured market its kind names. */
export function identityOfCandidate(candidate: Candidate): MarketIdentity {
  return candidate.market ?? marketIdentity(marketOf(candidate).market, null);
}
