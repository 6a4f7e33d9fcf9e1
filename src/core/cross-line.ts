import { ARB_EPSILON, type Arbitrage } from './arbitrage';
import { toBetLeg } from './bet-leg';
import { lineReturnFactor } from './line-settlement';
import { OVER, UNDER, type MarketSlice } from './market';
import { bestAtEachPoint } from './middles';
import { hasStarted, priceQuotes, type FreshnessPolicy, type PricedQuote } from './quote-selection';

/**
 * Cross-line arbitrage: the two sides of a spread or total at different lines that between them
 * leave no result uncovered — home −2.5 with away +3.5 (one of them wins on every margin, both on
 * 3), Over 210.5 with Under 211.5 — at prices that return a profit on every result. It is a middle
 * that is also an arbitrage: the window pays both, everything else pays one.
 *
 * `first` is the home (or Over) quote, `second` the away (or Under) one. The return is the lowest
 * over every whole-number result at equal-payout stakes, quarter and whole lines settled as books
 * settle them (half-win, half-loss, push), so it is what the member is guaranteed.
 */
export function crossLineArbitrage(
  eventId: string,
  kind: 'spreads' | 'totals',
  first: PricedQuote,
  second: PricedQuote,
  epsilon = ARB_EPSILON,
): Arbitrage | null {
  if (first.point === undefined || second.point === undefined) return null;
  const figures = crossLineFigures(
    kind,
    first.point,
    first.effectivePrice,
    second.point,
    second.effectivePrice,
    epsilon,
  );
  return figures ? crossLineOf(eventId, kind, first, second, figures) : null;
}

/** The arbitrage on these two quotes, from the figures crossLineFigures computed for them. */
export function crossLineOf(
  eventId: string,
  kind: 'spreads' | 'totals',
  first: PricedQuote,
  second: PricedQuote,
  figures: CrossLineFigures,
): Arbitrage {
  const { sum, worst } = figures;
  return {
    eventId,
    kind,
    legs: [toBetLeg(first, sum), toBetLeg(second, sum)],
    impliedSum: sum,
    returnOnStake: worst,
    arbitragePercentage: worst * 100,
    margin: sum - 1,
    possiblyStale: first.possiblyStale || second.possiblyStale,
    pushPossible: figures.pushPossible,
  };
}

/** The figures of one pair, in a scratch object valid until the next call. */
export interface CrossLineFigures {
  sum: number;
  worst: number;
  pushPossible: boolean;
}

const scratch: CrossLineFigures = { sum: 0, worst: 0, pushPossible: false };

/**
 * The guaranteed return of a pair from its lines and effective prices alone, so detection refuses
 * a pair before building anything for it. Null when some result does not return more than epsilon.
 */
export function crossLineFigures(
  kind: 'spreads' | 'totals',
  firstPoint: number,
  firstPrice: number,
  secondPoint: number,
  secondPrice: number,
  epsilon = ARB_EPSILON,
): CrossLineFigures | null {
  // Results on which both bets win lie strictly between low and high; none means the same line.
  const low = kind === 'spreads' ? -firstPoint : firstPoint;
  const high = secondPoint;
  if (!(high > low)) return null;
  const sum = 1 / firstPrice + 1 / secondPrice;
  // Outside the window only one bet pays, at 1/Σ − 1: no profit there unless Σ < 1.
  if (!(sum < 1 - epsilon)) return null;
  // toBetLeg's stake shares, in its order of operations.
  const firstRatio = 1 / firstPrice / sum;
  const secondRatio = 1 / secondPrice / sum;
  let worst = Number.POSITIVE_INFINITY;
  let pushPossible = false;
  for (let result = Math.floor(low) - 1; result <= Math.ceil(high) + 1; result++) {
    const firstExcess = kind === 'spreads' ? result + firstPoint : result - firstPoint;
    const firstFactor = lineReturnFactor(firstExcess, firstPrice);
    const secondFactor = lineReturnFactor(secondPoint - result, secondPrice);
    if (firstFactor === 1 || secondFactor === 1) pushPossible = true;
    const ret = firstRatio * firstFactor + secondRatio * secondFactor - 1;
    if (ret < worst) worst = ret;
  }
  if (!(worst > epsilon)) return null;
  scratch.sum = sum;
  scratch.worst = worst;
  scratch.pushPossible = pushPossible;
  return scratch;
}

/** Every cross-line arbitrage between the best prices at each line of the slice. */
export function findCrossLineArbitrages(slice: MarketSlice, options: FreshnessPolicy): Arbitrage[] {
  if (slice.kind === 'h2h' || hasStarted(slice.event, options.now)) return [];
  const kind = slice.kind;
  const quotes = priceQuotes(slice.quotes, options);
  const [firstOutcome, secondOutcome] =
    kind === 'spreads' ? [slice.event.homeTeam, slice.event.awayTeam] : [OVER, UNDER];
  const found: Arbitrage[] = [];
  for (const first of bestAtEachPoint(quotes, firstOutcome)) {
    for (const second of bestAtEachPoint(quotes, secondOutcome)) {
      const arb = crossLineArbitrage(slice.event.id, kind, first, second);
      if (arb) found.push(arb);
    }
  }
  return found.sort((a, b) => b.returnOnStake - a.returnOnStake);
}
