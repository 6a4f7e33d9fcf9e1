import type { GameSteam, MarketView } from './analyse-market';
import type { SignalKind } from '../track-record/track-record';

/** A signal Market Intelligence published, as the track record logs it. */
export interface PublishedSignal {
  readonly id: string;
  readonly kind: SignalKind;
  readonly eventId: string;
  readonly sport: string;
  readonly market: string;
  /** The side to follow: the one the money came in on. */
  readonly side: string;
  readonly signalledAt: number;
  readonly commenceTime: number;
  readonly confidence: number;
}

/**
 * The followable signals of one analysis, before their game starts: steam that shortened a side
 * (its end is when a follower could act on it) and reverse line moves (the sharp books shortened
 * a side the recreational books lengthened), dated by the analysis. Steam that lengthened a side
 * names no side to follow in a market of three outcomes, so it is left out everywhere.
 */
export function publishedSignals(
  now: number,
  steam: readonly GameSteam[],
  views: readonly MarketView[],
  starts: ReadonlyMap<string, number>,
): PublishedSignal[] {
  const signals: PublishedSignal[] = [];
  for (const game of steam) {
    const commenceTime = starts.get(game.gameId);
    if (commenceTime === undefined) continue;
    for (const move of game.steamMoves) {
      if (move.direction !== 'down' || move.endTime >= commenceTime) continue;
      signals.push({
        id: move.id,
        kind: 'steam',
        eventId: game.gameId,
        sport: game.sport,
        market: move.market,
        side: move.side,
        signalledAt: move.endTime,
        commenceTime,
        confidence: move.confidence,
      });
    }
  }
  for (const view of views) {
    const action = view.sharpAction;
    if (!action.reverseLineMove || !action.market || !action.side) continue;
    if (now >= view.commenceTime) continue;
    signals.push({
      id: `${view.gameId}|${action.market}|${action.side}|reverse`,
      kind: 'reverse-line-move',
      eventId: view.gameId,
      sport: view.sport,
      market: action.market,
      side: action.side,
      signalledAt: now,
      commenceTime: view.commenceTime,
      confidence: action.strength,
    });
  }
  return signals;
}
