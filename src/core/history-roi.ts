import { impliedSum } from './arbitrage';
import { isValidDecimal } from './odds-format';

/** ROI is kept in percent to four places (shown at two), so a stored figure reads back the same. */
const roundPercent = (fraction: number) => Math.round(fraction * 1_000_000) / 10_000;

/**
 * The ROI (percent) of an arbitrage at the prices actually obtained, staked for an equal payout:
 * 1 / Σ 1/dᵢ − 1. It is negative when the prices no longer cover the book: that is what those
 * bets lock in. Throws a RangeError on fewer than two prices or a price at or below 1.
 */
export function arbitrageRoiPercent(prices: readonly number[]): number {
  if (prices.length < 2) throw new RangeError('an arbitrage has at least two prices');
  for (const price of prices) {
    if (!isValidDecimal(price)) throw new RangeError(`decimal odds must be above 1, got ${price}`);
  }
  return roundPercent(1 / impliedSum(prices) - 1);
}

/** A bet's result as a percent of its stake; null without a result or a stake to divide by. */
export function resultRoiPercent(profit: number | null, stake: number): number | null {
  if (profit === null || !Number.isFinite(profit) || !(stake > 0)) return null;
  return roundPercent(profit / stake);
}
