import type { PropShape, PropSpec } from './catalog-event-markets';
import type { SportDef } from './catalog-sports';
import { clamp, normCdf, normInv } from './odds-math';
import { goalRates, matchModel } from './outcome-model';
import { hashUnit } from './prng';

/**
 * A player's stat as a distribution around a mean that follows his team's expected score, so a
 * favourite's star carries a higher points line and a shoot-out lifts every scorer's price.
 */

/** Expected score per side (home, away) for a latent state, from the model that prices the game. */
export function expectedScores(sport: SportDef, x: number, tot: number): [number, number] {
  if (sport.kind === 'goals') return goalRates(x, tot);
  const margin = matchModel(sport, x, tot).meanMargin;
  return [(tot + margin) / 2, (tot - margin) / 2];
}

/** A player's own level: a stable multiplier around 1 (sd ≈ 12 %), the same on every book. */
export function playerFactor(seed: number, sportKey: string, player: string): number {
  const z = clamp(normInv(hashUnit(seed, 'player-level', sportKey, player)), -2.5, 2.5);
  return Math.exp(0.12 * z);
}

export function propMean(
  spec: PropSpec,
  slot: number,
  score: { own: number; opponent: number },
  averageTeamScore: number,
  factor: number,
): number {
  // `base` is per role, in the order of `roles`, not indexed by roster slot: a running back is
  // slot 1 but the only role of rushing yards.
  const base = spec.base[spec.roles.indexOf(slot)] ?? 0;
  const driver = spec.driver === 'own' ? score.own : score.opponent;
  if (spec.share) return Math.max(0.01, base * driver * factor);
  const ratio = Math.max(0.2, driver / Math.max(0.1, averageTeamScore));
  return Math.max(0.05, base * ratio ** spec.elasticity * factor);
}

/** The book's main line for a mean: the half-point nearest the median. */
export function propLine(shape: PropShape, mean: number): number {
  if (shape === 'yes-no') return 0.5;
  if (shape === 'poisson' && mean < 1.3) return 0.5;
  if (shape === 'poisson' && mean < 2.3) return 1.5;
  return Math.floor(mean) + 0.5;
}

/**
 * Chances of Over and Under (or Yes and No) at `line`, given that the bet stands: a whole-number
 * line refunds on landing exactly, so the two are renormalised without that case.
 */
export function sideChances(
  shape: PropShape,
  mean: number,
  sdK: number,
  line: number,
): [number, number] {
  if (shape === 'yes-no') {
    const yes = 1 - Math.exp(-mean);
    return [yes, 1 - yes];
  }
  const overFrom = Math.floor(line) + 1;
  const underTo = Math.ceil(line) - 1;
  const over = 1 - cdf(shape, mean, sdK, overFrom - 1);
  const under = cdf(shape, mean, sdK, underTo);
  const sum = over + under;
  return sum > 0 ? [over / sum, under / sum] : [0.5, 0.5];
}

/** P(stat ≤ k) for a whole k. */
function cdf(shape: PropShape, mean: number, sdK: number, k: number): number {
  if (k < 0) return 0;
  if (shape === 'normal') return normCdf((k + 0.5 - mean) / (sdK * Math.sqrt(mean)));
  let p = Math.exp(-mean);
  let sum = p;
  for (let i = 1; i <= k; i++) {
    p = (p * mean) / i;
    sum += p;
  }
  return Math.min(1, sum);
}

/** A whole-number draw of the stat (box scores), from a uniform u and a standard normal z. */
export function drawStat(
  shape: PropShape,
  mean: number,
  sdK: number,
  u: number,
  z: number,
): number {
  if (shape === 'normal') return Math.max(0, Math.round(mean + sdK * Math.sqrt(mean) * z));
  let k = 0;
  let p = Math.exp(-mean);
  let sum = p;
  while (u > sum && k < 200) {
    k++;
    p = (p * mean) / k;
    sum += p;
  }
  return k;
}
