import { impliedSum } from './arbitrage';
import { americanToDecimal, decimalToAmerican, isValidDecimal } from './odds-format';

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

/**
 * The return an arbitrage's recorded prices promise before any result: the equal-payout return
 * at those prices. Null for a value bet or a middle (nothing is promised) or without two usable
 * prices.
 */
export function expectedRoiPercent(
  kind: 'arbitrage' | 'value' | 'middle',
  prices: readonly number[],
): number | null {
  if (kind !== 'arbitrage' || prices.length < 2 || !prices.every(isValidDecimal)) return null;
  return arbitrageRoiPercent(prices);
}

/**
 * The decimal price stored for an American price the member sent: the price already stored when
 * the American is the one it shows as (an untouched field), so 1.98 stays 1.98 rather than
 * coming back as −102's 1.9804; else the American's own decimal.
 */
export function obtainedPrice(stored: number, american: number): number {
  if (isValidDecimal(stored) && decimalToAmerican(stored) === american) return stored;
  return americanToDecimal(american);
}
