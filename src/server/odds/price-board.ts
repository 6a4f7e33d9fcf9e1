import { marketTypeOf } from '../../core/market-type';
import { EventSlots } from './event-slots';
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
  /**
   * The outcome's `description`: the player of a prop, the team of a team total. Absent on
   * featured markets. Part of the outcome's identity: one book's prop market holds an Over 24.5
   * for several players.
   */
  description?: string | null;
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
  /**
   * By quote key: the source's own time of a removal, where the book still answered for the
   * event (a line moved or a market pulled). The source's clock orders it among the book's
   * quotes; the poll's time would not, several moves landing in one poll.
   */
  withdrawnAt: Map<string, number>;
  /** Quotes whose price is unchanged but whose last_update moved (freshness only). */
  refreshed: BoardQuote[];
  events: BoardEvent[];
  removedEventIds: string[];
}

const emptyDiff = (sportKey: string, at: number): BoardDiff => ({
  sportKey,
  at,
  changed: [],
  removed: [],
  refreshed: [],
  events: [],
  removedEventIds: [],
  withdrawnAt: new Map(),
});

const SEP = '\u0001';
export const quoteKey = (
  eventId: string,
  market: string,
  outcome: string,
  point: number | null,
  book: string,
  description?: string | null,
) =>
  `${eventId}${SEP}${market}${SEP}${outcome}${SEP}${point ?? ''}${SEP}${book}` +
  (description ? `${SEP}${description}` : '');

/**
 * A featured poll (`/odds`) cannot carry props, alternates or periods (the source refuses them
 * there), so its answer speaks for the main markets only: an event market bought per event stays
 * until its own next purchase replaces it or the event leaves the board.
 */
const eventMarketKeys = new Map<string, boolean>();
export function isEventMarket(market: string): boolean {
  let value = eventMarketKeys.get(market);
  if (value === undefined) {
    value = marketTypeOf(market) !== 'main';
    if (eventMarketKeys.size > 10_000) eventMarketKeys.clear();
    eventMarketKeys.set(market, value);
  }
  return value;
}

/** A snapshot being applied: its diff so far and the events it listed. */
export interface SnapshotInProgress {
  readonly diff: BoardDiff;
  readonly seen: Set<string>;
}

/** A quote's place on the board, stamped with the last poll that confirmed it. */
interface Slot {
  quote: BoardQuote;
  generation: number;
}

export class PriceBoard {
  readonly events = new Map<string, BoardEvent>();
  private readonly eventsBySport = new Map<string, Set<string>>();
  private readonly slotsByEvent = new Map<string, EventSlots<Slot>>();
  /**
   * Per event, each book's latest quote time, kept as the event is applied: the feed status asks
   * which books reported lately after every poll, and a scan of every quote was tens of
   * milliseconds on the thread that serves.
   */
  private readonly bookStampsByEvent = new Map<string, Map<string, number>>();
  private generation = 0;
  private readonly stampCache = new Map<string, number>();
  private lastStamp = { text: '', value: Number.NaN };

  applySnapshot(sportKey: string, wireEvents: WireEventOdds[], at: number): BoardDiff {
    const snapshot = this.startSnapshot(sportKey, at);
    this.applySnapshotEvents(snapshot, wireEvents);
    return this.finishSnapshot(snapshot);
  }

  /**
   * A snapshot applied a few events at a time (`applySnapshotEvents`), so that a caller can
   * serve between them; `finishSnapshot` then takes off the sport's events it did not list.
   */
  startSnapshot(sportKey: string, at: number): SnapshotInProgress {
    this.stampCache.clear();
    return { diff: emptyDiff(sportKey, at), seen: new Set() };
  }

  applySnapshotEvents(snapshot: SnapshotInProgress, wireEvents: readonly WireEventOdds[]): void {
    for (const wire of wireEvents) this.applySnapshotEvent(snapshot, wire, snapshot.diff);
  }

  /**
   * One event of a snapshot, its changes written to `part` (a diff of its own, from `emptyPart`)
   * rather than the snapshot's: a caller that hands on and stores a poll in parts of whole events
   * then has them as it goes, with no pass over the whole poll to cut it up afterwards.
   */
  applySnapshotEvent(snapshot: SnapshotInProgress, wire: WireEventOdds, part: BoardDiff): void {
    snapshot.seen.add(wire.id);
    part.events.push(this.upsertEvent(wire));
    this.applyEventQuotes(wire, part);
  }

  emptyPart({ diff }: SnapshotInProgress): BoardDiff {
    return emptyDiff(diff.sportKey, diff.at);
  }

