import type { Bet } from '../../../contracts/portfolio';
import { settlementFromStatus } from '../../../core/portfolio/bet-settlement';
import type { BetStatus } from '../../../core/portfolio/bet-settlement';
import { fromCents, toCents } from '../../../core/stakes';

/** What a member may set by hand, in the order a book's grading reads. */
export const SETTLE_CHOICES: readonly { status: BetStatus; label: string; hint: string }[] = [
  { status: 'won', label: 'Won', hint: 'paid at the odds' },
  { status: 'lost', label: 'Lost', hint: 'the stake is gone' },
  { status: 'push', label: 'Push', hint: 'stake returned' },
  { status: 'void', label: 'Void', hint: 'stake returned' },
  { status: 'half-won', label: 'Half won', hint: 'quarter line: half paid, half back' },
  { status: 'half-lost', label: 'Half lost', hint: 'quarter line: half lost, half back' },
  { status: 'open', label: 'Back to open', hint: 'unsettled; the score may settle it' },
];

/**
 * What settling at `status` does: the bet's profit (null while open) and how far the balance
 * moves from where it is now, with the server's rounding (payouts rounded down to the cent).
 */
export function settlementPreview(
  bet: Pick<Bet, 'stake' | 'odds' | 'profit'>,
  status: BetStatus,
): { profit: number | null; balanceChange: number } {
  const settlement = settlementFromStatus(status, bet.stake, bet.odds);
  const profit = settlement === null ? null : settlement.profit;
  return { profit, balanceChange: fromCents(toCents(profit ?? 0) - toCents(bet.profit ?? 0)) };
}
