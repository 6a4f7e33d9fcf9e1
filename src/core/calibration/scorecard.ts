import { sportGroupOf, type SportGroup } from '../catalog/sports';
import { FAIR_METHODS, type FairMethod } from '../devig';
import { meanEstimate } from '../statistics/mean-estimate';
import { expectedScore, outcomeScore, type ForecastScore } from './forecast-scores';

/** One market's sharp close (a probability per outcome under each devig method) and its result. */
export interface ScoredClose {
  /** Sport key, e.g. basketball_nba. */
  readonly sport: string;
  readonly market: string;
  readonly byMethod: Readonly<Record<FairMethod, readonly number[]>>;
  /** Index of the outcome that happened; null when scored against `known` before a result. */
  readonly winner: number | null;
  /** The true probabilities, where they are known (the simulator's); null otherwise. */
  readonly known: readonly number[] | null;
}

/** A mean with its 95 % interval (Student's t); nulls with no value, interval null with one. */
export interface ScoreFigure {
  readonly mean: number | null;
  readonly ci95Low: number | null;
  readonly ci95High: number | null;
}

export interface MethodScore {
  readonly method: FairMethod;
  readonly logLoss: ScoreFigure;
  readonly brier: ScoreFigure;
  /**
   * This method's log loss minus power's, close by close, averaged: below zero it beat power on
   * the same closes. Paired, so the interval is far narrower than the two scores' own.
   */
  readonly vsPower: ScoreFigure;
}

export interface ScorecardGroup {
  readonly sport: SportGroup | 'all';
  readonly market: string;
  /** Closes scored. */
  readonly n: number;
  readonly methods: MethodScore[];
}

function figure(values: readonly number[]): ScoreFigure {
  const estimate = meanEstimate(values);
  return {
    mean: estimate?.mean ?? null,
    ci95Low: estimate?.ci95?.low ?? null,
    ci95High: estimate?.ci95?.high ?? null,
  };
}

function group(
  sport: ScorecardGroup['sport'],
  market: string,
  closes: readonly ScoredClose[],
  score: (probabilities: readonly number[], close: ScoredClose) => ForecastScore,
): ScorecardGroup {
  const scores = Object.fromEntries(
    FAIR_METHODS.map((method) => [method, closes.map((c) => score(c.byMethod[method], c))]),
  ) as Record<FairMethod, ForecastScore[]>;
  const power = scores.power;
  return {
    sport,
    market,
    n: closes.length,
    methods: FAIR_METHODS.map((method) => ({
      method,
      logLoss: figure(scores[method].map((s) => s.logLoss)),
      brier: figure(scores[method].map((s) => s.brier)),
      vsPower: figure(scores[method].map((s, i) => s.logLoss - (power[i]?.logLoss ?? 0))),
    })),
  };
}

/**
 * Every devig method scored over the same closes: all of them first ('all', 'all'), then per
 * sport group and market type. `score` says against what: the results, or the known truth.
 */
export function scorecard(
  closes: readonly ScoredClose[],
  score: (probabilities: readonly number[], close: ScoredClose) => ForecastScore,
): ScorecardGroup[] {
  const groups = new Map<string, { sport: SportGroup; market: string; closes: ScoredClose[] }>();
  for (const close of closes) {
    const sport = sportGroupOf(close.sport);
    const key = `${sport}\u0001${close.market}`;
    const own = groups.get(key);
    if (own) own.closes.push(close);
    else groups.set(key, { sport, market: close.market, closes: [close] });
  }
  const sorted = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    group('all', 'all', closes, score),
    ...sorted.map(([, each]) => group(each.sport, each.market, each.closes, score)),
  ];
}

/** Each method against what happened, over the closes whose result named a winner. */
export function resultsScorecard(closes: readonly ScoredClose[]): ScorecardGroup[] {
  return scorecard(
    closes.filter((close) => close.winner !== null),
    (probabilities, close) => outcomeScore(probabilities, close.winner!),
  );
}

/** Each method's expected score under the known true probabilities, over closes that have them. */
export function knownScorecard(closes: readonly ScoredClose[]): ScorecardGroup[] {
  return scorecard(
    closes.filter((close) => close.known !== null),
    (probabilities, close) => expectedScore(probabilities, close.known!),
  );
}
