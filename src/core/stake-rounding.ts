import { capTotalToLimits, evaluateStakes, optimalStakes, payoutCents, toCents } from './stakes';
import type { LimitCap, StakePlan } from './stakes';

/**
 * Rounded stakes are what a member actually places, so every figure of a rounded plan is
 * recomputed from the rounded amounts; nothing is carried over from the unrounded plan.
 */
export interface RoundedStakePlan extends StakePlan {
  /** The rounding unit in currency units: 0.01, 1, 5, 10… */
  readonly unit: number;
  /** Minimum profit of the exact equal-payout stakes for the same total. */
  readonly unroundedMinProfit: number;
  /** unroundedMinProfit − minProfit: what rounding costs on the worst outcome (negative = gain). */
  readonly roundingCost: number;
  /** The unrounded plan showed a profit but the rounded one loses on some outcome. */
  readonly roundedIntoLoss: boolean;
}

export interface ArbitrageStakePlan extends RoundedStakePlan {
  readonly cap: LimitCap;
}

/** Floor/ceil choices per leg are searched exhaustively up to this many legs (2¹² plans). */
const MAX_SEARCHED_LEGS = 12;

/**
 * Each stake goes to the unit just below or just above its exact value; among those choices the
 * one with the best guaranteed return on its own total wins, then the one whose total is nearest
 * the requested total. Comparing returns rather than profits keeps the search from preferring
 * bigger totals. No stake is ever rounded above its book's limit.
 */
export function roundStakes(
  prices: readonly number[],
  totalStake: number,
  unit: number,
  limits: readonly (number | undefined)[] = [],
): RoundedStakePlan {
  const unitCents = toCents(unit);
  if (!Number.isFinite(unit) || unitCents < 1) {
    throw new RangeError(`the rounding unit must be at least one cent, got ${unit}`);
  }
  const exact = optimalStakes(prices, totalStake);
  const choices = exact.stakes.map((stake, index) => stakeChoices(stake, unitCents, limits[index]));
  const chosen =
    choices.length <= MAX_SEARCHED_LEGS
      ? bestCombination(prices, choices, toCents(totalStake))
      : choices.map((options) => options[0] ?? 0);
  const plan = evaluateStakes(
    prices,
    chosen.map((cents) => cents / 100),
  );
  return {
    ...plan,
    unit,
    unroundedMinProfit: exact.minProfit,
    roundingCost: exact.minProfit - plan.minProfit,
    roundedIntoLoss: exact.minProfit > 0 && plan.minProfit < 0,
  };
}

/** Limits first (scaling the total down), then rounding within those limits. */
export function planArbitrageStakes(
  prices: readonly number[],
  totalStake: number,
  unit: number,
  limits: readonly (number | undefined)[] = [],
): ArbitrageStakePlan {
  const cap = capTotalToLimits(prices, totalStake, limits);
  return { ...roundStakes(prices, cap.totalStake, unit, limits), cap };
}

/**
 * Candidate amounts in cents, nearest first as the fallback for markets too wide to search. The
 * exact stake is rounded to the cent before the unit, so float noise cannot add a spurious choice.
 */
function stakeChoices(stake: number, unitCents: number, limit: number | undefined): number[] {
  const exactCents = toCents(stake);
  const down = Math.floor(exactCents / unitCents) * unitCents;
  const up = Math.ceil(exactCents / unitCents) * unitCents;
  const limitCents = limit === undefined ? Infinity : Math.floor(limit * 100 + 1e-6);
  const nearestFirst = exactCents - down <= up - exactCents ? [down, up] : [up, down];
  const allowed = [...new Set(nearestFirst)].filter((cents) => cents <= limitCents);
  return allowed.length > 0 ? allowed : [Math.floor(limitCents / unitCents) * unitCents];
}

function bestCombination(
  prices: readonly number[],
  choices: readonly (readonly number[])[],
  targetCents: number,
): number[] {
  let best: { stakes: number[]; roi: number; distance: number } | null = null;
  for (const stakes of combinations(choices)) {
    const total = stakes.reduce((sum, cents) => sum + cents, 0);
    if (total === 0) continue;
    const minProfit = Math.min(
      ...stakes.map((cents, index) => payoutCents(cents, prices[index] ?? 0) - total),
    );
    const roi = minProfit / total;
    const distance = Math.abs(total - targetCents);
    if (!best || roi > best.roi || (roi === best.roi && distance < best.distance)) {
      best = { stakes, roi, distance };
    }
  }
  return best?.stakes ?? choices.map(() => 0);
}

function* combinations(choices: readonly (readonly number[])[]): Generator<number[]> {
  const [first, ...rest] = choices;
  if (!first) {
    yield [];
    return;
  }
  for (const tail of combinations(rest)) {
    for (const cents of first) yield [cents, ...tail];
  }
}
