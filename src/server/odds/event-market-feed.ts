import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { loadListings, saveListing } from './event-market-listings-store';
import { EventMarketStore } from './event-market-store';
import {
  monthBounds,
  planEventCalls,
  type EventPlannerSettings,
  type PlannedCall,
} from './event-market-planner';
import { closePairsOf, MarketYields } from './market-yield';
import { loadYields, saveYields } from './market-yield-store';
import { EVENT_MARKET_ENDPOINTS, type CreditMeter } from './metered-call';
import { OddsApiError, type OddsApiClient } from './odds-api-client';
import { creditsSpentSince } from './odds-store';
import { totalDropped, type DropCounts } from './wire-ingest';
import type { WireEventOdds } from './wire-format';

export interface EventMarketFeedSettings {
  planner: EventPlannerSettings;
  regions: string[];
  /** Calls made per turn of the feed loop, so featured polls never wait behind a long queue. */
  maxCallsPerTurn: number;
}

/** One purchase's answer, for the board: only `markets` are spoken for. */
export interface EventMarketAnswer {
  sport: string;
  wire: WireEventOdds;
  markets: readonly string[];
  at: number;
}

/** An event the featured board knows, as the planner needs it. */
export interface KnownEvent {
  id: string;
  sportKey: string;
  commenceTime: number;
}

/** How often what the planner learned is written down, at most (and once more on stop). */
const SAVE_LEARNED_MS = 60_000;

/**
 * Buys per-event markets with its own share of the month: each turn it plans (pure planner),
 * makes the planned calls through the feed's meter, charged to this share (recorded as `event-discovery` and
 * `event-odds`), and keeps the answers in the per-event store.
 */
