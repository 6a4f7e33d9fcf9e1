import { FAIR_METHODS, devigByMethod } from './devig';
import type { FairMethod } from './devig';
import { isValidDecimal } from './odds-format';

/** A bet's expected profit per unit staked under each devig method of its reference prices. */
export type EvByMethod = Readonly<Record<FairMethod, number>>;

/** The spread of a bet's EV across the methods, with the methods at either end. */
export interface EvRange {
  readonly min: number;
  readonly max: number;
  /** The conservative method for this bet: the one giving it the lowest EV. */
  readonly lowest: FairMethod;
  readonly highest: FairMethod;
}

/** The conservative fair probability of one outcome and the method it comes from. */
export interface ConservativeFair {
  readonly method: FairMethod;
  readonly probability: number;
}

/**
 * The bet's EV, p·d − 1, under every method: `marketOdds` is the reference price set the fair
 * probabilities come from (sharp, exchange or consensus), `outcome` the index in it of the
 * outcome bet on, `betPrice` the price the bet is struck at, net of commission.
 */
export function evByMethod(
  marketOdds: readonly number[],
  outcome: number,
  betPrice: number,
): EvByMethod {
  checkOutcome(marketOdds, outcome);
  if (!isValidDecimal(betPrice)) throw new RangeError('the bet needs a decimal price above 1');
  return evFromFairSets(devigByMethod(marketOdds), outcome, betPrice);
}

/**
 * evByMethod from fair sets already solved: detection devigs a reference set once and prices
 * every bet measured against it from the same sets.
 */
export function evFromFairSets(
  sets: Readonly<Record<FairMethod, readonly number[]>>,
  outcome: number,
  betPrice: number,
): EvByMethod {
  const evs = {} as Record<FairMethod, number>;
  for (const method of FAIR_METHODS) evs[method] = (sets[method][outcome] ?? NaN) * betPrice - 1;
  return evs;
}

/**
 * The same bet's EVs at another price of it (a member's own exchange commission): each method's
 * fair probability is unchanged, (ev + 1) / fromPrice, and priced again at `toPrice`.
 */
export function evAtPrice(evs: EvByMethod, fromPrice: number, toPrice: number): EvByMethod {
  const moved = {} as Record<FairMethod, number>;
  for (const method of FAIR_METHODS) moved[method] = ((evs[method] + 1) / fromPrice) * toPrice - 1;
  return moved;
}

/** Ties go to the method listed first in FAIR_METHODS, so the same prices name the same method. */
export function evRange(evs: EvByMethod): EvRange {
  let lowest: FairMethod = FAIR_METHODS[0];
  let highest: FairMethod = FAIR_METHODS[0];
  for (const method of FAIR_METHODS) {
    if (evs[method] < evs[lowest]) lowest = method;
    if (evs[method] > evs[highest]) highest = method;
  }
  return { min: evs[lowest], max: evs[highest], lowest, highest };
}

/**
 * Per outcome, the fair probability of the method giving a bet on it the lowest EV. At any bet
 * price d > 1 the EV p·d − 1 rises with p, so that method is the one with the smallest p and does
 * not depend on the price: what evRange(evByMethod(…)).lowest names for every bet price. Ties as
 * in evRange. Not a distribution: the probabilities sum to 1 or less.
 */
export function worstCase(marketOdds: readonly number[]): ConservativeFair[] {
  const sets = devigByMethod(marketOdds);
  return marketOdds.map((_, index) => {
    let best: ConservativeFair = {
      method: FAIR_METHODS[0],
      probability: sets[FAIR_METHODS[0]][index] ?? NaN,
    };
    for (const method of FAIR_METHODS) {
      const probability = sets[method][index] ?? NaN;
      if (probability < best.probability) best = { method, probability };
    }
    return best;
  });
}

function checkOutcome(marketOdds: readonly number[], outcome: number): void {
  if (!Number.isInteger(outcome) || outcome < 0 || outcome >= marketOdds.length) {
    throw new RangeError(`outcome ${outcome} is not an index of the ${marketOdds.length} prices`);
  }
}
