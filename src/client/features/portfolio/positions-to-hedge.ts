import type { StreamEvent } from '../../../contracts/opportunities';
import type { Bet } from '../../../contracts/portfolio';
import { needsHedge } from '../../../core/hedge';

export interface HedgeablePosition {
  historyId: string;
  title: string;
  bets: Bet[];
}

/**
 * The placed arbitrages that want a hedge now: every leg still open or voided by its book, the
 * event not started, and a leg voided or accepted short (core needsHedge).
 */
export function positionsToHedge(bets: readonly Bet[], now: number): HedgeablePosition[] {
  const byHistory = new Map<string, Bet[]>();
  for (const bet of bets) {
    if (bet.historyId === null) continue;
    const legs = byHistory.get(bet.historyId) ?? [];
    legs.push(bet);
    byHistory.set(bet.historyId, legs);
  }
  return [...byHistory.entries()].flatMap(([historyId, legs]) => {
    const first = legs[0]!;
    const running =
      legs.every((bet) => bet.status === 'open' || bet.status === 'void') &&
      legs.some((bet) => bet.status === 'open') &&
      (first.commenceTime === null || Date.parse(first.commenceTime) > now);
    const positionLegs = legs.map((bet) => ({ ...bet, voided: bet.status === 'void' }));
    if (!running || !needsHedge(positionLegs)) return [];
    return [{ historyId, title: `${first.homeTeam} v ${first.awayTeam}`, bets: legs }];
  });
}

/**
 * A stream event after which the hedge of a position on `eventId` may have moved: an arbitrage
 * on its event changed, or a poll brought new prices (feed.status follows polls).
 */
export function movesHedge(event: StreamEvent, eventId: string | null): boolean {
  if (event.type === 'feed.status') return true;
  if (event.type === 'opportunity.added' || event.type === 'opportunity.updated') {
    return event.opportunity.eventId === eventId;
  }
  return false;
}
