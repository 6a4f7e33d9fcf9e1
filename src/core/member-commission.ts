import { effectivePrice } from './quote-selection';

export interface PricedLeg {
  readonly book: string;
  /** Decimal odds as quoted. */
  readonly price: number;
  /** Net of commission. */
  readonly effectivePrice: number;
  readonly commission: number;
  readonly stakeRatio: number;
}

/**
 * The legs at the commission the member pays at each exchange, where they stated one: what a
 * winning stake really returns them. A leg without a stated commission is returned as it was.
 */
export function atMemberCommission<L extends PricedLeg>(
  legs: readonly L[],
  commissionOf: (book: string) => number | null,
): L[] {
  return legs.map((leg) => {
    const commission = commissionOf(leg.book);
    if (commission === null || commission === leg.commission) return leg;
    return { ...leg, commission, effectivePrice: effectivePrice(leg.price, commission) };
  });
}

/**
 * An arbitrage re-planned on these net prices: equal-payout stake shares, the implied sum and the
 * guaranteed return (not positive when the member's commission leaves no arbitrage).
 */
export function replanArbitrage<L extends PricedLeg>(
  legs: readonly L[],
): { legs: L[]; impliedSum: number; returnOnStake: number } {
  const impliedSum = legs.reduce((sum, leg) => sum + 1 / leg.effectivePrice, 0);
  return {
    legs: legs.map((leg) => ({ ...leg, stakeRatio: 1 / leg.effectivePrice / impliedSum })),
    impliedSum,
    returnOnStake: 1 / impliedSum - 1,
  };
}
