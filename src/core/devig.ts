import { isValidDecimal } from './odds-format';
import { findDecreasingRoot } from './root-finding';

/**
 * Removing the bookmaker's margin from a set of prices that covers every result of a market.
 * Every method except 'worst-case' returns probabilities in (0, 1) that sum to 1, for any price
 * set a market would offer. On absurd sets (two prices of 1.0001 beside a third) power's exponent
 * runs into the thousands and a long shot can underflow to 0: the doubles run out, not the model.
 *
 * - multiplicative: scale each implied probability by 1/Σ.
 * - additive: take the same amount off each implied probability (multiplicative when a long shot
 *   is too small for its share; see additive()).
 * - power: pᵢ = πᵢᵏ with k chosen so the pᵢ sum to 1; takes more margin from long shots.
 * - shin: Shin's (1993) model of a book facing a share z of insider money, solved for z.
 * - odds-ratio: Cheung (2015); the fair odds ratio πᵢ(1−pᵢ)/(pᵢ(1−πᵢ)) is the same for all outcomes.
 * - worst-case: each outcome's smallest probability across the five methods above. It is a
 *   deliberately pessimistic bound for judging value, not a distribution: it sums to 1 or less.
 */
export const DEVIG_METHODS = [
  'multiplicative',
  'additive',
  'power',
  'shin',
  'odds-ratio',
  'worst-case',
] as const;

export type DevigMethod = (typeof DEVIG_METHODS)[number];

type SingleMethod = Exclude<DevigMethod, 'worst-case'>;

const SOLVERS: Record<SingleMethod, (implied: readonly number[]) => number[]> = {
  multiplicative,
  additive,
  power,
  shin,
  'odds-ratio': oddsRatio,
};

/** Fair probabilities, in the order of the odds given. Throws on fewer than two valid prices. */
export function devig(odds: readonly number[], method: DevigMethod): number[] {
  if (odds.length < 2 || !odds.every(isValidDecimal)) {
    throw new RangeError('devig needs at least two decimal prices above 1');
  }
  const implied = odds.map((price) => 1 / price);
  if (method === 'worst-case') return worstCase(implied);
  return normalise(SOLVERS[method](implied));
}

function worstCase(implied: readonly number[]): number[] {
  const sets = Object.values(SOLVERS).map((solve) => normalise(solve(implied)));
  return implied.map((_, index) => Math.min(...sets.map((set) => set[index] ?? Infinity)));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Solvers stop within float precision of Σ = 1; dividing by the sum removes the last ulp. */
function normalise(probabilities: readonly number[]): number[] {
  const total = sum(probabilities);
  return probabilities.map((p) => p / total);
}

function multiplicative(implied: readonly number[]): number[] {
  const total = sum(implied);
  return implied.map((p) => p / total);
}

/**
 * An equal share of the margin can exceed a long shot's whole implied probability. No equal cut
 * fits such a set, so all of it takes the multiplicative answer: mixing the two methods per
 * outcome would let a longer price end up with the larger probability.
 */
function additive(implied: readonly number[]): number[] {
  const cut = (sum(implied) - 1) / implied.length;
  const result = implied.map((p) => p - cut);
  return result.every((p) => p > 0) ? result : multiplicative(implied);
}

/**
 * Σ πᵢᵏ − 1 is convex and decreasing in k, so Newton's method from k = 1 converges in a handful
 * of steps (monotonically once left of the root). Bisection remains the fallback for sets where
 * a step leaves the finite positive range.
 */
function power(implied: readonly number[]): number[] {
  const exponent = powerExponent(implied);
  return implied.map((p) => p ** exponent);
}

function powerExponent(implied: readonly number[]): number {
  let k = 1;
  for (let step = 0; step < 60; step++) {
    let f = -1;
    let slope = 0;
    for (const p of implied) {
      const term = p ** k;
      f += term;
      slope += term * Math.log(p);
    }
    if (f === 0) return k;
    const next = k - f / slope;
    if (!Number.isFinite(next) || next <= 0) break;
    // Left of the root Newton only climbs; a step that no longer climbs is float noise.
    if (f > 0 && next <= k) return k;
    if (Math.abs(next - k) <= 1e-15 * k) return next;
    k = next;
  }
  return findDecreasingRoot((x) => sum(implied.map((p) => p ** x)) - 1, 0, 1);
}

/**
 * With no margin (Σ ≤ 1) there is no insider share to solve for: z would be zero or negative,
 * outside the model. The proportional answer is returned, which is what z = 0 means.
 */
function shin(implied: readonly number[]): number[] {
  const total = sum(implied);
  if (total <= 1) return multiplicative(implied);
  const atZ = (z: number) =>
    implied.map((p) => (Math.sqrt(z * z + (4 * (1 - z) * p * p) / total) - z) / (2 * (1 - z)));
  const insiderShare = findDecreasingRoot((z) => sum(atZ(z)) - 1, 0, 0.5, 1 - 1e-12);
  return atZ(insiderShare);
}

function oddsRatio(implied: readonly number[]): number[] {
  const atRatio = (c: number) => implied.map((p) => p / (c + p - c * p));
  const ratio = findDecreasingRoot((c) => sum(atRatio(c)) - 1, 0, 1);
  return atRatio(ratio);
}
