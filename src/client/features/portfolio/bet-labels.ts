import type { Bet } from '../../../contracts/portfolio';
import { bookProfile } from '../../../core/catalog/book-profile';
import type { BetKind } from '../../../core/portfolio/portfolio-bet';
import type { BetStatus } from '../../../core/portfolio/bet-settlement';
import type { BadgeTone } from '../../components/tone-badge';
import { marketKeyLabel, outcomeLabel } from '../../../core/market-label';

/** The book's name as members know it ("Caesars" for williamhill_us); a typed name as typed. */
export const bookTitle = (key: string) => bookProfile(key).title;

export const KIND_LABELS: Record<BetKind, string> = {
  arbitrage: 'Arbitrage leg',
  value: 'Value bet',
  middle: 'Middle leg',
  manual: 'Added by hand',
};

export const STATUS_LABELS: Record<BetStatus, string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  push: 'Push',
  void: 'Void',
  'half-won': 'Half won',
  'half-lost': 'Half lost',
};

export const STATUS_TONES: Record<BetStatus, BadgeTone> = {
  open: 'info',
  won: 'profit',
  'half-won': 'profit',
  lost: 'loss',
  'half-lost': 'loss',
  push: 'neutral',
  void: 'neutral',
};

/** "by the final score" or "by you": who settled a bet, when it is settled. */
export function settledByLabel(bet: Pick<Bet, 'settledBy'>): string | null {
  if (bet.settledBy === 'score') return 'by the final score';
  if (bet.settledBy === 'member') return 'by you';
  return null;
}

/**
 * What was bet, readably: "J. Smith — Points Over 24.5", "Celtics team total Over 105.5",
 * "1st half spread Lakers −3.5", "Spread Lakers −2.5", "Moneyline Celtics".
 */
export function betSelectionLabel(
  bet: Pick<Bet, 'marketKey' | 'marketType' | 'player' | 'outcome' | 'point'>,
): string {
  const market = marketKeyLabel(bet.marketKey);
  const selection = outcomeLabel(bet.outcome, bet.point);
  if (bet.player !== null && bet.marketType === 'player_prop') {
    return `${bet.player} — ${market} ${selection}`;
  }
  if (bet.player !== null) return `${bet.player} ${market.toLowerCase()} ${selection}`;
  return `${market} ${selection}`;
}