export class EventMarketFeed {
  readonly store = new EventMarketStore();
  /** What each sport's market keys held when bought: the planner spends on the best first. */
  readonly yields = new MarketYields();
  private spent = 0;
  private month: number;
  private readonly dropped: { total: number; last: DropCounts } = { total: 0, last: {} };
  private learnedSavedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly client: OddsApiClient,
    private readonly db: Database,
    /** The feed's own meter: one pace under the source's rate limit for every call. */
    private readonly meter: CreditMeter,
    private readonly settings: EventMarketFeedSettings,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
    /** Hears every answer bought, to put it on the board detection reads. */
    private readonly onAnswer: (answer: EventMarketAnswer) => void = () => {},
  ) {
    this.month = monthBounds(now()).start;
  }

  /** The meter's charge: before each call, corrected by its answer. */
  charge(cost: number, now: number) {
    this.rollMonth(now);
    this.spent += cost;
  }

  get spentThisMonth() {
    this.rollMonth(this.now());
    return this.spent;
  }

  get monthlyBudget() {
    return this.settings.planner.monthlyBudget;
  }

  async start() {
    const since = new Date(monthBounds(this.now()).start);
    const parts = await Promise.all(
      EVENT_MARKET_ENDPOINTS.map((endpoint) => creditsSpentSince(this.db, since, endpoint)),
    );
    this.spent = parts.reduce((a, b) => a + b, 0);
    // A restart keeps what the answers taught: without it every key and book is tried afresh,
    // and credits go on first looks the last run had already paid for.
    try {
      const { snapshot, unreadable } = await loadYields(this.db);
      if (snapshot) this.yields.restore(snapshot);
      if (unreadable) this.log.warn('the kept market yields do not read as yields: learning again');
    } catch (error) {
      this.log.warn({ err: error }, 'could not read the kept market yields: learning again');
    }
    // And what each event's books list: a discovery credit per event otherwise.
    try {
      const { listings, unreadable } = await loadListings(this.db, this.now());
      for (const listing of listings) this.store.restoreListing(listing);
      if (unreadable > 0)
        this.log.warn({ unreadable }, 'kept market listings that do not read: asked again');
    } catch (error) {
      this.log.warn({ err: error }, 'could not read the kept market listings: asked again');
    }
    this.learnedSavedAt = this.now();
  }

  /** Writes down what was learned since the last time, when it is due (or `now`, on stop). */
  async saveLearned(force = false) {
    const now = this.now();
    if (!this.yields.changed || (!force && now - this.learnedSavedAt < SAVE_LEARNED_MS)) return;
    this.learnedSavedAt = now;
    try {
      await saveYields(this.db, this.yields.snapshot());
    } catch (error) {
      this.yields.changed = true;
      this.log.warn({ err: error }, 'could not keep the market yields; will try again');
    }
  }

  status() {
    let quotes = 0;
    let events = 0;
    for (const e of this.store.all()) {
      events++;
      for (const books of e.slots.values()) quotes += books.size;
    }
    return {
      spentThisMonth: this.spentThisMonth,
      monthlyBudget: this.monthlyBudget,
      events,
      quotes,
      droppedTotal: this.dropped.total,
    };
  }

  /** One turn: plan against the events on the featured board and make the first few calls. */
  async runDue(
    known: readonly KnownEvent[],
    accountRemaining: number | null,
    stopped: () => boolean,
  ) {
    const now = this.now();
    this.store.dropStarted(now);
    const events = known.map((e) => {
      const stored = this.store.event(e.id);
      return {
        eventId: e.id,
        sport: e.sportKey,
        commenceTime: e.commenceTime,
        listedAt: stored?.listedAt ?? null,
        booksPerMarket: this.store.booksPerMarket(e.id),
        listedBooks: this.store.listedBooks(e.id),
        boughtAt: stored?.boughtAt ?? new Map<string, number>(),
      };
    });
    const calls = planEventCalls(
      this.settings.planner,
      events,
      now,
      this.spentThisMonth,
      accountRemaining,
      {
        market: (sport, key) => this.yields.estimate(sport, key),
        book: (sport, book) => this.yields.bookWorth(sport, book),
      },
    ).slice(0, this.settings.maxCallsPerTurn);
    for (const call of calls) {
      if (stopped()) return;
      try {
        await this.make(call);
      } catch (error) {
        const event = known.find((e) => e.id === call.eventId)!;
        this.store.noteFailedCall(
          { eventId: call.eventId, sport: call.sport, commenceTime: event.commenceTime },
          call.kind === 'discover' ? null : call.markets,
          this.now(),
        );
        const kind = error instanceof OddsApiError ? error.kind : 'internal';
        this.log.warn(
          { sport: call.sport, eventId: call.eventId, call: call.kind, kind },
          `event-market call failed: ${(error as Error).message}`,
        );
        if (kind === 'out-of-credits') break;
      }
    }
    await this.saveLearned();
  }

  private async make(call: PlannedCall) {
    const regions = this.settings.regions;
    if (call.kind === 'discover') {
      const { data } = await this.meter.call(
        { sport: call.sport, endpoint: 'event-discovery', estimate: call.cost, sink: this },
        () => this.client.eventMarkets(call.sport, call.eventId, { regions }),
      );
      this.noteDrops({
        'bookmaker-malformed': data.dropped.book,
        'market-malformed': data.dropped.market,
      });
      this.store.recordListing(data, { home: null, away: null }, this.now());
      const stored = this.store.event(call.eventId);
      // Kept beside the board: a failed write costs one discovery after a restart, no more.
      if (stored)
        await saveListing(this.db, stored).catch((error: unknown) =>
          this.log.warn({ err: error, eventId: call.eventId }, 'could not keep a market listing'),
        );
      return;
    }
    const { data } = await this.meter.call(
      { sport: call.sport, endpoint: 'event-odds', estimate: call.cost, sink: this },
      () =>
        this.client.eventOdds(call.sport, call.eventId, {
          regions,
          ...(call.bookmakers ? { bookmakers: call.bookmakers } : {}),
          markets: call.markets,
          includeBetLimits: true,
        }),
    );
    this.noteDrops(data.dropped);
    const wire = data.events.find((e) => e.id === call.eventId);
    if (!wire) return;
    const at = this.now();
    this.yields.record(call.sport, closePairsOf(wire, call.markets));
    this.store.applyOdds(wire, call.markets, at);
    this.onAnswer({ sport: call.sport, wire, markets: call.markets, at });
  }

  private noteDrops(dropped: DropCounts) {
    const count = totalDropped(dropped);
    this.dropped.last = dropped;
    this.dropped.total += count;
    if (count > 0)
      this.log.warn(
        { dropped },
        `event-market answer: dropped ${count} invalid piece(s), kept the rest`,
      );
  }

  private rollMonth(now: number) {
    const start = monthBounds(now).start;
    if (start !== this.month) {
      this.month = start;
      this.spent = 0;
    }
  }
}
