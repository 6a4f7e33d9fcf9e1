import { toCents } from '../stakes';
import type { BetMarket, BetStatus, SettledStatus } from './bet-settlement';
import { settlementFromStatus } from './bet-settlement';

/** Why the member placed the bet: a leg of an arbitrage or a middle, a value bet, or their own. */
export const betKinds = ['arbitrage', 'value', 'middle', 'manual'] as const;
export type BetKind = (typeof betKinds)[number];

/** A member's bet as the bankroll and the analytics read it. Money in currency units. */
export interface PortfolioBet {
  readonly stake: number;
  /** Decimal odds. */
  readonly odds: number;
  readonly status: BetStatus;
  readonly payout: number | null;
  readonly profit: number | null;
  /** A Date or an ISO 8601 timestamp; null while open (or when a settlement date was not kept). */
  readonly settledAt: Date | string | null;
  readonly placedAt: Date | string;
  /** Sport key, e.g. "basketball_nba". */
  readonly sport: string;
  readonly book: string;
  readonly market: BetMarket;
  readonly kind: BetKind;
  /** Closing-line value as a fraction (closing-line-value.ts); null when the close is unknown. */
  readonly clv: number | null;
}

export function isSettled(status: BetStatus): status is SettledStatus {
  return status !== 'open';
}

/**
 * A settled bet's profit in cents. A stored profit wins; a settled bet stored without one (a
 * status set before its amounts were) counts what its status pays, so a total never silently
 * drops a bet.
 */
export function profitCents(
  bet: Pick<PortfolioBet, 'stake' | 'odds' | 'status' | 'profit'>,
): number {
  if (bet.profit !== null) return toCents(bet.profit);
  const settlement = settlementFromStatus(bet.status, bet.stake, bet.odds);
  return settlement === null ? 0 : toCents(settlement.profit);
}

/** Milliseconds since the epoch, or null for a missing or unreadable date. */
export function timeOf(date: Date | string | null): number | null {
  if (date === null) return null;
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  return Number.isNaN(time) ? null : time;
}
