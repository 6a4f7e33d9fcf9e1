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
  if (impliedResults.length === 0) return null;
  return middleModelAt(sportKey, kind, median(impliedResults));
}

/**
 * One model object per sport group, market and centre, built once: a market's model changes only
 * when its median line does, so detection re-reads it rather than rebuilding it (and the CDF table
 * of middles.ts hangs off the same object, computed once per centre). Bounded: centres are quoted
 * lines and their midpoints, a few thousand at most; the cache starts over if that ever grows.
 */
const models = new Map<string, FittedMiddleModel | null>();

/** The model centred on `center` (a median of implied results); null when the sport has no figure. */
export function middleModelAt(
  sportKey: string,
  kind: MiddleKind,
  center: number,
): FittedMiddleModel | null {
  const group = sportGroupOf(sportKey);
  const mean = center + 0;
  const cacheKey = `${group}\u0001${kind}\u0001${mean}`;
  let model = models.get(cacheKey);
  if (model !== undefined) return model;
  const standardDeviation = STANDARD_DEVIATIONS[group]?.[kind];
  const subject = kind === 'spreads' ? 'home margin' : 'total score';
  model =
    standardDeviation === undefined
      ? null
      : {
          mean,
          standardDeviation,
          basis:
            `Estimate: the ${subject} taken as normal around the median quoted line (${mean}), ` +
            `standard deviation ${standardDeviation} (typical for ${group.toUpperCase()}).`,
        };
  if (models.size >= 20_000) models.clear();
  models.set(cacheKey, model);
  return model;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
