import type { MarketKey } from './catalog-sports';
import { betLimit } from './bet-limits';
import { listedKeys, quoteEventMarket } from './event-market-quotes';
import type { Market } from './market';
import type { BookLine, OutrightEvent, Quote, SimEvent } from './model-types';
import type {
  DateFormat,
  OddsFormat,
  WireBookmaker,
  WireEventMarkets,
  WireMarket,
  WireOddsEvent,
  WireOutcome,
} from './wire-types';
import { formatPrice, formatTime } from './wire-types';

/** Builds /odds and /events/{id}/odds bodies from the market's current quotes. */

export interface OddsQuery {
  /** Bookmaker keys to include (from regions, or the bookmakers parameter). */
  readonly bookmakers: ReadonlySet<string>;
  /** Featured keys, plus (per-event answers only) props, alternates and periods. */
  readonly markets: readonly string[];
  readonly oddsFormat: OddsFormat;
  readonly dateFormat: DateFormat;
  readonly eventIds: ReadonlySet<string> | null;
  readonly commenceFrom: number | null;
  readonly commenceTo: number | null;
  readonly includeBetLimits: boolean;
}

/** The special sport key "upcoming": the next few events across all sports. */
export const UPCOMING = 'upcoming';
const UPCOMING_COUNT = 8;

export function buildOdds(market: Market, sportKey: string, query: OddsQuery): WireOddsEvent[] {
  const outright = market.outright(sportKey);
  if (outright) {
    if (!query.markets.includes('outrights') || !selected(outright, query)) return [];
    return [outrightToWire(market, outright, query)];
  }
  return pickEvents(market, sportKey)
    .filter((e) => selected(e, query))
    .map((e) => eventToWire(market, e, query));
}

export function buildEventOdds(
  market: Market,
  sportKey: string,
  eventId: string,
  query: OddsQuery,
): WireOddsEvent | null {
  const outright = market.outright(sportKey);
  if (outright) {
    return outright.id === eventId && query.markets.includes('outrights')
      ? outrightToWire(market, outright, query)
      : null;
  }
  const event = market.board(sportKey)?.upcoming.find((e) => e.id === eventId);
  return event ? eventToWire(market, event, query) : null;
}

function pickEvents(market: Market, sportKey: string): readonly SimEvent[] {
  if (sportKey !== UPCOMING) return market.board(sportKey)?.upcoming ?? [];
  const all: SimEvent[] = [];
  for (const board of market.allBoards()) all.push(...board.upcoming.slice(0, UPCOMING_COUNT));
  all.sort((a, b) => a.commence - b.commence || (a.id < b.id ? -1 : 1));
  return all.slice(0, UPCOMING_COUNT);
}

function selected(e: { id: string; commence: number }, q: OddsQuery): boolean {
  if (q.eventIds && !q.eventIds.has(e.id)) return false;
  if (q.commenceFrom !== null && e.commence < q.commenceFrom) return false;
  if (q.commenceTo !== null && e.commence > q.commenceTo) return false;
  return true;
}

function eventToWire(market: Market, event: SimEvent, q: OddsQuery): WireOddsEvent {
  const bookmakers: WireBookmaker[] = [];
  for (const line of event.lines) {
    if (!q.bookmakers.has(line.book.key)) continue;
    const markets: WireMarket[] = [];
    let updated = 0;
    for (const key of q.markets) {
      const wire = isFeatured(key)
        ? featuredToWire(market, line, key, q)
        : eventMarketToWire(market, line, key, q);
      if (!wire) continue;
      updated = Math.max(updated, wire.updatedMs);
      markets.push(wire.market);
    }
    if (markets.length === 0) continue;
    bookmakers.push({
      key: line.book.key,
      title: line.book.title,
      last_update: formatTime(updated, q.dateFormat),
      markets,
    });
  }
  return { ...header(event, q.dateFormat), bookmakers };
}

const FEATURED: ReadonlySet<string> = new Set(['h2h', 'spreads', 'totals']);
function isFeatured(key: string): key is MarketKey {
  return FEATURED.has(key);
}

interface BuiltMarket {
  readonly market: WireMarket;
  readonly updatedMs: number;
}

function featuredToWire(
  market: Market,
  line: BookLine,
  key: MarketKey,
  q: OddsQuery,
): BuiltMarket | null {
  const quote = quoteFor(line, key);
  return quote
    ? { market: marketToWire(market, line, key, quote, q), updatedMs: quote.updated }
    : null;
}

