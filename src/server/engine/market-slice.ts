import { bookByKey } from '../odds/book-directory';
import type { MarketKind, MarketSlice, Quote } from '../../core/market';
import type { BoardEvent, BoardQuote } from '../odds/price-board';

export const DETECTED_MARKETS: readonly MarketKind[] = ['h2h', 'spreads', 'totals'];

export const marketKey = (eventId: string, market: string) => `${eventId}\u0001${market}`;

export function splitMarketKey(key: string): { eventId: string; market: string } {
  const at = key.lastIndexOf('\u0001');
  return { eventId: key.slice(0, at), market: key.slice(at + 1) };
}

const isDetected = (market: string): market is MarketKind =>
  (DETECTED_MARKETS as readonly string[]).includes(market);

/** Commission comes from the catalogue: the feed sends exchange prices gross. */
function toCoreQuote(quote: BoardQuote): Quote {
  const commission = bookByKey(quote.book).commission;
  // One object shape for every quote keeps detection on V8's fast path.
  return {
    book: quote.book,
    outcome: quote.outcome,
    price: quote.price,
    lastUpdate: quote.lastUpdate,
    point: quote.point ?? undefined,
    commission: commission > 0 ? commission : undefined,
    limit: quote.betLimit ?? undefined,
  };
}

/** Groups an event's board quotes into the market slices core detection reads. */
export function marketSlices(
  event: BoardEvent,
  quotes: readonly BoardQuote[],
  only?: ReadonlySet<string>,
): MarketSlice[] {
  const byMarket = new Map<MarketKind, Quote[]>();
  for (const quote of quotes) {
    if (!isDetected(quote.market) || (only && !only.has(quote.market))) continue;
    let list = byMarket.get(quote.market);
    if (!list) byMarket.set(quote.market, (list = []));
    list.push(toCoreQuote(quote));
  }
  const coreEvent = {
    id: event.id,
    sport: event.sportKey,
    homeTeam: event.homeTeam,
    awayTeam: event.awayTeam,
    commenceTime: event.commenceTime,
  };
  return [...byMarket].map(([kind, list]) => ({ event: coreEvent, kind, quotes: list }));
}
