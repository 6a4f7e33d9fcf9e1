import type { FairMethodName, Opportunity } from './opportunities';

/**
 * A value bet as a member who chose `method` sees it: its EV, fair price and expected profit at
 * capacity are that method's, from the EVs every value bet carries, so the list ranks and filters
 * by it and the dialog and Kelly use it. Arbitrage, middles and a bet already under the method
 * are returned as they are. Each method's fair probability is (EV + 1) ÷ the price bet at.
 */
export function underMethod(opportunity: Opportunity, method: FairMethodName): Opportunity {
  const { evByMethod, fair } = opportunity;
  const leg = opportunity.legs[0];
  if (opportunity.type !== 'value' || !evByMethod || !fair || !leg || fair.method === method) {
    return opportunity;
  }
  const ev = evByMethod[method];
  const probability = (ev + 1) / leg.effectivePrice;
  const { maxStake } = opportunity.capacity;
  return {
    ...opportunity,
    expectedValue: ev,
    fair: { ...fair, probability, odds: 1 / probability, method },
    capacity: {
      maxStake,
      // As the server rounds it: down to the cent.
      profitAtMaxStake: maxStake === null ? null : Math.floor(maxStake * ev * 100) / 100,
    },
  };
}

/**
 * Whether a member on `method` is shown the opportunity: a value bet only when its EV under that
 * method reaches the detection minimum, or the higher one its reference was held to (a consensus
 * price's, `fair.minEv`); zero EV never does. Detection keeps a bet that any
 * method calls value (decision 032), so this is what keeps another method's bets out of a
 * member's list, stream and alerts. Arbitrage and middles are shown whatever the method.
 */
export function clearsUnderMethod(
  opportunity: Opportunity,
  method: FairMethodName,
  minEv: number,
): boolean {
  if (opportunity.type !== 'value' || !opportunity.evByMethod) return true;
  const ev = opportunity.evByMethod[method];
  return ev > 0 && ev >= Math.max(minEv, opportunity.fair?.minEv ?? minEv);
}
