import type { OpportunityLeg } from '../../../../contracts/opportunities';
import { planArbitrageStakes } from '../../../../core/stake-rounding';
import { equalSplit, evaluateStakes } from '../../../../core/stakes';
import type { LimitCap, StakePlan } from '../../../../core/stakes';

export type StakeMode = 'optimal' | 'manual';
export type RoundingChoice = 'none' | '1' | '5' | '10';

export const ROUNDING_OPTIONS: readonly { value: RoundingChoice; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: '1', label: '$1' },
  { value: '5', label: '$5' },
  { value: '10', label: '$10' },
];

/** "None" still rounds to the cent: a book takes no smaller amount. */
export function roundingUnit(choice: RoundingChoice): number {
  return choice === 'none' ? 0.01 : Number(choice);
}

export type CalculatedPlan = {
  plan: StakePlan;
  /** Optimal mode: how known book limits capped the total. */
  cap: LimitCap | null;
  /** Optimal mode: what rounding to the unit costs on the worst outcome. */
  roundingCost: number | null;
  /** The exact split was profitable but the rounded stakes lose on some outcome. */
  roundedIntoLoss: boolean;
  /** Legs whose stake is above the book's known limit (manual entry can exceed them). */
  overLimit: number[];
  /** The leg whose win pays the most, for the "Best" badge; null when nothing is staked. */
  bestLeg: number | null;
};

export type PlanInput = {
  mode: StakeMode;
  totalStake: number;
  rounding: RoundingChoice;
  manualStakes: readonly number[];
};

function bestLegOf(plan: StakePlan): number | null {
  if (plan.totalStaked <= 0) return null;
  return plan.profits.indexOf(plan.maxProfit);
}

/**
 * The stakes a member would place and what each outcome returns, computed from the legs' prices
 * net of commission with the same functions the server uses. Null when there is nothing to split
 * (fewer than two legs), as the spec asks.
 */
export function calculateArbitragePlan(
  legs: readonly OpportunityLeg[],
  input: PlanInput,
): CalculatedPlan | null {
  if (legs.length < 2) return null;
  const prices = legs.map((leg) => leg.effectivePrice);
  const limits = legs.map((leg) => leg.limit ?? undefined);
  if (input.mode === 'optimal') {
    const plan = planArbitrageStakes(
      prices,
      input.totalStake,
      roundingUnit(input.rounding),
      limits,
    );
    return {
      plan,
      cap: plan.cap,
      roundingCost: plan.roundingCost,
      roundedIntoLoss: plan.roundedIntoLoss,
      overLimit: [],
      bestLeg: bestLegOf(plan),
    };
  }
  const stakes = legs.map((_, index) => input.manualStakes[index] ?? 0);
  const plan = evaluateStakes(prices, stakes);
  return {
    plan,
    cap: null,
    roundingCost: null,
    roundedIntoLoss: false,
    overLimit: legs.flatMap((leg, index) =>
      leg.limit !== null && (stakes[index] ?? 0) > leg.limit ? [index] : [],
    ),
    bestLeg: bestLegOf(plan),
  };
}

/** Manual entry starts from the total split equally across the legs (spec, section 4). */
export function manualStartingStakes(totalStake: number, legCount: number): number[] {
  return legCount < 1 ? [] : equalSplit(totalStake, legCount);
}
