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

/** A whole-number result exactly on one bet's line: that bet is refunded and the other wins. */
export interface MiddlePush {
  /** The result (home margin or total score) that lands on the line. */
  readonly result: number;
  /** Index of the refunded leg; the other leg wins. */
  readonly refundedLeg: 0 | 1;
  /** Return on the total stake at the plan's ratios, as a fraction. */
  readonly returnOnStake: number;
  /** Profit in dollars at `plan`'s stakes, when there is a plan. */
  readonly profit: number | null;
}

/**
 * The pushes of a middle: the window's edges are the two lines (first leg's at `low`, second's at
 * `high`, as the server builds it), and only a whole-number line can be hit exactly. Quarter and
 * half lines never push, so they yield nothing here.
 */
export function middlePushes(
  window: { readonly low: number; readonly high: number },
  legs: readonly Pick<OpportunityLeg, 'stakeRatio' | 'effectivePrice'>[],
  plan: MiddlePlan | null,
): MiddlePush[] {
  if (legs.length !== 2) return [];
  const edges = [
    { result: window.low, refundedLeg: 0 as const },
    { result: window.high, refundedLeg: 1 as const },
  ];
  return edges
    .filter((edge) => Number.isInteger(edge.result))
    .map(({ result, refundedLeg }) => {
      const winner = refundedLeg === 0 ? 1 : 0;
      const refunded = legs[refundedLeg]!;
      const won = legs[winner]!;
      return {
        result,
        refundedLeg,
        returnOnStake: refunded.stakeRatio + won.stakeRatio * won.effectivePrice - 1,
        profit:
          plan === null
            ? null
            : cents(
                plan.stakes[refundedLeg]! +
                  plan.stakes[winner]! * won.effectivePrice -
                  plan.totalStake,
              ),
      };
    });
}
