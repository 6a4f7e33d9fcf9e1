import type { ImportedBet } from '../../../contracts/bet-import';

const MINUTE_MS = 60_000;

/**
 * What makes two bets the same bet (decision 019): the event's teams, market (its key and the
 * player: two players' Over 24.5 are two bets), selection, line, book, price (to three places: an
 * American price converts to a long decimal), stake in cents and the minute it was placed
 * (trackers keep minutes, Arbiter milliseconds). Text compares trimmed and case-blind, so a
 * re-exported file from another tracker still matches.
 */
export function betIdentity(bet: {
  homeTeam: string;
  awayTeam: string;
  market: string;
  marketKey: string;
  player: string | null;
  outcome: string;
  point: number | null;
  book: string;
  odds: number;
  stakeCents: number;
  placedAt: Date | string;
}): string {
  const fold = (text: string) => text.trim().toLowerCase();
  const placed =
    typeof bet.placedAt === 'string' ? Date.parse(bet.placedAt) : bet.placedAt.getTime();
  return [
    fold(bet.homeTeam),
    fold(bet.awayTeam),
    bet.market,
    bet.marketKey,
    fold(bet.player ?? ''),
    fold(bet.outcome),
    bet.point ?? '',
    fold(bet.book),
    Math.round(bet.odds * 1000),
    bet.stakeCents,
    Math.floor(placed / MINUTE_MS),
  ].join('\u001f');
}

export const stakeCentsOf = (bet: Pick<ImportedBet, 'stake'>) => Math.round(bet.stake * 100);
