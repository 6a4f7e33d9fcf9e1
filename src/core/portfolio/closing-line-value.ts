import { isValidDecimal } from '../odds-format';

/**
 * Closing-line value: how much better the bet's price was than the fair closing price (the
 * devigged sharp reference just before the start), as a fraction. Bet 2.10 against a fair close of
 * 2.00 is +0.05. Beating the close is the best early sign of an edge, long before results are.
 * Null when either price is unknown or not a real decimal price, since a CLV against a made-up
 * close would mislead.
 */
export function closingLineValue(
  betOdds: number,
  fairClosingOdds: number | null | undefined,
): number | null {
  if (fairClosingOdds === null || fairClosingOdds === undefined) return null;
  if (!isValidDecimal(betOdds) || !isValidDecimal(fairClosingOdds)) return null;
  return betOdds / fairClosingOdds - 1;
}
