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
  const firstPoint = first.point;
  const secondPoint = second.point;
  // Results on which both bets win lie strictly between low and high; none means the same line.
  const low = kind === 'spreads' ? -firstPoint : firstPoint;
  const high = secondPoint;
  if (!(high > low)) return null;
  const sum = 1 / first.effectivePrice + 1 / second.effectivePrice;
  // Outside the window only one bet pays, at 1/Σ − 1: no profit there unless Σ < 1.
  if (!(sum < 1 - epsilon)) return null;
  const legs = [toBetLeg(first, sum), toBetLeg(second, sum)] as const;
  let worst = Number.POSITIVE_INFINITY;
  let pushPossible = false;
  for (let result = Math.floor(low) - 1; result <= Math.ceil(high) + 1; result++) {
    const firstExcess = kind === 'spreads' ? result + firstPoint : result - firstPoint;
    const firstFactor = lineReturnFactor(firstExcess, first.effectivePrice);
    const secondFactor = lineReturnFactor(secondPoint - result, second.effectivePrice);
    if (firstFactor === 1 || secondFactor === 1) pushPossible = true;
    const ret = legs[0].stakeRatio * firstFactor + legs[1].stakeRatio * secondFactor - 1;
    if (ret < worst) worst = ret;
  }
  if (!(worst > epsilon)) return null;
  return {
    eventId,
    kind,
    legs,
    impliedSum: sum,
    returnOnStake: worst,
    arbitragePercentage: worst * 100,
    margin: sum - 1,
    possiblyStale: first.possiblyStale || second.possiblyStale,
    pushPossible,
  };
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
