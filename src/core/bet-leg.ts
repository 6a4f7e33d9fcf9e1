import type { PricedQuote } from './quote-selection';

/** One bet of a multi-bet position (an arbitrage or a middle), with its share of the total stake. */
export interface BetLeg {
  readonly book: string;
  readonly outcome: string;
  readonly point?: number;
  /** The price as quoted. */
  readonly price: number;
  /** The price net of commission; every figure of the position is computed from this one. */
  readonly effectivePrice: number;
  readonly commission: number;
  /** Share of the total stake on this leg for equal payout: (1/dᵢ)/Σ. */
  readonly stakeRatio: number;
  readonly quoteAgeMs: number;
  readonly possiblyStale: boolean;
  readonly limit?: number;
}

/** `impliedSum` is Σ 1/dᵢ over the effective prices of every leg of the position. */
export function toBetLeg(quote: PricedQuote, impliedSum: number): BetLeg {
  return {
    book: quote.book,
    outcome: quote.outcome,
    ...(quote.point === undefined ? {} : { point: quote.point }),
    price: quote.price,
    effectivePrice: quote.effectivePrice,
    commission: quote.commission ?? 0,
    stakeRatio: 1 / quote.effectivePrice / impliedSum,
    quoteAgeMs: quote.ageMs,
    possiblyStale: quote.possiblyStale,
    ...(quote.limit === undefined ? {} : { limit: quote.limit }),
  };
}
