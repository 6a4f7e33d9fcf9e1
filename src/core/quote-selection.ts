import { isValidDecimal } from './odds-format';
import { quoteFillsSlot } from './market';
import type { MarketEvent, OutcomeSlot, Quote } from './market';

/**
 * Which quotes are still worth acting on. A quote up to maxAgeMs old is fresh; one older by at
 * most staleGraceMs is kept but flagged possiblyStale, so a member sees it with a warning rather
 * than not at all; anything older is dropped. `now` is passed in: core never reads the clock.
 */
export interface FreshnessPolicy {
  readonly now: number;
  readonly maxAgeMs: number;
  readonly staleGraceMs?: number;
}

export interface PricedQuote extends Quote {
  /** The decimal price after exchange commission: what a winning bet actually returns. */
  readonly effectivePrice: number;
  readonly ageMs: number;
  readonly possiblyStale: boolean;
}

/** Commission is charged on net winnings only, so the stake comes back untaxed. */
export function effectivePrice(price: number, commission = 0): number {
  return 1 + (price - 1) * (1 - commission);
}

export function hasStarted(event: MarketEvent, now: number): boolean {
  return event.commenceTime <= now;
}

/** Null when the quote is too old or its price or commission cannot be real. */
export function priceQuote(quote: Quote, policy: FreshnessPolicy): PricedQuote | null {
  const commission = quote.commission ?? 0;
  if (!isValidDecimal(quote.price) || !(commission >= 0 && commission < 1)) return null;
  // A lastUpdate ahead of `now` is clock skew between the book and us, not a negative age.
  const ageMs = Math.max(0, policy.now - quote.lastUpdate);
  const graceMs = policy.staleGraceMs ?? 0;
  if (ageMs > policy.maxAgeMs + graceMs) return null;
  // Every field written explicitly, in one order: a spread of optional fields gives each quote
  // its own object shape, which made detection several times slower.
  return {
    book: quote.book,
    outcome: quote.outcome,
    price: quote.price,
    lastUpdate: quote.lastUpdate,
    point: quote.point,
    commission: quote.commission,
    limit: quote.limit,
    effectivePrice: effectivePrice(quote.price, commission),
    ageMs,
    possiblyStale: ageMs > policy.maxAgeMs,
  };
}

export function priceQuotes(quotes: readonly Quote[], policy: FreshnessPolicy): PricedQuote[] {
  const priced: PricedQuote[] = [];
  for (const quote of quotes) {
    const result = priceQuote(quote, policy);
    if (result) priced.push(result);
  }
  return priced;
}

/**
 * The highest effective price for the slot. Ties go to the fresher quote, then to the book name,
 * so the same board always yields the same answer.
 */
export function bestQuoteForSlot(
  quotes: readonly PricedQuote[],
  slot: OutcomeSlot,
  excludeBooks: readonly string[] = [],
): PricedQuote | undefined {
  let best: PricedQuote | undefined;
  for (const quote of quotes) {
    if (!quoteFillsSlot(quote, slot) || excludeBooks.includes(quote.book)) continue;
    if (!best || isBetter(quote, best)) best = quote;
  }
  return best;
}

function isBetter(candidate: PricedQuote, current: PricedQuote): boolean {
  if (candidate.effectivePrice !== current.effectivePrice) {
    return candidate.effectivePrice > current.effectivePrice;
  }
  if (candidate.ageMs !== current.ageMs) return candidate.ageMs < current.ageMs;
  return candidate.book < current.book;
}
