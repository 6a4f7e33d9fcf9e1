import { sameOutcome, OVER } from '../market';
import type { MarketKind } from '../market';
import { middleModelFor } from '../middle-model';

/** φ(0): the normal density at its centre, the probability per standard deviation near the line. */
const DENSITY_AT_CENTRE = 1 / Math.sqrt(2 * Math.PI);

/** Per sport key, per market: every side of every event asks. */
const perPoint = new Map<string, Partial<Record<MarketKind, number | null>>>();

/**
 * How much probability one point of line is worth near the line, from the sport's normal result
 * model (core/middle-model): φ(0) / σ. Null for h2h and for sports without a model.
 */
export function probabilityPerPoint(sport: string, market: MarketKind): number | null {
  if (market === 'h2h') return null;
  let bySport = perPoint.get(sport);
  if (!bySport) {
    if (perPoint.size > 10_000) perPoint.clear();
    bySport = {};
    perPoint.set(sport, bySport);
  }
  let value = bySport[market];
  if (value === undefined) {
    const model = middleModelFor(sport, market, [0]);
    value = model ? DENSITY_AT_CENTRE / model.standardDeviation : null;
    bySport[market] = value;
  }
  return value;
}

/**
 * +1 when a bigger point makes the bet easier to win (any spread side, Under), −1 when harder
 * (Over).
 */
export function easeOf(market: MarketKind, outcome: string): number {
  return market === 'totals' && sameOutcome(outcome, OVER) ? -1 : 1;
}
