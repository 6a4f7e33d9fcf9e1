import { FAIR_METHODS, type FairMethod } from '../devig';
import { fairPrices, type FairPrices } from '../fair-reference';
import { outcomeSets, quoteFillsSlot, sameOutcome, samePoint, type MarketSlice } from '../market';
import { priceQuotes } from '../quote-selection';
import { DEFAULT_DEVIG_METHOD } from '../value';

export interface ClosingBet {
  readonly book: string;
  readonly outcome: string;
  readonly point: number | null;
}

/** The fair closing probability of one outcome under each devig method. */
export type FairCloseByMethod = Readonly<Record<FairMethod, number>>;

export interface ClosingPrices {
  /** The bet's own book at the close, as quoted; null when that book had withdrawn it. */
  readonly closingOdds: number | null;
  /** 1 ÷ the default method's devigged probability of the bet's outcome at the close. */
  readonly fairClosingOdds: number | null;
  /**
   * Every method's fair probability of the bet's outcome at the close, kept so a member's own
   * method (or the track record's comparison of methods) reads the same close.
   */
  readonly fairByMethod: FairCloseByMethod | null;
  readonly reference: string | null;
}

/**
 * The close of a bet, from the last price each book recorded before the start (`slice.quotes`).
 * Every closing quote counts whatever its age: the close is the market's last word, not a live
 * price. The fair close devigs the same reference value bets use (Pinnacle, an exchange, the
 * consensus) over the outcome set that holds the bet, with every method.
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
    const byMethod = {} as Record<FairMethod, number>;
    let reference: FairPrices['reference'] | null = null;
    for (const method of FAIR_METHODS) {
      const fair = fairPrices(set, priced, method);
      const probability = fair?.probabilities[index];
      if (!fair || probability === undefined || !(probability > 0)) break;
      byMethod[method] = probability;
      reference = fair.reference;
    }
    if (!reference || Object.keys(byMethod).length < FAIR_METHODS.length) break;
    return {
      closingOdds,
      fairClosingOdds: 1 / byMethod[DEFAULT_DEVIG_METHOD as FairMethod],
      fairByMethod: byMethod,
      reference: reference.kind,
    };
  }
  return { closingOdds, fairClosingOdds: null, fairByMethod: null, reference: null };
}
