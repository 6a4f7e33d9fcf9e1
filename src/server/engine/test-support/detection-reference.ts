import pino from 'pino';
import { findArbitrages } from '../../../core/arbitrage';
import { findCrossLineArbitrages } from '../../../core/cross-line';
import { findServedMiddles } from '../../../core/middles';
import type { MarketSlice, Quote } from '../../../core/market';
import { hasResultModel, marketIdentity, marketShapeOf } from '../../../core/market-type';
import { findValueBets } from '../../../core/value';
import { bookByKey } from '../../odds/book-directory';
import type { PriceBoard } from '../../odds/price-board';
import {
  arbitrageId,
  consensusBooksOf,
  middleId,
  valueId,
  type Candidate,
  type DetectionSettings,
} from '../candidates';
import { DetectionEngine } from '../detection-engine';
import { MemoryBus } from '../../platform/bus/memory-bus';

/**
 * The reference: every market of every event that has not started (a prop or team total per
 * player or team: key + description), as one slice of plain quote objects, through core's findArbitrages, findCrossLineArbitrages, findValueBets and
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
    const about = new Map<string, { key: string; description: string | null }>();
    for (const quote of board.quotesOfEvent(event.id)) {
      if (marketShapeOf(quote.market) === null) continue;
      const description = quote.description ?? null;
      const market = description === null ? quote.market : `${quote.market}\u0002${description}`;
      about.set(market, { key: quote.market, description });
      const commission = bookByKey(quote.book).commission;
      const list = byMarket.get(market) ?? [];
      list.push({
        book: quote.book,
        outcome: quote.outcome,
        price: quote.price,
        lastUpdate: quote.lastUpdate,
        point: quote.point ?? undefined,
        commission: commission > 0 ? commission : undefined,
        limit: quote.betLimit ?? undefined,
      });
      byMarket.set(market, list);
    }
    for (const [kind, quotes] of byMarket) {
      const { key: source, description } = about.get(kind)!;
      const identity = marketIdentity(source, description);
      const slice: MarketSlice = {
        event: {
          id: event.id,
          sport: event.sportKey,
          homeTeam: event.homeTeam,
          awayTeam: event.awayTeam,
          commenceTime: event.commenceTime,
        },
        kind: marketShapeOf(source)!,
        quotes,
      };
      const key = `${event.id}\u0001${kind}`;
      for (const arb of [
        ...findArbitrages(slice, policy),
        ...findCrossLineArbitrages(slice, policy),
      ]) {
        const id = arbitrageId(event.id, kind, arb);
        found.push({
          id,
          kind: 'arbitrage',
          marketKey: key,
          market: identity,
          event,
          ret: arb.returnOnStake,
          arb,
        });
      }
      for (const value of findValueBets(slice, {
        ...policy,
        minEv: settings.valueMinEv,
        anyMethod: true,
        minConsensusBooks: consensusBooksOf(settings),
        consensusMinEv: settings.consensusMinEv,
      })) {
        const id = valueId(event.id, kind, value);
        found.push({
          id,
          kind: 'value',
          marketKey: key,
          market: identity,
          event,
          ret: value.ev,
          value,
        });
      }
      if (!hasResultModel(source)) continue;
      for (const middle of findServedMiddles(slice, {
        ...policy,
        minExpectedReturn: settings.valueMinEv,
      })) {
        const id = middleId(event.id, kind, middle);
        found.push({
          id,
          kind: 'middle',
          marketKey: key,
          market: identity,
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
