import type { Bet } from '../../../contracts/portfolio';
import { formatDecimalOdds, formatMoney, outcomeLabel } from '../../lib/format-figures';
import { bookTitle } from './bet-labels';

/** "Lakers −3.5 at 1.91, $50.00 at DraftKings": a bet in one line, for dialogs and toasts. */
export function betSummary(bet: Pick<Bet, 'outcome' | 'point' | 'odds' | 'stake' | 'book'>) {
  return `${outcomeLabel(bet.outcome, bet.point)} at ${formatDecimalOdds(bet.odds)}, ${formatMoney(bet.stake)} at ${bookTitle(bet.book)}`;
}