function eventMarketToWire(
  market: Market,
  line: BookLine,
  key: string,
  q: OddsQuery,
): BuiltMarket | null {
  const roster = market.board(line.event.sport.key)?.roster;
  const quote = roster ? quoteEventMarket(market.seed, roster, line, key) : null;
  if (!quote) return null;
  const outcomes = quote.outcomes.map((o) => ({ ...o, price: formatPrice(o.price, q.oddsFormat) }));
  return {
    market: { key, last_update: formatTime(quote.updated, q.dateFormat), outcomes },
    updatedMs: quote.updated,
  };
}

/** `/events/{id}/markets`: per book, the keys it lists on the event now, with their last change. */
export function buildEventMarkets(
  market: Market,
  sportKey: string,
  eventId: string,
  bookmakers: ReadonlySet<string>,
  dateFormat: DateFormat,
): WireEventMarkets | null {
  const event = market.board(sportKey)?.upcoming.find((e) => e.id === eventId);
  const roster = market.board(sportKey)?.roster;
  if (!event || !roster) return null;
  const books: WireEventMarkets['bookmakers'] = [];
  for (const line of event.lines) {
    if (!bookmakers.has(line.book.key)) continue;
    const updated = Math.max(
      line.h2h.updated,
      line.spreads?.updated ?? 0,
      line.totals?.updated ?? 0,
    );
    const stamp = formatTime(updated, dateFormat);
    const keys = ['h2h', ...(line.spreads ? ['spreads'] : []), ...(line.totals ? ['totals'] : [])];
    keys.push(...listedKeys(market.seed, roster, line));
    books.push({
      key: line.book.key,
      title: line.book.title,
      markets: keys.map((key) => ({ key, last_update: stamp })),
    });
  }
  return { ...header(event, dateFormat), bookmakers: books };
}

function header(event: SimEvent, dateFormat: DateFormat) {
  return {
    id: event.id,
    sport_key: event.sport.key,
    sport_title: event.sport.title,
    commence_time: formatTime(event.commence, dateFormat),
    home_team: event.home,
    away_team: event.away,
  };
}

function quoteFor(line: BookLine, key: MarketKey): Quote | null {
  if (key === 'h2h') return line.h2h;
  if (key === 'spreads') return line.spreads;
  if (key === 'totals') return line.totals;
  return null;
}

function marketToWire(
  market: Market,
  line: BookLine,
  key: MarketKey,
  quote: Quote,
  q: OddsQuery,
): WireMarket {
  const { event, book } = line;
  const outcomes: WireOutcome[] = [];
  for (let i = 0; i < quote.prices.length; i++) {
    const outcome: WireOutcome = {
      name: outcomeName(event, key, i),
      price: formatPrice(quote.prices[i] ?? 1, q.oddsFormat),
    };
    if (key === 'spreads') outcome.point = i === 0 ? quote.point : -quote.point || 0;
    if (key === 'totals') outcome.point = quote.point;
    if (q.includeBetLimits) {
      outcome.bet_limit = betLimit(
        book,
        event.sport,
        market.seed,
        event.id,
        key,
        i,
        event.commence,
        market.now(),
      );
    }
    outcomes.push(outcome);
  }
  return { key, last_update: formatTime(quote.updated, q.dateFormat), outcomes };
}

/** The wire's name for outcome `i` of a market: the teams (then Draw) on h2h and spreads; Over, Under. */
export function outcomeName(event: SimEvent, key: MarketKey, i: number): string {
  if (key === 'totals') return i === 0 ? 'Over' : 'Under';
  return i === 0 ? event.home : i === 1 ? event.away : 'Draw';
}

function outrightToWire(market: Market, event: OutrightEvent, q: OddsQuery): WireOddsEvent {
  const updated = formatTime(event.created, q.dateFormat);
  const bookmakers: WireBookmaker[] = [];
  for (const { book, prices } of event.books) {
    if (!q.bookmakers.has(book.key)) continue;
    const outcomes = event.competitors.map((name, i): WireOutcome => {
      const outcome: WireOutcome = { name, price: formatPrice(prices[i] ?? 1, q.oddsFormat) };
      if (q.includeBetLimits) {
        outcome.bet_limit = betLimit(
          book,
          event.sport,
          market.seed,
          event.id,
          'outrights',
          i,
          event.commence,
          market.now(),
        );
      }
      return outcome;
    });
    bookmakers.push({
      key: book.key,
      title: book.title,
      last_update: updated,
      markets: [{ key: 'outrights', last_update: updated, outcomes }],
    });
  }
  return {
    id: event.id,
    sport_key: event.sport.key,
    sport_title: event.sport.title,
    commence_time: formatTime(event.commence, q.dateFormat),
    home_team: null,
    away_team: null,
    bookmakers,
  };
}
