import { isValidDecimal } from './odds-format';
import { findDecreasingRoot } from './root-finding';

/**
 * Removing the bookmaker's margin from a set of prices that covers every result of a market.
 * Every method except 'worst-case' returns probabilities in (0, 1) that sum to 1, for any price
 * set a market would offer. On absurd sets (two prices of 1.0001 beside a third) power's exponent
 * runs into the thousands and a long shot can underflow to 0: the doubles run out, not the model.
 * What each method assumes is said in one line on its solver below; 'worst-case' is explained on
 * worstCaseProbabilities().
 *
 * FAIR_METHODS are the models of the margin, each giving a distribution that sums to 1.
 */
export const FAIR_METHODS = [
  'multiplicative',
  'additive',
  'power',
  'shin',
  'odds-ratio',
  'logit',
] as const;

export type FairMethod = (typeof FAIR_METHODS)[number];

export const DEVIG_METHODS = [...FAIR_METHODS, 'worst-case'] as const;

export type DevigMethod = (typeof DEVIG_METHODS)[number];

const SOLVERS: Record<FairMethod, (implied: readonly number[]) => number[]> = {
  multiplicative,
  additive,
  power,
  shin,
  'odds-ratio': oddsRatio,
  logit,
};

/** Fair probabilities, in the order of the odds given. Throws on fewer than two valid prices. */
export function devig(odds: readonly number[], method: DevigMethod): number[] {
  const implied = impliedProbabilities(odds);
  if (method === 'worst-case') return worstCaseProbabilities(implied);
  return normalise(SOLVERS[method](implied));
}

/** Every method's fair probabilities of one price set, solved once each. */
export function devigByMethod(odds: readonly number[]): Record<FairMethod, number[]> {
  const implied = impliedProbabilities(odds);
  return fairSets(implied);
}

function impliedProbabilities(odds: readonly number[]): number[] {
  if (odds.length < 2 || !odds.every(isValidDecimal)) {
    throw new RangeError('devig needs at least two decimal prices above 1');
  }
  return odds.map((price) => 1 / price);
}

function fairSets(implied: readonly number[]): Record<FairMethod, number[]> {
  const sets = {} as Record<FairMethod, number[]>;
  for (const method of FAIR_METHODS) sets[method] = normalise(SOLVERS[method](implied));
  return sets;
}

/**
 * Worst case: assumes nothing about the margin's shape and judges a bet on each outcome by the
 * method that gives it the lowest expected value. Since EV = p·d − 1 rises with p at any price d,
 * that is the smallest probability across the methods, outcome by outcome. It is a deliberately
 * pessimistic bound for judging value, not a distribution: it sums to 1 or less.
 */
function worstCaseProbabilities(implied: readonly number[]): number[] {
  const sets = Object.values(fairSets(implied));
  return implied.map((_, index) => Math.min(...sets.map((set) => set[index] ?? Infinity)));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * Σ f(x, vᵢ) without building the array: the root finders evaluate it a hundred-odd times per
 * solve, and detection solves every method for each set with a value bet. Same additions, in the
 * same order, as sum(values.map(…)).
 */
function sumOf(values: readonly number[], x: number, f: (x: number, v: number) => number): number {
  let total = 0;
  for (const v of values) total += f(x, v);
  return total;
}

/** Solvers stop within float precision of Σ = 1; dividing by the sum removes the last ulp. */
function normalise(probabilities: readonly number[]): number[] {
  const total = sum(probabilities);
  return probabilities.map((p) => p / total);
}

/** Multiplicative: assumes the margin is spread in proportion to each implied probability. */
function multiplicative(implied: readonly number[]): number[] {
  const total = sum(implied);
  return implied.map((p) => p / total);
}

/**
 * Additive: assumes every outcome carries the same absolute share of the margin.
 *
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
 * Power: assumes fair pᵢ = πᵢᵏ, one exponent for all, so long shots carry more of the margin.
 *
 * Σ πᵢᵏ − 1 is convex and decreasing in k, so Newton's method from k = 1 converges in a handful
 * of steps (monotonically once left of the root). Bisection remains the fallback for sets where
 * a step leaves the finite positive range.
 */
function power(implied: readonly number[]): number[] {
  const exponent = powerExponent(implied);
  return implied.map((p) => p ** exponent);
}

/**
 * An upper bound on power's fair probability of outcome `index`, at the cost of one Newton step:
 * with a margin (Σ πᵢ > 1) the exponent's first Newton step from 1 stays left of the root, so
 * every πᵢ < 1 raised to it is at least the fair pᵢ. Detection refuses a value bet on it before
 * devigging the set. `implied` are the set's implied probabilities (1 / price); without a margin
 * there is no bound below 1 and 1 is returned. The slack covers the solver's last ulps.
 */
export function powerCeiling(implied: ArrayLike<number>, width: number, index: number): number {
  let total = 0;
  let slope = 0;
  for (let i = 0; i < width; i++) {
    const p = implied[i]!;
    total += p;
    slope += p * Math.log(p);
  }
  if (!(total > 1) || !(slope < 0)) return 1;
  const step = 1 - (total - 1) / slope;
  if (!Number.isFinite(step) || step < 1) return 1;
  return Math.min(1, implied[index]! ** step * (1 + 1e-9));
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
 * Shin (1993): assumes the margin protects the book from a share z of insider money.
 *
 * With no margin (Σ ≤ 1) there is no insider share to solve for: z would be zero or negative,
 * outside the model. The proportional answer is returned, which is what z = 0 means.
 */
function shin(implied: readonly number[]): number[] {
  const total = sum(implied);
  if (total <= 1) return multiplicative(implied);
  const at = (z: number, p: number) =>
    (Math.sqrt(z * z + (4 * (1 - z) * p * p) / total) - z) / (2 * (1 - z));
  const insiderShare = findDecreasingRoot((z) => sumOf(implied, z, at) - 1, 0, 0.5, 1 - 1e-12);
  return implied.map((p) => at(insiderShare, p));
}

/** Odds ratio (Cheung 2015): assumes πᵢ(1−pᵢ)/(pᵢ(1−πᵢ)) is the same for every outcome. */
function oddsRatio(implied: readonly number[]): number[] {
  const at = (c: number, p: number) => p / (c + p - c * p);
  const ratio = findDecreasingRoot((c) => sumOf(implied, c, at) - 1, 0, 1);
  return implied.map((p) => at(ratio, p));
}

/**
 * Logit: assumes the margin lowers every outcome's log-odds by the same amount. That is the
 * odds-ratio model (the shift is the log of its ratio), solved here in log-odds; penaltyblog
 * calls it "logarithmic".
 */
function logit(implied: readonly number[]): number[] {
  const logOdds = implied.map((p) => Math.log(p / (1 - p)));
  const at = (c: number, l: number) => 1 / (1 + Math.exp(c - l));
  // At a shift this far below every log-odds each outcome is within e⁻⁴⁰ of certain, so Σ ≥ 2 − ε.
  const floor = Math.min(...logOdds) - 40;
  const shift = findDecreasingRoot((c) => sumOf(logOdds, c, at) - 1, floor, 1);
  return logOdds.map((l) => at(shift, l));
}
