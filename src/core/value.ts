import { devigByMethod } from './devig';
import type { DevigMethod, FairMethod } from './devig';
import { evFromFairSets, evRange } from './ev-by-method';
import type { EvByMethod, EvRange } from './ev-by-method';
import { fairPrices, sameVenue } from './fair-reference';
import type { FairReference } from './fair-reference';
import { outcomeSets } from './market';
import type { MarketKind, MarketSlice, OutcomeSet } from './market';
import { bestQuoteForSlot, hasStarted, priceQuotes } from './quote-selection';
import type { FreshnessPolicy, PricedQuote } from './quote-selection';

/**
 * Power devigging takes more margin from long shots, the favourite–long-shot bias seen in
 * sportsbook prices, without the extra assumptions of Shin's model.
 */
export const DEFAULT_DEVIG_METHOD: FairMethod = 'power';

export interface ValueBet {
  readonly eventId: string;
  readonly kind: MarketKind;
  readonly line?: number;
  readonly book: string;
  readonly outcome: string;
  readonly point?: number;
  readonly price: number;
  /** The price net of commission, the one the expected value is computed at. */
  readonly effectivePrice: number;
  readonly quoteAgeMs: number;
  readonly limit?: number;
  readonly fairProbability: number;
  /** 1 / fairProbability. */
  readonly fairPrice: number;
  /** Expected profit per unit staked: p·d − 1. */
  readonly ev: number;
  readonly evPercentage: number;
  /** The EV under every devig method of the same reference prices, and its spread. */
  readonly evByMethod: EvByMethod;
  readonly evRange: EvRange;
  readonly reference: FairReference;
  /** The smallest EV this bet had to clear: `minEv`, or `consensusMinEv` on a consensus price. */
  readonly minEv: number;
  /** The bet's quote or any reference quote is past maxAgeMs but inside the grace window. */
  readonly possiblyStale: boolean;
}

export interface ValueOptions extends FreshnessPolicy {
  /** Smallest expected value reported, as a fraction (0.02 = 2 %). Zero EV is never value. */
  readonly minEv: number;
  readonly method?: DevigMethod;
  readonly minConsensusBooks?: number;
  /**
   * Keep a bet when its EV under any FAIR_METHODS method reaches minEv, not only under `method`:
   * detection finds the value bets of every member's method (decision 032). `ev` and the fair
   * price stay `method`'s.
   */
  readonly anyMethod?: boolean;
  /** The threshold when the fair price is a consensus; never below `minEv`. */
  readonly consensusMinEv?: number;
}

/** The EV threshold a reference is held to: the consensus' own, never below the general one. */
export function minEvFor(
  kind: FairReference['kind'],
  minEv: number,
  consensusMinEv: number | undefined,
): number {
  return kind === 'consensus' ? Math.max(minEv, consensusMinEv ?? minEv) : minEv;
}

/** Value bets at the best price of each outcome, highest expected value first. */
export function findValueBets(slice: MarketSlice, options: ValueOptions): ValueBet[] {
  if (hasStarted(slice.event, options.now)) return [];
  const method = options.method ?? DEFAULT_DEVIG_METHOD;
  const quotes = priceQuotes(slice.quotes, options);
  const books = [...new Set(quotes.map((quote) => quote.book))];
  const found: ValueBet[] = [];
  for (const set of outcomeSets(slice)) {
    const fair = fairPrices(set, quotes, method, options.minConsensusBooks);
    if (!fair) continue;
    const minEv = minEvFor(fair.reference.kind, options.minEv, options.consensusMinEv);
    const referenceBooks = fair.reference.kind === 'consensus' ? [] : fair.reference.books;
    const excluded = books.filter((book) => referenceBooks.some((ref) => sameVenue(book, ref)));
    // Solved once per set when a bet first needs it: every bet under anyMethod, else only a hit.
    let sets: Record<FairMethod, number[]> | undefined;
    set.slots.forEach((slot, index) => {
      const quote = bestQuoteForSlot(quotes, slot, excluded);
      const probability = fair.probabilities[index];
      if (!quote || probability === undefined) return;
      const ev = expectedValue(probability, quote.effectivePrice);
      if (!options.anyMethod && !reachesMinEv(ev, minEv)) return;
      sets ??= devigByMethod(fair.odds);
      const evs = evFromFairSets(sets, index, quote.effectivePrice);
      if (options.anyMethod && !reachesMinEv(evRange(evs).max, minEv)) return;
      found.push(valueBetOf(slice.event.id, set, quote, probability, fair.reference, evs, minEv));
    });
  }
  return found.sort((a, b) => b.ev - a.ev);
}

/**
 * The value bet on this quote of a set, at the fair probability its reference gives; `evs` is its
 * EV under every method of the same reference prices (evFromFairSets).
 */
export function valueBetOf(
  eventId: string,
  set: Pick<OutcomeSet, 'kind' | 'line'>,
  quote: PricedQuote,
  probability: number,
  reference: FairReference,
  evs: EvByMethod,
  minEv: number,
): ValueBet {
  const ev = expectedValue(probability, quote.effectivePrice);
  return {
    eventId,
    kind: set.kind,
    ...(set.line === undefined ? {} : { line: set.line }),
    book: quote.book,
    outcome: quote.outcome,
    ...(quote.point === undefined ? {} : { point: quote.point }),
    price: quote.price,
    effectivePrice: quote.effectivePrice,
    quoteAgeMs: quote.ageMs,
    ...(quote.limit === undefined ? {} : { limit: quote.limit }),
    fairProbability: probability,
    fairPrice: 1 / probability,
    ev,
    evPercentage: ev * 100,
    evByMethod: evs,
    evRange: evRange(evs),
    reference,
    minEv,
    possiblyStale: quote.possiblyStale || reference.possiblyStale,
  };
}

/** Zero EV is never value, whatever the minimum. */
export function reachesMinEv(ev: number, minEv: number): boolean {
  return ev > 0 && ev >= minEv;
}

export function expectedValue(probability: number, price: number): number {
  return probability * price - 1;
}