  finishSnapshot({ diff, seen }: SnapshotInProgress): BoardDiff {
    const previous = this.eventsBySport.get(diff.sportKey);
    if (previous) {
      for (const eventId of previous) {
        if (!seen.has(eventId)) {
          diff.removedEventIds.push(eventId);
          this.removeEvent(eventId, diff.removed);
        }
      }
    }
    this.eventsBySport.set(diff.sportKey, seen);
    return diff;
  }

  /**
   * One event's answer for some of its markets (a re-check): those markets are replaced by what
   * the source says now, the event's other markets and every other event stay. A null answer
   * (the source no longer knows the event) takes the event off the board, as a poll would.
   */
  applyEventMarkets(
    sportKey: string,
    eventId: string,
    wire: WireEventOdds | null,
    markets: readonly string[],
    at: number,
  ): BoardDiff {
    const diff = emptyDiff(sportKey, at);
    this.stampCache.clear();
    if (wire === null) {
      if (this.events.has(eventId)) {
        diff.removedEventIds.push(eventId);
        this.removeEvent(eventId, diff.removed);
        this.eventsBySport.get(sportKey)?.delete(eventId);
      }
      return diff;
    }
    diff.events.push(this.upsertEvent(wire));
    let ids = this.eventsBySport.get(sportKey);
    if (!ids) this.eventsBySport.set(sportKey, (ids = new Set()));
    ids.add(wire.id);
    this.applyEventQuotes(wire, diff, new Set(markets));
    return diff;
  }

  /** Loads stored state after a restart, without producing a diff. */
  restore(events: BoardEvent[], quotes: BoardQuote[]) {
    for (const event of events) {
      this.events.set(event.id, event);
      let ids = this.eventsBySport.get(event.sportKey);
      if (!ids) this.eventsBySport.set(event.sportKey, (ids = new Set()));
      ids.add(event.id);
    }
    const touched = new Set<string>();
    for (const quote of quotes) {
      this.slotsOf(quote.eventId).set(quote.book, quote.market, {
        quote,
        generation: this.generation,
      });
      touched.add(quote.eventId);
    }
    for (const eventId of touched) this.restampBooks(eventId);
  }

  get quoteCount(): number {
    let count = 0;
    for (const slots of this.slotsByEvent.values()) count += slots.size;
    return count;
  }

  *allQuotes(): IterableIterator<BoardQuote> {
    for (const slots of this.slotsByEvent.values())
      for (const slot of slots.values()) yield slot.quote;
  }

