import pino from 'pino';
import { findArbitrages } from '../../../core/arbitrage';
import { findCrossLineArbitrages } from '../../../core/cross-line';
import { findServedMiddles } from '../../../core/middles';
import type { MarketKind, MarketSlice, Quote } from '../../../core/market';
import { findValueBets } from '../../../core/value';
import { bookByKey } from '../../odds/book-directory';
import type { PriceBoard } from '../../odds/price-board';
import {
  arbitrageId,
  middleId,
  valueId,
  type Candidate,
  type DetectionSettings,
} from '../candidates';
import { DetectionEngine } from '../detection-engine';
import { MemoryBus } from '../../platform/bus/memory-bus';

/**
 * The reference: every market of every event that has not started, as one slice of plain quote
 * objects, through core's findArbitrages, findCrossLineArbitrages, findValueBets and
 * findServedMiddles — the definitions of what Arbiter finds, evaluated from scratch.
 */
export function bruteForce(
  board: PriceBoard,
  now: number,
  settings: DetectionSettings,
): Candidate[] {
  const found: Candidate[] = [];
  const policy = { now, maxAgeMs: settings.maxAgeMs, staleGraceMs: settings.staleGraceMs };
  for (const event of board.events.values()) {
    if (event.commenceTime <= now) continue;
    const byMarket = new Map<string, Quote[]>();
    for (const quote of board.quotesOfEvent(event.id)) {
      if (!['h2h', 'spreads', 'totals'].includes(quote.market)) continue;
      const commission = bookByKey(quote.book).commission;
      const list = byMarket.get(quote.market) ?? [];
      list.push({
        book: quote.book,
        outcome: quote.outcome,
        price: quote.price,
        lastUpdate: quote.lastUpdate,
        point: quote.point ?? undefined,
        commission: commission > 0 ? commission : undefined,
        limit: quote.betLimit ?? undefined,
      });
      byMarket.set(quote.market, list);
    }
    for (const [market, quotes] of byMarket) {
      const kind = market as MarketKind;
      const slice: MarketSlice = {
        event: {
          id: event.id,
          sport: event.sportKey,
          homeTeam: event.homeTeam,
          awayTeam: event.awayTeam,
          commenceTime: event.commenceTime,
        },
        kind,
        quotes,
      };
      const key = `${event.id}\u0001${kind}`;
      for (const arb of [
        ...findArbitrages(slice, policy),
        ...findCrossLineArbitrages(slice, policy),
      ]) {
        const id = arbitrageId(event.id, kind, arb);
        found.push({ id, kind: 'arbitrage', marketKey: key, event, ret: arb.returnOnStake, arb });
      }
      for (const value of findValueBets(slice, {
        ...policy,
        minEv: settings.valueMinEv,
        anyMethod: true,
      })) {
        const id = valueId(event.id, kind, value);
        found.push({ id, kind: 'value', marketKey: key, event, ret: value.ev, value });
      }
      for (const middle of findServedMiddles(slice, {
        ...policy,
        minExpectedReturn: settings.valueMinEv,
      })) {
        const id = middleId(event.id, kind, middle);
        found.push({
          id,
          kind: 'middle',
          marketKey: key,
          event,
          ret: middle.expectedReturn,
          middle,
        });
      }
    }
  }
  return found.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** An engine over the board whose clock reads `now` (a fixed instant, or a clock the test moves). */
export const engineOver = (
  board: PriceBoard,
  now: number | (() => number),
  settings: DetectionSettings,
) =>
  new DetectionEngine(
    board,
    settings,
    new MemoryBus(),
    null,
    pino({ level: 'silent' }),
    typeof now === 'number' ? () => now : now,
  );

/** What the engine holds live, in the reference's order. */
export const liveOf = (engine: DetectionEngine) =>
  [...engine.tracker.live.values()]
    .map((tracked) => tracked.candidate)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
