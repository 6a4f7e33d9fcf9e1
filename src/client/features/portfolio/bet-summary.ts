import type { Bet } from '../../../contracts/portfolio';
import { outcomeLabel } from '../../../core/market-label';
import { formatMoney, formatOdds } from '../../lib/format-figures';
import type { OddsFormat } from '../../lib/format-figures';
import { bookTitle } from './bet-labels';

/**
 * "Lakers −3.5 at 1.91, $50.00 at DraftKings": a bet in one line, for dialogs and toasts, its price
 * in the member's odds display.
 */
export function betSummary(
  bet: Pick<Bet, 'outcome' | 'point' | 'odds' | 'stake' | 'book'>,
  format: OddsFormat,
) {
  return `${outcomeLabel(bet.outcome, bet.point)} at ${formatOdds(bet.odds, format)}, ${formatMoney(bet.stake)} at ${bookTitle(bet.book)}`;
}
