import { powerCeiling } from './devig';

/** Covers the last ulps of the solvers and of the division by their sum (normalise). */
const SLACK = 1 + 1e-9;

/**
 * An upper bound on the fair probability of outcome `index` under every FAIR_METHODS method, for a
 * few operations per outcome: detection keeps a value bet when any method's EV reaches the minimum
 * and refuses a bet on this bound before solving the four iterative methods (decision 032).
 * `implied` are the reference set's implied probabilities (1 / price). Without a margin
 * (Σ πᵢ ≤ 1) there is no bound below 1 and 1 is returned.
 *
 * Each method's bound: multiplicative and additive are exact (closed forms); power is its first
 * Newton step (powerCeiling); odds ratio (and logit, the same model in log-odds) is its first
 * Newton step from c = 1, left of the root because Σ πᵢ / (c(1 − πᵢ) + πᵢ) is convex and
 * decreasing in c; Shin is its probability at a trial insider share that is checked to be left of
 * the root (the sum falls as the share grows), else at share 0, where pᵢ ≤ πᵢ / √Σ.
 */
export function fairCeiling(implied: ArrayLike<number>, width: number, index: number): number {
  let total = 0;
  let spread = 0;
  for (let i = 0; i < width; i++) {
    const p = implied[i]!;
    total += p;
    spread += p * (1 - p);
  }
  if (!(total > 1)) return 1;
  const p = implied[index]!;
  const bound = Math.max(
    p / total,
    additive(implied, width, total, p),
    oddsRatioCeiling(total, spread, p),
    shinCeiling(implied, width, total, p),
  );
  return Math.min(1, Math.max(bound * SLACK, powerCeiling(implied, width, index)));
}

/** Core's additive answer for this outcome: the equal cut, or multiplicative when one goes negative. */
function additive(implied: ArrayLike<number>, width: number, total: number, p: number): number {
  const cut = (total - 1) / width;
  for (let i = 0; i < width; i++) if (!(implied[i]! - cut > 0)) return p / total;
  return p - cut;
}

function oddsRatioCeiling(total: number, spread: number, p: number): number {
  // At c = 1 the sum is Σ πᵢ and its slope −Σ πᵢ(1 − πᵢ).
  const ratio = 1 + (total - 1) / spread;
  if (!Number.isFinite(ratio) || ratio < 1) return p;
  return p / (ratio * (1 - p) + p);
}

function shinCeiling(implied: ArrayLike<number>, width: number, total: number, p: number): number {
  const root = Math.sqrt(total);
  // The Newton step from share 0, where Σ pᵢ = √Σ and its slope is −(n − √Σ) / 2.
  const trial = (2 * (root - 1)) / (width - root);
  if (!(trial > 0 && trial < 1 - 1e-12)) return p / root;
  let sum = 0;
  for (let i = 0; i < width; i++) sum += shinAt(trial, implied[i]!, total);
  return sum >= 1 ? shinAt(trial, p, total) : p / root;
}

/** Shin's probability of an outcome at insider share z, as core's solver computes it. */
function shinAt(z: number, p: number, total: number): number {
  return (Math.sqrt(z * z + (4 * (1 - z) * p * p) / total) - z) / (2 * (1 - z));
}
