/**
 * How good one forecast of a market's outcomes was: a probability per outcome of a set that covers
 * every result once (home/away[/draw], a spread's two sides, over/under).
 *
 * Log loss is −ln of the probability given to what happened. Brier is the multi-outcome score
 * Σᵢ (pᵢ − oᵢ)², oᵢ = 1 for what happened and 0 otherwise: 0 for a certain and right forecast, 2
 * for a certain and wrong one (on two outcomes it is twice the one-sided (p − o)²). Both are
 * proper: no forecast beats the true probabilities in expectation.
 */

export interface ForecastScore {
  readonly logLoss: number;
  readonly brier: number;
}

/** A certain miss would be an infinite log loss; one part in a trillion keeps a mean finite. */
const EPSILON = 1e-12;

const clamped = (p: number) => Math.min(1 - EPSILON, Math.max(EPSILON, p));

/** The score of `probabilities` when outcome `winner` happened. */
export function outcomeScore(probabilities: readonly number[], winner: number): ForecastScore {
  let brier = 0;
  probabilities.forEach((p, index) => {
    brier += (p - (index === winner ? 1 : 0)) ** 2;
  });
  return { logLoss: -Math.log(clamped(probabilities[winner] ?? 0)), brier };
}

/**
 * The score `probabilities` can expect when the outcomes happen with the known `truth` (the
 * simulator's): the outcome scores weighted by the truth. It has no luck of the draw in it, so a
 * few hundred events rank methods that results alone would take thousands to tell apart.
 */
export function expectedScore(
  probabilities: readonly number[],
  truth: readonly number[],
): ForecastScore {
  let logLoss = 0;
  let brier = 0;
  truth.forEach((weight, winner) => {
    if (weight === 0) return;
    const score = outcomeScore(probabilities, winner);
    logLoss += weight * score.logLoss;
    brier += weight * score.brier;
  });
  return { logLoss, brier };
}