  quotesOfEvent(eventId: string): BoardQuote[] {
    const slots = this.slotsByEvent.get(eventId);
    if (!slots) return [];
    const result: BoardQuote[] = [];
    for (const slot of slots.values()) result.push(slot.quote);
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
      for (const [book, latest] of this.bookStampsByEvent.get(eventId) ?? []) {
        if (latest >= since) books.add(book);
      }
    }
    return books;
  }

  private restampBooks(eventId: string) {
    const slots = this.slotsByEvent.get(eventId);
    if (!slots || slots.size === 0) {
      this.bookStampsByEvent.delete(eventId);
      return;
    }
    const stamps = new Map<string, number>();
    for (const slot of slots.values()) {
      const { book, lastUpdate } = slot.quote;
      const latest = stamps.get(book);
      if (latest === undefined || lastUpdate > latest) stamps.set(book, lastUpdate);
    }
    this.bookStampsByEvent.set(eventId, stamps);
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

  /** Books stamp many markets with the same time: parse each distinct stamp once per poll. */
  private stamp(text: string): number {
    // Markets of one book mostly repeat the stamp just read: a comparison, not a hash of it.
    if (text === this.lastStamp.text) return this.lastStamp.value;
    let value = this.stampCache.get(text);
    if (value === undefined) {
      value = Date.parse(text);
      this.stampCache.set(text, value);
    }
    this.lastStamp = { text, value };
    return value;
  }

  /** `only`: the markets the answer speaks for; quotes of other markets are left as they are. */
  private applyEventQuotes(wire: WireEventOdds, diff: BoardDiff, only?: ReadonlySet<string>) {
    const generation = ++this.generation;
    const slots = this.slotsOf(wire.id);
    for (const bookmaker of wire.bookmakers) {
      const bookUpdate = this.stamp(bookmaker.last_update);
      for (const market of bookmaker.markets) {
        if (only && !only.has(market.key)) continue;
        const lastUpdate = market.last_update ? this.stamp(market.last_update) : bookUpdate;
        const marketSlots = slots.slotsOf(bookmaker.key, market.key);
        for (let index = 0; index < market.outcomes.length; index++) {
          const outcome = market.outcomes[index]!;
          const point = outcome.point ?? null;
          const description = outcome.description ?? null;
          const slot = EventSlots.find(marketSlots, outcome.name, point, index, description);
          if (slot && slot.quote.price === outcome.price) {
            slot.generation = generation;
            const existing = slot.quote;
            if (existing.lastUpdate !== lastUpdate) {
              existing.lastUpdate = lastUpdate;
              diff.refreshed.push(existing);
            }
            if (outcome.bet_limit !== undefined) existing.betLimit = outcome.bet_limit;
            continue;
          }
          // A moved price keeps its slot's strings: the poll's own copies then die young instead
          // of being kept on the board until the next move (less old-generation garbage).
          const known = slot?.quote;
          const quote: BoardQuote = {
            key:
              known?.key ??
              quoteKey(wire.id, market.key, outcome.name, point, bookmaker.key, description),
            eventId: known?.eventId ?? wire.id,
            market: known?.market ?? market.key,
            outcome: known?.outcome ?? outcome.name,
            point,
            book: known?.book ?? bookmaker.key,
            price: outcome.price,
            lastUpdate,
            betLimit: outcome.bet_limit ?? known?.betLimit ?? null,
          };
          // Assigned rather than spread into the literal: a spread sends every quote of a poll
          // down the slow path of object creation.
          if (description !== null) quote.description = known?.description ?? description;
          diff.changed.push({ quote, previousPrice: slot?.quote.price ?? null });
          if (slot) {
            slot.quote = quote;
            slot.generation = generation;
          } else {
            slots.add(marketSlots, { quote, generation });
          }
        }
      }
    }
    // Each book's latest stamp is taken in the same walk that drops what the answer no longer
    // lists: a second walk over the event's slots cost a tenth of applying the poll.
    const stamps = new Map<string, number>();
    slots.sweep(
      (slot) => {
        const { quote } = slot;
        const kept =
          slot.generation === generation ||
          (only !== undefined ? !only.has(quote.market) : isEventMarket(quote.market));
        if (kept) {
          const latest = stamps.get(quote.book);
          if (latest === undefined || quote.lastUpdate > latest)
            stamps.set(quote.book, quote.lastUpdate);
        }
        return kept;
      },
      (slot) => {
        diff.removed.push(slot.quote);
        const at = this.withdrawalStamp(wire, slot.quote);
        if (at !== null) diff.withdrawnAt.set(slot.quote.key, at);
      },
    );
    if (stamps.size > 0) this.bookStampsByEvent.set(wire.id, stamps);
    else this.bookStampsByEvent.delete(wire.id);
  }

  /** The book's own time for a quote it no longer lists: its market's, else its own update. */
  private withdrawalStamp(wire: WireEventOdds, quote: BoardQuote): number | null {
    // Removals are rare: a search here costs less than a lookup built on every poll.
    const bookmaker = wire.bookmakers.find((own) => own.key === quote.book);
    if (!bookmaker) return null;
    const market = bookmaker.markets.find((own) => own.key === quote.market);
    const stamp = this.stamp(market?.last_update ?? bookmaker.last_update);
    return Number.isNaN(stamp) ? null : stamp;
  }

  private removeEvent(eventId: string, removed: BoardQuote[]) {
    for (const slot of this.slotsByEvent.get(eventId)?.values() ?? []) {
      removed.push(slot.quote);
    }
    this.slotsByEvent.delete(eventId);
    this.bookStampsByEvent.delete(eventId);
    this.events.delete(eventId);
  }

  private slotsOf(eventId: string): EventSlots<Slot> {
    let slots = this.slotsByEvent.get(eventId);
    if (!slots) this.slotsByEvent.set(eventId, (slots = new EventSlots()));
    return slots;
  }
}

/**
 * The diff as the database keeps it: event markets are held in memory only (decision 031: the
 * `quotes` table has no description, and the next purchase after a restart refills them).
 */
export function featuredPart(diff: BoardDiff): BoardDiff {
  if (
    !diff.changed.some((c) => isEventMarket(c.quote.market)) &&
    !diff.removed.some((q) => isEventMarket(q.market)) &&
    !diff.refreshed.some((q) => isEventMarket(q.market))
  )
    return diff;
  return {
    ...diff,
    changed: diff.changed.filter((c) => !isEventMarket(c.quote.market)),
    removed: diff.removed.filter((q) => !isEventMarket(q.market)),
    refreshed: diff.refreshed.filter((q) => !isEventMarket(q.market)),
  };
}
