import { toBetLeg } from './bet-leg';
import type { BetLeg } from './bet-leg';
import { lineReturnFactor } from './line-settlement';
import { OVER, UNDER, sameOutcome, samePoint } from './market';
import type { MarketSlice } from './market';
import { impliedResult, middleModelFor } from './middle-model';
import { normalCdf } from './normal-distribution';
import { bestQuoteForSlot, hasStarted, priceQuotes } from './quote-selection';
import type { FreshnessPolicy, PricedQuote } from './quote-selection';

/**
 * A middle: two bets on opposite sides of a spread or total at different lines, so that a result
 * between the lines wins both. The result r is the home − away margin for spreads and the combined
 * score for totals. Home at h wins when r > −h, away at a when r < a; Over o when r > o, Under u
 * when r < u. Both win inside (−h, a) or (o, u).
 *
 * Hit probability is a MODEL, not a market figure: r is taken as normal with the caller's mean
 * (e.g. the consensus line) and standard deviation (e.g. fitted per sport from past results),
 * rounded to whole numbers by continuity correction: P(r = n) = Φ(n + ½) − Φ(n − ½). Real score
 * distributions are lumpy (key numbers in American football), so treat it as an estimate.
 */
export interface MiddleModel {
  readonly mean: number;
  readonly standardDeviation: number;
  /** How the figures were chosen, for the member. */
  readonly basis?: string;
}

export type MiddleKind = 'spreads' | 'totals';

export interface Middle {
  readonly eventId: string;
  readonly kind: MiddleKind;
  /** Home then away for spreads; Over then Under for totals. Stakes pay equally when one wins. */
  readonly legs: readonly [BetLeg, BetLeg];
  /** The open interval of results on which both bets win. */
  readonly window: { readonly low: number; readonly high: number };
  /** Whole-number results on which both bets win, at least in part on quarter lines. */
  readonly hitResults: readonly number[];
  /** Return on the total stake when only one bet wins: 1/Σ − 1. */
  readonly oneSideReturn: number;
  /** Lowest return over every result; positive only when the pair is also an arbitrage. */
  readonly worstCaseReturn: number;
  /** Highest return over every result: both bets winning. */
  readonly bestCaseReturn: number;
  readonly guaranteedProfit: boolean;
  /** Model probability that the result lands in hitResults. */
  readonly hitProbability: number;
  /** Model expectation of the return on the total stake. */
  readonly expectedReturn: number;
  readonly model: MiddleModel;
  readonly possiblyStale: boolean;
}

export interface MiddleOptions extends FreshnessPolicy {
  readonly model: MiddleModel;
}

/** Every middle between the best prices at each line, highest model expectation first. */
export function findMiddles(slice: MarketSlice, options: MiddleOptions): Middle[] {
  if (slice.kind === 'h2h' || hasStarted(slice.event, options.now)) return [];
  const kind = slice.kind;
  const quotes = priceQuotes(slice.quotes, options);
  const [firstOutcome, secondOutcome] =
    kind === 'spreads' ? [slice.event.homeTeam, slice.event.awayTeam] : [OVER, UNDER];
  const middles: Middle[] = [];
  for (const first of bestAtEachPoint(quotes, firstOutcome)) {
    for (const second of bestAtEachPoint(quotes, secondOutcome)) {
      const middle = evaluateMiddle(slice.event.id, kind, first, second, options.model);
      if (middle) middles.push(middle);
    }
  }
  return middles.sort((a, b) => b.expectedReturn - a.expectedReturn);
}

/**
 * What Arbiter serves as a middle: a pair that costs at most MIDDLE_MAX_LOSS of the stake when
 * only one side wins and is worth at least `minExpectedReturn` under the sport's result model.
 * A pair that profits on every result is not served here: it is a cross-line arbitrage.
 */
export const MIDDLE_MAX_LOSS = 0.05;

export interface ServedMiddlePolicy extends FreshnessPolicy {
  readonly minExpectedReturn: number;
}

export function isServedMiddle(middle: Middle, minExpectedReturn: number): boolean {
  return (
    !middle.guaranteedProfit &&
    middle.oneSideReturn >= -MIDDLE_MAX_LOSS &&
    middle.expectedReturn > 0 &&
    middle.expectedReturn >= minExpectedReturn
  );
}

