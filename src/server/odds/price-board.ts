import type { WireEventOdds } from './wire-format';

export interface BoardEvent {
  id: string;
  sportKey: string;
  sportTitle: string;
  commenceTime: number;
  homeTeam: string;
  awayTeam: string;
}

export interface BoardQuote {
  key: string;
  eventId: string;
  market: string;
  outcome: string;
  point: number | null;
  book: string;
  price: number;
  /** The book's own last_update for this market (ms epoch). */
  lastUpdate: number;
  betLimit: number | null;
}

export interface PriceChange {
  quote: BoardQuote;
  /** null when the quote is new on the board. */
  previousPrice: number | null;
}

export interface BoardDiff {
  sportKey: string;
  at: number;
  /** New quotes and quotes whose price moved. */
  changed: PriceChange[];
  /** Quotes that left the board (line pulled, or the event left the feed). */
  removed: BoardQuote[];
  /** Quotes whose price is unchanged but whose last_update moved (freshness only). */
  refreshed: number;
  events: BoardEvent[];
  removedEventIds: string[];
}

const SEP = '\u0001';
export const quoteKey = (
  eventId: string,
  market: string,
  outcome: string,
  point: number | null,
  book: string,
) => `${eventId}${SEP}${market}${SEP}${outcome}${SEP}${point ?? ''}${SEP}${book}`;

/**
 * Current prices in memory. Each poll of a sport is a full snapshot of that sport, applied as a
 * diff so that the engine and the store see only what changed.
 */
export class PriceBoard {
  readonly events = new Map<string, BoardEvent>();
  readonly quotes = new Map<string, BoardQuote>();
  private readonly eventsBySport = new Map<string, Set<string>>();
  private readonly keysByEvent = new Map<string, Set<string>>();

  applySnapshot(sportKey: string, wireEvents: WireEventOdds[], at: number): BoardDiff {
    const diff: BoardDiff = {
      sportKey,
      at,
      changed: [],
      removed: [],
      refreshed: 0,
      events: [],
      removedEventIds: [],
    };
    const seenEvents = new Set<string>();
    for (const wire of wireEvents) {
      seenEvents.add(wire.id);
      const event = this.upsertEvent(wire);
      diff.events.push(event);
      this.applyEventQuotes(wire, diff);
    }
    const previous = this.eventsBySport.get(sportKey);
    if (previous) {
      for (const eventId of previous) {
        if (!seenEvents.has(eventId)) {
          diff.removedEventIds.push(eventId);
          this.removeEvent(eventId, diff.removed);
        }
      }
    }
    this.eventsBySport.set(sportKey, seenEvents);
    return diff;
  }

  /** Loads stored state after a restart, without producing a diff. */
  restore(events: BoardEvent[], quotes: BoardQuote[]) {
    for (const event of events) {
      this.events.set(event.id, event);
      this.indexOf(this.eventsBySport, event.sportKey).add(event.id);
    }
    for (const quote of quotes) {
      this.quotes.set(quote.key, quote);
      this.indexOf(this.keysByEvent, quote.eventId).add(quote.key);
    }
  }

  quotesOfEvent(eventId: string): BoardQuote[] {
    const keys = this.keysByEvent.get(eventId);
    if (!keys) return [];
    const result: BoardQuote[] = [];
    for (const key of keys) {
      const quote = this.quotes.get(key);
      if (quote) result.push(quote);
    }
    return result;
  }

  eventsOfSport(sportKey: string): BoardEvent[] {
    const ids = this.eventsBySport.get(sportKey);
    if (!ids) return [];
    return [...ids].flatMap((id) => this.events.get(id) ?? []);
  }

  /** Books with at least one quote updated at or after `since`. */
  booksReportingSince(sportKey: string, since: number): Set<string> {
    const books = new Set<string>();
    for (const eventId of this.eventsBySport.get(sportKey) ?? []) {
      for (const quote of this.quotesOfEvent(eventId)) {
        if (quote.lastUpdate >= since) books.add(quote.book);
      }
    }
    return books;
  }

  private upsertEvent(wire: WireEventOdds): BoardEvent {
    const commenceTime = Date.parse(wire.commence_time);
    const existing = this.events.get(wire.id);
    if (
      existing &&
      existing.commenceTime === commenceTime &&
      existing.homeTeam === (wire.home_team ?? '') &&
      existing.awayTeam === (wire.away_team ?? '')
    ) {
      return existing;
    }
    const event: BoardEvent = {
      id: wire.id,
      sportKey: wire.sport_key,
      sportTitle: wire.sport_title ?? existing?.sportTitle ?? '',
      commenceTime,
      homeTeam: wire.home_team ?? '',
      awayTeam: wire.away_team ?? '',
    };
    this.events.set(wire.id, event);
    return event;
  }

  private applyEventQuotes(wire: WireEventOdds, diff: BoardDiff) {
    const before = this.keysByEvent.get(wire.id);
    const now = new Set<string>();
    for (const bookmaker of wire.bookmakers) {
      const bookUpdate = Date.parse(bookmaker.last_update);
      for (const market of bookmaker.markets) {
        const lastUpdate = market.last_update ? Date.parse(market.last_update) : bookUpdate;
        for (const outcome of market.outcomes) {
          const point = outcome.point ?? null;
          const key = quoteKey(wire.id, market.key, outcome.name, point, bookmaker.key);
          now.add(key);
          const existing = this.quotes.get(key);
          if (existing && existing.price === outcome.price) {
            if (existing.lastUpdate !== lastUpdate) {
              existing.lastUpdate = lastUpdate;
              diff.refreshed++;
            }
            existing.betLimit = outcome.bet_limit ?? existing.betLimit;
            continue;
          }
          const quote: BoardQuote = {
            key,
            eventId: wire.id,
            market: market.key,
            outcome: outcome.name,
            point,
            book: bookmaker.key,
            price: outcome.price,
            lastUpdate,
            betLimit: outcome.bet_limit ?? null,
          };
          this.quotes.set(key, quote);
          diff.changed.push({ quote, previousPrice: existing?.price ?? null });
        }
      }
    }
    if (before) {
      for (const key of before) {
        if (!now.has(key)) {
          const gone = this.quotes.get(key);
          if (gone) diff.removed.push(gone);
          this.quotes.delete(key);
        }
      }
    }
    this.keysByEvent.set(wire.id, now);
  }

  private removeEvent(eventId: string, removed: BoardQuote[]) {
    for (const key of this.keysByEvent.get(eventId) ?? []) {
      const quote = this.quotes.get(key);
      if (quote) removed.push(quote);
      this.quotes.delete(key);
    }
    this.keysByEvent.delete(eventId);
    this.events.delete(eventId);
  }

  private indexOf(map: Map<string, Set<string>>, key: string): Set<string> {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    return set;
  }
}
