import { sportGroupOf, type SportGroup } from './catalog/sports';
import type { MiddleKind, MiddleModel } from './middles';

/**
 * Spread of results around the expected one, per sport group: the home − away margin for spreads,
 * the combined score for totals. Typical figures for recent seasons of each competition, rounded;
 * a model, not a measurement of this game. Groups without a figure (tennis, combat sports, golf,
 * anything unknown) get no middles: an invented spread would invent probabilities.
 */
const STANDARD_DEVIATIONS: Partial<Record<SportGroup, Record<MiddleKind, number>>> = {
  nfl: { spreads: 13.5, totals: 13.5 },
  ncaaf: { spreads: 16, totals: 16 },
  nba: { spreads: 12.5, totals: 18 },
  ncaab: { spreads: 11, totals: 15 },
  mlb: { spreads: 4.2, totals: 4.4 },
  nhl: { spreads: 2.4, totals: 2.3 },
  soccer: { spreads: 1.7, totals: 1.6 },
};

export interface FittedMiddleModel extends MiddleModel {
  readonly basis: string;
}

/**
 * Where each quoted line puts the expected result: home at h says the margin is about −h, away at
 * a about a, Over and Under at a total about that total.
 */
export function impliedResult(kind: MiddleKind, isFirstSide: boolean, point: number): number {
  // `+ 0` turns a negated pick'em line (−0) into 0: a served mean must not carry a signed zero,
  // and the engine and core must not differ by the order in which they meet 0 and −0.
  return (kind === 'spreads' && isFirstSide ? -point : point) + 0;
}

/**
 * The result model of one market: a normal distribution centred on the median of the lines the
 * books quote (each usable quote counts once, so the main line outweighs the alternates), with
 * the sport's typical spread. Null when the sport has no figure or no line is quoted.
 */
export function middleModelFor(
  sportKey: string,
  kind: MiddleKind,
  impliedResults: readonly number[],
): FittedMiddleModel | null {
  const group = sportGroupOf(sportKey);
  const standardDeviation = STANDARD_DEVIATIONS[group]?.[kind];
  if (standardDeviation === undefined || impliedResults.length === 0) return null;
  const mean = median(impliedResults) + 0;
  const subject = kind === 'spreads' ? 'home margin' : 'total score';
  return {
    mean,
    standardDeviation,
    basis:
      `Estimate: the ${subject} taken as normal around the median quoted line (${mean}), ` +
      `standard deviation ${standardDeviation} (typical for ${group.toUpperCase()}).`,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