/** The middles of a slice worth serving, under the model fitted to the slice's own lines. */
export function findServedMiddles(slice: MarketSlice, policy: ServedMiddlePolicy): Middle[] {
  if (slice.kind === 'h2h') return [];
  const kind = slice.kind;
  const [firstOutcome, secondOutcome] =
    kind === 'spreads' ? [slice.event.homeTeam, slice.event.awayTeam] : [OVER, UNDER];
  const implied: number[] = [];
  for (const quote of priceQuotes(slice.quotes, policy)) {
    if (quote.point === undefined) continue;
    if (sameOutcome(quote.outcome, firstOutcome))
      implied.push(impliedResult(kind, true, quote.point));
    else if (sameOutcome(quote.outcome, secondOutcome))
      implied.push(impliedResult(kind, false, quote.point));
  }
  const model = middleModelFor(slice.event.sport, kind, implied);
  if (!model) return [];
  return findMiddles(slice, { ...policy, model }).filter((middle) =>
    isServedMiddle(middle, policy.minExpectedReturn),
  );
}

/** `first` is the home (or Over) quote, `second` the away (or Under) one; null when no middle. */
export function evaluateMiddle(
  eventId: string,
  kind: MiddleKind,
  first: PricedQuote,
  second: PricedQuote,
  model: MiddleModel,
): Middle | null {
  if (first.point === undefined || second.point === undefined) {
    checkModel(model);
    return null;
  }
  const figures = middleFigures(
    kind,
    first.point,
    first.effectivePrice,
    second.point,
    second.effectivePrice,
    model,
  );
  return figures ? middleOf(eventId, kind, first, second, model, figures) : null;
}

/**
 * Every number of a middle, computed from the two lines and effective prices alone: detection
 * runs this on each candidate pair and builds objects only for a pair it serves. The figures are
 * written into one scratch object, valid until the next call. Null when no result wins both bets.
 */
export interface MiddleFigures {
  low: number;
  high: number;
  sum: number;
  oneSideReturn: number;
  worstCaseReturn: number;
  bestCaseReturn: number;
  hitProbability: number;
  expectedReturn: number;
  /** hitResults[0 … hitCount − 1] are the whole-number results on which both bets win. */
  hitCount: number;
  readonly hitResults: number[];
}

const scratch: MiddleFigures = {
  low: 0,
  high: 0,
  sum: 0,
  oneSideReturn: 0,
  worstCaseReturn: 0,
  bestCaseReturn: 0,
  hitProbability: 0,
  expectedReturn: 0,
  hitCount: 0,
  hitResults: [],
};

function checkModel(model: MiddleModel) {
  if (!(model.standardDeviation > 0) || !Number.isFinite(model.mean)) {
    throw new RangeError('a middle model needs a finite mean and a positive standard deviation');
  }
}

/**
 * Settles every whole-number result from one below the window to one above it (beyond that range
 * neither bet changes state, so the first and last results stand for everything further out), and
 * weighs each by the model's probability of it.
 */
export function middleFigures(
  kind: MiddleKind,
  firstPoint: number,
  firstPrice: number,
  secondPoint: number,
  secondPrice: number,
  model: MiddleModel,
): MiddleFigures | null {
  checkModel(model);
  const low = kind === 'spreads' ? -firstPoint : firstPoint;
  const high = secondPoint;
  if (high <= low) return null;
  const sum = 1 / firstPrice + 1 / secondPrice;
  // toBetLeg's stake shares, in its order of operations.
  const firstRatio = 1 / firstPrice / sum;
  const secondRatio = 1 / secondPrice / sum;
  const cdf = cdfTableOf(model);
  const from = Math.floor(low) - 1;
  const to = Math.ceil(high) + 1;
  let worst = Number.POSITIVE_INFINITY;
  let best = Number.NEGATIVE_INFINITY;
  let expectation = 0;
  let hitProbability = 0;
  let hitCount = 0;
  for (let result = from; result <= to; result++) {
    const firstExcess = kind === 'spreads' ? result + firstPoint : result - firstPoint;
    const firstFactor = lineReturnFactor(firstExcess, firstPrice);
    const secondFactor = lineReturnFactor(secondPoint - result, secondPrice);
    const ret = firstRatio * firstFactor + secondRatio * secondFactor - 1;
    worst = Math.min(worst, ret);
    best = Math.max(best, ret);
    // P(result below n + ½) is the table's entry for n + 1: both are the CDF at the same point.
    const below = result === from ? 0 : cdf.at(result);
    const atOrBelow = result === to ? 1 : cdf.at(result + 1);
    expectation += (atOrBelow - below) * ret;
    if (firstFactor > 1 && secondFactor > 1) {
      scratch.hitResults[hitCount++] = result;
      hitProbability = hitProbability + (cdf.at(result + 1) - cdf.at(result));
    }
  }
  if (hitCount === 0) return null;
  scratch.low = low;
  scratch.high = high;
  scratch.sum = sum;
  scratch.oneSideReturn = 1 / sum - 1;
  scratch.worstCaseReturn = worst;
  scratch.bestCaseReturn = best;
  scratch.hitProbability = hitProbability;
  scratch.expectedReturn = expectation;
  scratch.hitCount = hitCount;
  return scratch;
}

