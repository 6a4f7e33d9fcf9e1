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
  if (!(model.standardDeviation > 0) || !Number.isFinite(model.mean)) {
    throw new RangeError('a middle model needs a finite mean and a positive standard deviation');
  }
  if (first.point === undefined || second.point === undefined) return null;
  const firstPoint = first.point;
  const secondPoint = second.point;
  const window =
    kind === 'spreads'
      ? { low: -firstPoint, high: secondPoint }
      : { low: firstPoint, high: secondPoint };
  if (window.high <= window.low) return null;

  const sum = 1 / first.effectivePrice + 1 / second.effectivePrice;
  const legs: [BetLeg, BetLeg] = [toBetLeg(first, sum), toBetLeg(second, sum)];
  const settle = (result: number) => {
    const firstExcess = kind === 'spreads' ? result + firstPoint : result - firstPoint;
    const secondExcess = secondPoint - result;
    return [
      lineReturnFactor(firstExcess, first.effectivePrice),
      lineReturnFactor(secondExcess, second.effectivePrice),
    ] as const;
  };
  const scenarios = settleEveryResult(window, legs, settle);
  const hitResults = scenarios
    .filter((scenario) => scenario.bothWin)
    .map((scenario) => scenario.result);
  if (hitResults.length === 0) return null;

  const returns = scenarios.map((scenario) => scenario.return);
  const worstCaseReturn = Math.min(...returns);
  return {
    eventId,
    kind,
    legs,
    window,
    hitResults,
    oneSideReturn: 1 / sum - 1,
    worstCaseReturn,
    bestCaseReturn: Math.max(...returns),
    guaranteedProfit: worstCaseReturn > 0,
    hitProbability: hitResults.reduce((p, result) => p + pointProbability(result, model), 0),
    expectedReturn: expectedReturn(scenarios, model),
    model,
    possiblyStale: first.possiblyStale || second.possiblyStale,
  };
}

interface Scenario {
  readonly result: number;
  readonly return: number;
  readonly bothWin: boolean;
}

/**
 * Whole-number results from one below the window to one above it. Beyond that range neither bet
 * changes state, so the first and last scenarios stand for everything further out.
 */
function settleEveryResult(
  window: { readonly low: number; readonly high: number },
  legs: readonly [BetLeg, BetLeg],
  settle: (result: number) => readonly [number, number],
): Scenario[] {
  const scenarios: Scenario[] = [];
  for (let result = Math.floor(window.low) - 1; result <= Math.ceil(window.high) + 1; result++) {
    const [firstFactor, secondFactor] = settle(result);
    scenarios.push({
      result,
      return: legs[0].stakeRatio * firstFactor + legs[1].stakeRatio * secondFactor - 1,
      bothWin: firstFactor > 1 && secondFactor > 1,
    });
  }
  return scenarios;
}

function pointProbability(result: number, model: MiddleModel): number {
  const { mean, standardDeviation } = model;
  return (
    normalCdf(result + 0.5, mean, standardDeviation) -
    normalCdf(result - 0.5, mean, standardDeviation)
  );
}

function expectedReturn(scenarios: readonly Scenario[], model: MiddleModel): number {
  const { mean, standardDeviation } = model;
  let expectation = 0;
  scenarios.forEach((scenario, index) => {
    const isFirst = index === 0;
    const isLast = index === scenarios.length - 1;
    const below = isFirst ? 0 : normalCdf(scenario.result - 0.5, mean, standardDeviation);
    const atOrBelow = isLast ? 1 : normalCdf(scenario.result + 0.5, mean, standardDeviation);
    expectation += (atOrBelow - below) * scenario.return;
  });
  return expectation;
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
