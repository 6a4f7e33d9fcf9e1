import type { Opportunity } from '../../contracts/opportunities';

/** The total stake the calculator starts from and lists rank by, until a member sets their own. */
export const DEFAULT_TOTAL_STAKE = 1000;

/**
 * What the opportunity pays at the member's total stake, cut down to what the books' limits let
 * through (guaranteed for an arbitrage, expected for a value bet). Unknown limits do not cut.
 */
export function profitAtStake(opportunity: Opportunity, stake: number): number {
  const cap = opportunity.capacity.maxStake;
  const usable = cap === null ? stake : Math.min(stake, cap);
  return usable * opportunity.expectedValue;
}
