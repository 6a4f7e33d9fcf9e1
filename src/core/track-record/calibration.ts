import { FAIR_METHODS, type FairMethod } from '../devig';
import type { RecordPick } from './track-record';

export interface CalibrationRow {
  readonly method: FairMethod;
  readonly key: string;
  /** Picks with a close that won or lost outright. */
  readonly n: number;
  /** Mean −ln of the probability the method gave what happened; lower is better. Null with none. */
  readonly logLoss: number | null;
  /** Mean squared gap between that probability and the result (1 or 0); lower is better. */
  readonly brier: number | null;
}

/** A certain miss would be an infinite log loss; one part in a trillion keeps the mean finite. */
const EPSILON = 1e-12;

/**
 * How well each devig method's fair closing probability forecast the results: over the picks that
 * won or lost outright (halves, pushes and voids say nothing of a side's chance), per group, with
 * an 'all' row first. Scores of two methods compare only on the same picks, which they are here.
 */
export function calibration(
  picks: readonly RecordPick[],
  groupOf: (pick: RecordPick) => string,
): CalibrationRow[] {
  const decided = picks.filter(
    (pick) => pick.close !== null && (pick.result === 'win' || pick.result === 'loss'),
  );
  const keys = ['all', ...[...new Set(decided.map(groupOf))].sort()];
  return keys.flatMap((key) => {
    const own = key === 'all' ? decided : decided.filter((pick) => groupOf(pick) === key);
    return FAIR_METHODS.map((method) => scores(method, key, own));
  });
}

function scores(method: FairMethod, key: string, picks: readonly RecordPick[]): CalibrationRow {
  if (picks.length === 0) return { method, key, n: 0, logLoss: null, brier: null };
  let logLoss = 0;
  let brier = 0;
  for (const pick of picks) {
    const p = Math.min(1 - EPSILON, Math.max(EPSILON, pick.close![method]));
    const won = pick.result === 'win' ? 1 : 0;
    logLoss -= won ? Math.log(p) : Math.log(1 - p);
    brier += (p - won) ** 2;
  }
  return {
    method,
    key,
    n: picks.length,
    logLoss: logLoss / picks.length,
    brier: brier / picks.length,
  };
}
