import { fairPrices } from '../fair-reference';
import { outcomeSets, quoteFillsSlot, sameOutcome, samePoint, type MarketSlice } from '../market';
import { priceQuotes } from '../quote-selection';
import { DEFAULT_DEVIG_METHOD } from '../value';

export interface ClosingBet {
  readonly book: string;
  readonly outcome: string;
  readonly point: number | null;
}

export interface ClosingPrices {
  /** The bet's own book at the close, as quoted; null when that book had withdrawn it. */
  readonly closingOdds: number | null;
  /** 1 ÷ the devigged probability of the bet's outcome at the sharp (or consensus) close. */
  readonly fairClosingOdds: number | null;
  readonly reference: string | null;
}

/**
 * The close of a bet, from the last price each book recorded before the start (`slice.quotes`).
 * Every closing quote counts whatever its age: the close is the market's last word, not a live
 * price. The fair close devigs the same reference value bets use (Pinnacle, an exchange, the
 * consensus) over the outcome set that holds the bet.
 */
export function closingPrices(slice: MarketSlice, bet: ClosingBet): ClosingPrices {
  const slot = { outcome: bet.outcome, ...(bet.point === null ? {} : { point: bet.point }) };
  const own = slice.quotes.find((quote) => quote.book === bet.book && quoteFillsSlot(quote, slot));
  const closingOdds = own && own.price > 1 ? own.price : null;
  const priced = priceQuotes(slice.quotes, {
    now: slice.event.commenceTime,
    maxAgeMs: Number.POSITIVE_INFINITY,
  });
  for (const set of outcomeSets(slice)) {
    const index = set.slots.findIndex(
      (candidate) =>
        sameOutcome(candidate.outcome, slot.outcome) && samePoint(candidate.point, slot.point),
    );
    if (index < 0) continue;
    const fair = fairPrices(set, priced, DEFAULT_DEVIG_METHOD);
    const probability = fair?.probabilities[index];
    if (!fair || probability === undefined || !(probability > 0)) break;
    return { closingOdds, fairClosingOdds: 1 / probability, reference: fair.reference.kind };
  }
  return { closingOdds, fairClosingOdds: null, reference: null };
}
