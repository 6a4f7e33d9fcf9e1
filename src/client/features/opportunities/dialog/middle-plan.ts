import type { OpportunityLeg } from '../../../../contracts/opportunities';

export interface MiddlePlan {
  /** Stakes in cents-rounded dollars, in the order of the legs. */
  readonly stakes: readonly number[];
  readonly totalStake: number;
  /** Profit when only that leg wins (the other loses), in leg order. */
  readonly oneSideProfits: readonly number[];
  /** Profit when the result lands in the window and both legs win. */
  readonly bothWinProfit: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Equal-payout stakes for a middle's two legs, and what each whole-line result pays. Results on a
 * whole or quarter line push or half-settle and pay between these figures.
 */
export function middlePlan(
  legs: readonly Pick<OpportunityLeg, 'stakeRatio' | 'effectivePrice'>[],
  totalStake: number,
): MiddlePlan | null {
  if (legs.length !== 2 || !(totalStake > 0)) return null;
  if (legs.some((leg) => !(leg.effectivePrice > 1) || !(leg.stakeRatio > 0))) return null;
  const stakes = legs.map((leg) => cents(totalStake * leg.stakeRatio));
  const staked = cents(stakes.reduce((sum, stake) => sum + stake, 0));
  const payouts = legs.map((leg, index) => stakes[index]! * leg.effectivePrice);
  return {
    stakes,
    totalStake: staked,
    oneSideProfits: payouts.map((payout) => cents(payout - staked)),
    bothWinProfit: cents(payouts.reduce((sum, payout) => sum + payout, 0) - staked),
  };
}
