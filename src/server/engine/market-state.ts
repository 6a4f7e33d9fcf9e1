import { isExchange, referenceSource, SHARP_BOOK } from '../../core/fair-reference';
import { outcomeSets, type MarketSlice } from '../../core/market';
import {
  bestQuoteForSlot,
  effectivePrice,
  priceQuotes,
  type FreshnessPolicy,
} from '../../core/quote-selection';

/**
 * What a market's last evaluation depended on, so that a later price change that cannot alter its
 * result skips re-evaluation. The rule is exact for a market priced against a sharp or exchange
 * reference: a quote that is not the reference, not the best of its outcome, and no better than
 * that best changes neither the best prices (arbitrage) nor the fair price (value bets).
 * Consensus-priced markets depend on every book, so any change re-evaluates them.
 */
export interface MarketState {
  /** Per outcome slot: the best effective price and its book, over all books and over non-reference books. */
  slots: Map<
    string,
    { best: number; bestBook: string; bestNonReference: number; nonReferenceBook: string | null }
  >;
  /** False when some outcome set is priced from the consensus (or could not be priced at all). */
  sharpReferenced: boolean;
}

export const slotKey = (outcome: string, point: number | null | undefined) =>
  `${outcome.trim().toLowerCase()}\u0001${point === null || point === undefined ? '' : point.toFixed(3)}`;

const isReferenceBook = (book: string) => book === SHARP_BOOK || isExchange(book);

export function marketState(slice: MarketSlice, policy: FreshnessPolicy): MarketState {
  const quotes = priceQuotes(slice.quotes, policy);
  const state: MarketState = { slots: new Map(), sharpReferenced: true };
  for (const set of outcomeSets(slice)) {
    if (referenceSource(set, quotes).kind === 'consensus') state.sharpReferenced = false;
    for (const slot of set.slots) {
      const best = bestQuoteForSlot(quotes, slot);
      const nonReference = bestQuoteForSlot(
        quotes.filter((q) => !isReferenceBook(q.book)),
        slot,
      );
      state.slots.set(slotKey(slot.outcome, slot.point), {
        best: best?.effectivePrice ?? 0,
        bestBook: best?.book ?? '',
        bestNonReference: nonReference?.effectivePrice ?? 0,
        nonReferenceBook: nonReference?.book ?? null,
      });
    }
  }
  return state;
}

export interface QuoteChange {
  book: string;
  outcome: string;
  point: number | null;
  /** New price, or null when the quote was withdrawn. */
  price: number | null;
  commission: number;
}

/** True when the change provably leaves the market's opportunities as they were. */
export function changeIsIrrelevant(state: MarketState, change: QuoteChange): boolean {
  if (!state.sharpReferenced || isReferenceBook(change.book)) return false;
  const slot = state.slots.get(slotKey(change.outcome, change.point));
  if (!slot) return false;
  if (slot.bestBook === change.book || slot.nonReferenceBook === change.book) return false;
  if (change.price === null) return true;
  const price = effectivePrice(change.price, change.commission);
  return price < slot.bestNonReference;
}
