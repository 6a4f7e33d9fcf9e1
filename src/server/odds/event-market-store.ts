import { marketTypeOf, type MarketType } from '../../core/market-type';
import type { KeptListing } from './event-market-listings-store';
import type { ListedMarkets } from './event-markets-ingest';
import type { WireEventOdds } from './wire-format';

/**
 * Per-event markets bought one event at a time (props, alternate ladders, periods), kept apart
 * from the featured board so detection's hot path never sees them until a detector asks. An
 * outcome is identified by market key + player (or team, for team totals) + line + side; every
 * quote keeps the book's own `last_update` and when it was fetched, so its age is never hidden.
 */

export interface EventMarketQuote {
  readonly book: string;
  readonly marketKey: string;
  readonly marketType: MarketType;
  /** The outcome's `description`: the player of a prop, the team of a team total. */
  readonly description: string | null;
  /** The player, for props only. */
  readonly player: string | null;
  readonly line: number | null;
  /** The outcome's name: Over, Under, Yes, No, a team, Draw. */
  readonly side: string;
  readonly price: number;
  /** The book's last change of this market (ms); the fetch time when it gave none. */
  readonly lastUpdate: number;
  readonly fetchedAt: number;
  readonly limit: number | null;
}

export interface StoredEventMarkets {
  readonly eventId: string;
  readonly sport: string;
  readonly commenceTime: number;
  homeTeam: string | null;
  awayTeam: string | null;
  /** The latest discovery: book → the keys it lists; null until one was made. */
  listed: ReadonlyMap<string, readonly string[]> | null;
  listedAt: number | null;
  /** Market key → when it was last bought. */
  readonly boughtAt: Map<string, number>;
  /** Slot key → book → quote. */
  readonly slots: Map<string, Map<string, EventMarketQuote>>;
}

export function slotKey(
  q: Pick<EventMarketQuote, 'marketKey' | 'description' | 'line' | 'side'>,
): string {
  return `${q.marketKey}|${q.description ?? ''}|${q.line ?? ''}|${q.side}`;
}

export class EventMarketStore {
  private readonly events = new Map<string, StoredEventMarkets>();

  event(eventId: string): StoredEventMarkets | undefined {
    return this.events.get(eventId);
  }

  all(): IterableIterator<StoredEventMarkets> {
    return this.events.values();
  }

  recordListing(
    listing: ListedMarkets,
    teams: { home: string | null; away: string | null },
    at: number,
  ) {
    const stored = this.ensure(listing.eventId, listing.sport, listing.commenceTime, teams);
    stored.listed = new Map(
      [...listing.books].map(([book, markets]) => [book, markets.map((m) => m.key)]),
    );
    stored.listedAt = at;
  }

  /** A discovery kept by an earlier run, as if it had just been recorded at its own time. */
  restoreListing(kept: KeptListing) {
    const stored = this.ensure(kept.eventId, kept.sport, kept.commenceTime, {
      home: null,
      away: null,
    });
    stored.listed = kept.listed;
    stored.listedAt = kept.listedAt;
  }

  /**
   * A discovery (`markets` null) or purchase that failed still counts as made then: the planner
   * asks again after the event's refresh interval, not on every turn of the feed (an event the
   * source does not know would otherwise be asked about every second). Nothing held is replaced.
   */
  noteFailedCall(
    event: { eventId: string; sport: string; commenceTime: number },
    markets: readonly string[] | null,
    at: number,
  ) {
    const stored = this.ensure(event.eventId, event.sport, event.commenceTime, {
      home: null,
      away: null,
    });
    if (markets === null) stored.listedAt = at;
    else for (const key of markets) stored.boughtAt.set(key, at);
  }

  /** How many books list each market key (from the latest discovery). */
  booksPerMarket(eventId: string): Map<string, number> {
    const counts = new Map<string, number>();
    for (const keys of this.events.get(eventId)?.listed?.values() ?? [])
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  }

  /** The books listing each market key (from the latest discovery). */
  listedBooks(eventId: string): Map<string, string[]> {
    const books = new Map<string, string[]>();
    for (const [book, keys] of this.events.get(eventId)?.listed ?? [])
      for (const key of keys) books.set(key, [...(books.get(key) ?? []), book]);
    return books;
  }

  /**
   * An answer for `markets` replaces what was held for those keys: a book or outcome no longer
   * in it is gone. Returns how many quotes it now holds for them.
   */
  applyOdds(wire: WireEventOdds, markets: readonly string[], at: number): number {
    const stored = this.ensure(wire.id, wire.sport_key, Date.parse(wire.commence_time), {
      home: wire.home_team,
      away: wire.away_team,
    });
    const bought = new Set(markets);
    for (const [key, books] of stored.slots) {
      if (bought.has(key.slice(0, key.indexOf('|')))) {
        stored.slots.delete(key);
        books.clear();
      }
    }
    let count = 0;
    for (const book of wire.bookmakers) {
      for (const market of book.markets) {
        if (!bought.has(market.key)) continue;
        const marketType = marketTypeOf(market.key);
        const lastUpdate = market.last_update ? Date.parse(market.last_update) : at;
        for (const o of market.outcomes) {
          const description = o.description ?? null;
          const quote: EventMarketQuote = {
            book: book.key,
            marketKey: market.key,
            marketType,
            description,
            player: marketType === 'player_prop' ? description : null,
            line: o.point ?? null,
            side: o.name,
            price: o.price,
            lastUpdate,
            fetchedAt: at,
            limit: o.bet_limit ?? null,
          };
          const key = slotKey(quote);
          let books = stored.slots.get(key);
          if (!books) stored.slots.set(key, (books = new Map()));
          books.set(book.key, quote);
          count++;
        }
      }
    }
    for (const key of bought) stored.boughtAt.set(key, at);
    return count;
  }

  quotes(eventId: string): EventMarketQuote[] {
    const out: EventMarketQuote[] = [];
    for (const books of this.events.get(eventId)?.slots.values() ?? []) out.push(...books.values());
    return out;
  }

  /** Events under way are no longer bought or shown. */
  dropStarted(now: number): string[] {
    const gone: string[] = [];
    for (const [id, e] of this.events)
      if (e.commenceTime <= now) {
        this.events.delete(id);
        gone.push(id);
      }
    return gone;
  }

  private ensure(
    eventId: string,
    sport: string,
    commenceTime: number,
    teams: { home: string | null; away: string | null },
  ): StoredEventMarkets {
    let stored = this.events.get(eventId);
    if (!stored) {
      stored = {
        eventId,
        sport,
        commenceTime,
        homeTeam: teams.home,
        awayTeam: teams.away,
        listed: null,
        listedAt: null,
        boughtAt: new Map(),
        slots: new Map(),
      };
      this.events.set(eventId, stored);
    }
    stored.homeTeam ??= teams.home;
    stored.awayTeam ??= teams.away;
    return stored;
  }
}
