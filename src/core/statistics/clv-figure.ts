import type { FairMethod } from '../devig';
import type { FairCloseByMethod } from '../portfolio/closing-line';
import { meanEstimate } from './mean-estimate';

/** The CLV of a set of bets or signals: its mean with its evidence, and how often it beat the close. */
export interface ClvFigure {
  /** How many carry a close (the rest had none recorded). */
  readonly n: number;
  /** Null with no close. */
  readonly mean: number | null;
  readonly ci95Low: number | null;
  readonly ci95High: number | null;
  readonly tStatistic: number | null;
  /** Share with a CLV above zero; null with no close. */
  readonly beatCloseRate: number | null;
  /** Under 30: the mean says little yet. */
  readonly smallSample: boolean;
}

export function clvFigure(values: readonly number[]): ClvFigure {
  const estimate = meanEstimate(values);
  if (!estimate) {
    return {
      n: 0,
      mean: null,
      ci95Low: null,
      ci95High: null,
      tStatistic: null,
      beatCloseRate: null,
      smallSample: true,
    };
  }
  return {
    n: estimate.n,
    mean: estimate.mean,
    ci95Low: estimate.ci95?.low ?? null,
    ci95High: estimate.ci95?.high ?? null,
    tStatistic: estimate.tStatistic,
    beatCloseRate: values.filter((value) => value > 0).length / values.length,
    smallSample: estimate.smallSample,
  };
}

/** CLV of a price against one method's fair close; null when there is no usable close. */
export function clvUnder(
  odds: number | null,
  close: FairCloseByMethod | null,
  method: FairMethod,
): number | null {
  const probability = close?.[method];
  if (odds === null || !(odds > 1) || probability === undefined) return null;
  if (!(probability > 0 && probability < 1)) return null;
  return probability * odds - 1;
}