/** The middle of these two quotes, from the figures middleFigures computed for them. */
export function middleOf(
  eventId: string,
  kind: MiddleKind,
  first: PricedQuote,
  second: PricedQuote,
  model: MiddleModel,
  figures: MiddleFigures,
): Middle {
  return {
    eventId,
    kind,
    legs: [toBetLeg(first, figures.sum), toBetLeg(second, figures.sum)],
    window: { low: figures.low, high: figures.high },
    hitResults: figures.hitResults.slice(0, figures.hitCount),
    oneSideReturn: figures.oneSideReturn,
    worstCaseReturn: figures.worstCaseReturn,
    bestCaseReturn: figures.bestCaseReturn,
    guaranteedProfit: figures.worstCaseReturn > 0,
    hitProbability: figures.hitProbability,
    expectedReturn: figures.expectedReturn,
    model,
    possiblyStale: first.possiblyStale || second.possiblyStale,
  };
}

/** isServedMiddle on the figures alone, before any object is built. */
export function servesFigures(figures: MiddleFigures, minExpectedReturn: number): boolean {
  return (
    !(figures.worstCaseReturn > 0) &&
    figures.oneSideReturn >= -MIDDLE_MAX_LOSS &&
    figures.expectedReturn > 0 &&
    figures.expectedReturn >= minExpectedReturn
  );
}

/**
 * Φ((n − ½ − mean) / sd) for whole n, computed once per model and n: every pair of a market, and
 * every market centred on the same line of the same sport, reads the same entries.
 */
class CdfTable {
  private offset = 0;
  private values = new Float64Array(0);

  constructor(private readonly model: MiddleModel) {}

  at(n: number): number {
    let index = n - this.offset;
    if (index < 0 || index >= this.values.length) {
      this.cover(n);
      index = n - this.offset;
    }
    let value = this.values[index]!;
    if (Number.isNaN(value)) {
      value = normalCdf(n - 0.5, this.model.mean, this.model.standardDeviation);
      this.values[index] = value;
    }
    return value;
  }

  private cover(n: number) {
    const empty = this.values.length === 0;
    const low = (empty ? n : Math.min(n, this.offset)) - 8;
    const high = (empty ? n : Math.max(n, this.offset + this.values.length - 1)) + 8;
    const next = new Float64Array(high - low + 1).fill(Number.NaN);
    if (!empty) next.set(this.values, this.offset - low);
    this.offset = low;
    this.values = next;
  }
}

const cdfTables = new WeakMap<MiddleModel, CdfTable>();

function cdfTableOf(model: MiddleModel): CdfTable {
  let table = cdfTables.get(model);
  if (!table) cdfTables.set(model, (table = new CdfTable(model)));
  return table;
}

export function bestAtEachPoint(quotes: readonly PricedQuote[], outcome: string): PricedQuote[] {
  const best: PricedQuote[] = [];
  for (const quote of quotes) {
    const point = quote.point;
    if (point === undefined || !sameOutcome(quote.outcome, outcome)) continue;
    if (best.some((known) => samePoint(known.point, point))) continue;
    const top = bestQuoteForSlot(quotes, { outcome, point });
    if (top) best.push(top);
  }
  return best;
}
