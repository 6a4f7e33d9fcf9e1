import { toBetLeg } from './bet-leg';
import type { BetLeg } from './bet-leg';
import { outcomeSets } from './market';
import type { MarketKind, MarketSlice, OutcomeSet } from './market';
import { bestQuoteForSlot, hasStarted, priceQuotes } from './quote-selection';
import type { FreshnessPolicy, PricedQuote } from './quote-selection';

/**
 * Epsilon policy: a set is an arbitrage only when Σ 1/dᵢ < 1 − ARB_EPSILON. Two prices that
 * exactly cover the book (2.0 and 2.0) can sum to a hair under 1 in binary floating point; a
 * "return" of 1e-9 is rounding noise, never money, so it must not show as an opportunity.
 */
export const ARB_EPSILON = 1e-9;

export type ArbitrageLeg = BetLeg;

export interface Arbitrage {
  readonly eventId: string;
  readonly kind: MarketKind;
  readonly line?: number;
  readonly legs: readonly ArbitrageLeg[];
  /** Σ 1/dᵢ over the legs' effective prices. */
  readonly impliedSum: number;
  /** Guaranteed return on the total stake at optimal stakes: 1/Σ − 1. */
  readonly returnOnStake: number;
  /** returnOnStake × 100: the "Arbitrage %" shown everywhere. */
  readonly arbitragePercentage: number;
  /** Market margin Σ − 1; negative for an arbitrage. Shown only when labelled as margin. */
  readonly margin: number;
  /** True when any leg's quote is past maxAgeMs but inside the grace window. */
  readonly possiblyStale: boolean;
  /** On a whole-number line the result can land on it: every stake is refunded, profit 0. */
  readonly pushPossible: boolean;
}

export interface ArbitrageOptions extends FreshnessPolicy {
  readonly epsilon?: number;
}

export function impliedSum(prices: readonly number[]): number {
  return prices.reduce((sum, price) => sum + 1 / price, 0);
}

export function isArbitrageSum(sum: number, epsilon = ARB_EPSILON): boolean {
  return sum < 1 - epsilon;
}

/** Every arbitrage in the slice, best return first. A started event has none. */
export function findArbitrages(slice: MarketSlice, options: ArbitrageOptions): Arbitrage[] {
  if (hasStarted(slice.event, options.now)) return [];
  const quotes = priceQuotes(slice.quotes, options);
  const found: Arbitrage[] = [];
  for (const set of outcomeSets(slice)) {
    const arbitrage = arbitrageForSet(slice.event.id, set, quotes, options.epsilon);
    if (arbitrage) found.push(arbitrage);
  }
  return found.sort((a, b) => b.returnOnStake - a.returnOnStake);
}

/** The arbitrage from the best price of each slot, or null when a slot is unpriced or Σ ≥ 1. */
export function arbitrageForSet(
  eventId: string,
  set: OutcomeSet,
  quotes: readonly PricedQuote[],
  epsilon = ARB_EPSILON,
): Arbitrage | null {
  const best: PricedQuote[] = [];
  for (const slot of set.slots) {
    const quote = bestQuoteForSlot(quotes, slot);
    if (!quote) return null;
    best.push(quote);
  }
  const sum = impliedSum(best.map((quote) => quote.effectivePrice));
  if (!isArbitrageSum(sum, epsilon)) return null;
  return arbitrageOf(eventId, set, best, sum);
}

/** The arbitrage on these best quotes of a set whose implied sum is `sum` (below 1). */
export function arbitrageOf(
  eventId: string,
  set: Pick<OutcomeSet, 'kind' | 'line' | 'pushPossible'>,
  best: readonly PricedQuote[],
  sum: number,
): Arbitrage {
  const returnOnStake = 1 / sum - 1;
  return {
    eventId,
    kind: set.kind,
    ...(set.line === undefined ? {} : { line: set.line }),
    legs: best.map((quote) => toBetLeg(quote, sum)),
    impliedSum: sum,
    returnOnStake,
    arbitragePercentage: returnOnStake * 100,
    margin: sum - 1,
    possiblyStale: best.some((quote) => quote.possiblyStale),
    pushPossible: set.pushPossible,
  };
}
