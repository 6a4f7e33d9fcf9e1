import { and, asc, eq, gte, inArray, isNull, lte, not, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sportGroupOf } from '../../core/catalog/sports';
import type { MarketKind } from '../../core/market';
import type { MarketAnalysis } from '../../core/market-analysis/analyse-market';
import { listedViews } from '../../core/market-analysis/market-listing';
import { publishedSignals } from '../../core/market-analysis/published-signals';
import type { ArbitrageRecord } from '../../core/market-analysis/arbitrage-lifespan';
import { PARAMETERS } from '../../core/market-analysis/parameters';
import type { EventHistory } from '../../core/market-analysis/price-series';
import { PriceTableBuilder } from '../../core/market-analysis/price-table';
import type { SideHistory } from '../../core/market-analysis/price-table';
import type { DataSourceLabel, OddsSource } from '../../contracts/feed';
import type {
  EventPriceHistory,
  MarketIntelligence as MarketIntelligenceDto,
  MarketRange,
  MarketSport,
} from '../../contracts/market-intelligence';
import type { Database } from '../db/database';
import { events, opportunityLog, priceChanges } from '../db/schema/index';
import type { LiveBus } from '../platform/bus/live-bus';
import { SharedBody } from '../http/shared-body';
import { AnalysisPool } from './analysis-pool';
import { SignalLog } from './signal-log';
import { bookByKey } from '../odds/book-directory';
import type { OddsFeed } from '../odds/odds-feed';

const HOUR = 3_600_000;
/** Games that started this long ago still count as live (and are in every range). */
const STARTED_WITHIN_MS = 3 * HOUR;
/** How far ahead each range looks for start times. */
const RANGE_AHEAD_MS: Record<MarketRange, number> = {
  live: 6 * HOUR,
  '24h': 24 * HOUR,
  '48h': 48 * HOUR,
};
/** Price history read per event: the analysis looks back at most this far. */
const HISTORY_LOOKBACK_MS = 48 * HOUR;
/** Arbitrage lifespans are summarised over the opportunity log of this last stretch. */
const LIFESPAN_LOOKBACK_MS = 7 * 24 * HOUR;
/** A selection nobody asked for this long is no longer refreshed by the timer. */
const IDLE_AFTER_MS = 5 * 60_000;
/** Steam that ended longer ago than this is not pushed (a restart does not replay old steam). */
const PUSH_STEAM_WITHIN_MS = 15 * 60_000;
const MARKETS: readonly MarketKind[] = ['h2h', 'spreads', 'totals'];
const ID_CHUNK = 1000;

export interface MarketIntelligenceSettings {
  /** How often asked-for selections are recomputed (ms). */
  refreshMs: number;
  /** Worker threads for the analysis (0: the main thread). */
  analysisThreads: number;
  priceSource: OddsSource;
}

interface Entry {
  data: MarketIntelligenceDto;
  body: SharedBody;
  computedAt: number;
}

interface Slot {
  entry: Entry | null;
  computing: Promise<Entry> | null;
  lastAskedAt: number;
}

interface PriceRow {
  market: string;
  outcome: string;
  point: number | null;
  book: string;
  price: number | null;
  changedAt: Date;
  quoteUpdatedAt: Date | null;
}

const keyOf = (sport: MarketSport, range: MarketRange) => `${sport}:${range}`;

/**
 * The market analysis, computed in the background and served from a cache per (sport, range):
 * a request never waits for it except the first one of a selection. Asked-for selections (and
 * all/live, which feeds the steam pushes) are recomputed every `refreshMs`; a request for an
 * entry older than that gets the cached one at once and starts a refresh (stale-while-revalidate).
 */
export class MarketIntelligence {
  private readonly slots = new Map<string, Slot>();
  private readonly pushedSteam = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private cycle: Promise<void> | null = null;
  private stopped = false;
  private readonly pool: AnalysisPool;
  private readonly signals: SignalLog;

  constructor(
    private readonly db: Database,
    private readonly feed: OddsFeed,
    private readonly bus: LiveBus | null,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
    private readonly settings: MarketIntelligenceSettings,
  ) {
    this.pool = new AnalysisPool(settings.analysisThreads, log);
    this.signals = new SignalLog(db);
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      if (!this.cycle) this.cycle = this.refreshAll().finally(() => (this.cycle = null));
    }, this.settings.refreshMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.cycle;
    await Promise.allSettled([...this.slots.values()].map((slot) => slot.computing));
    await this.pool.stop();
  }

  /** The cached analysis of a selection; computed now only when there is none yet. */
  async get(sport: MarketSport, range: MarketRange): Promise<Entry> {
    const slot = this.slot(sport, range);
    slot.lastAskedAt = this.now();
    if (slot.entry) {
      if (this.now() - slot.entry.computedAt >= this.settings.refreshMs) {
        this.refresh(sport, range).catch(() => undefined);
      }
      return slot.entry;
    }
    return this.refresh(sport, range);
  }

  private slot(sport: MarketSport, range: MarketRange): Slot {
    const key = keyOf(sport, range);
    let slot = this.slots.get(key);
    if (!slot) {
      slot = { entry: null, computing: null, lastAskedAt: 0 };
      this.slots.set(key, slot);
    }
    return slot;
  }

  /** One computation per selection at a time; callers during it share its result. */
  private refresh(sport: MarketSport, range: MarketRange): Promise<Entry> {
    const slot = this.slot(sport, range);
    slot.computing ??= this.compute(sport, range)
      .then((entry) => {
        slot.entry = entry;
        return entry;
      })
      .catch((error: unknown) => {
        this.log.warn({ err: error, sport, range }, 'market intelligence failed');
        throw error;
      })
      .finally(() => (slot.computing = null));
    return slot.computing;
  }

  private async refreshAll(): Promise<void> {
    const now = this.now();
    if (this.bus)
      this.slot('all', 'live').lastAskedAt = Math.max(this.slot('all', 'live').lastAskedAt, now);
    for (const [key, slot] of this.slots) {
      if (this.stopped) return;
      if (now - slot.lastAskedAt > IDLE_AFTER_MS) continue;
      const [sport, range] = key.split(':') as [MarketSport, MarketRange];
      // One after another: the analysis is CPU work, and the process serves requests meanwhile.
      await this.refresh(sport, range).catch(() => undefined);
    }
  }

  private async compute(sport: MarketSport, range: MarketRange): Promise<Entry> {
    const now = this.now();
    const from = now - STARTED_WITHIN_MS;
    const to = now + RANGE_AHEAD_MS[range];
    const histories = await this.readHistories(sport, from, to, now);
    const arbitrages = await this.readArbitrages(now);
    const analysis = await this.pool.analyse({ now, events: histories, arbitrages, sport });
    this.pushNewSteam(analysis, now);
    await this.logSignals(analysis, histories, now);
    const data = this.present(sport, range, analysis, { from, to, now });
    return { data, body: new SharedBody(JSON.stringify(data)), computedAt: now };
  }

  private async readHistories(
    sport: MarketSport,
    from: number,
    to: number,
    now: number,
  ): Promise<EventHistory[]> {
    const rows = await this.db
      .select({
        id: events.id,
        sportKey: events.sportKey,
        homeTeam: events.homeTeam,
        awayTeam: events.awayTeam,
        commenceTime: events.commenceTime,
      })
      .from(events)
      .where(
        and(
          gte(events.commenceTime, new Date(from)),
          lte(events.commenceTime, new Date(to)),
          not(events.completed),
        ),
      );
    const chosen = rows.filter((row) => sport === 'all' || sportGroupOf(row.sportKey) === sport);
    // Rows per side (event, market, outcome), kept in the order read: by poll time.
    const rowsBySide = new Map<string, Map<string, PriceRow[]>>();
    for (let i = 0; i < chosen.length; i += ID_CHUNK) {
      const ids = chosen.slice(i, i + ID_CHUNK).map((row) => row.id);
      const changes = await this.db
        .select({
          eventId: priceChanges.eventId,
          market: priceChanges.market,
          outcome: priceChanges.outcome,
          point: priceChanges.point,
          book: priceChanges.book,
          price: priceChanges.price,
          changedAt: priceChanges.changedAt,
          quoteUpdatedAt: priceChanges.quoteUpdatedAt,
        })
        .from(priceChanges)
        .where(
          and(
            inArray(priceChanges.eventId, ids),
            inArray(priceChanges.market, [...MARKETS]),
            gte(priceChanges.changedAt, new Date(now - HISTORY_LOOKBACK_MS)),
          ),
        )
        .orderBy(asc(priceChanges.changedAt), asc(priceChanges.id));
      for (const change of changes) {
        let bySide = rowsBySide.get(change.eventId);
        if (!bySide) rowsBySide.set(change.eventId, (bySide = new Map()));
        const key = `${change.market}\u0001${change.outcome}`;
        const own = bySide.get(key);
        if (own) own.push(change);
        else bySide.set(key, [change]);
      }
    }
    // One price table for the selection; each side's rows end up together, sorted by quote time.
    const table = new PriceTableBuilder({ shared: true });
    return chosen.flatMap((row) => {
      const bySide = rowsBySide.get(row.id);
      if (!bySide) return [];
      const sides: SideHistory[] = [];
      for (const own of bySide.values()) {
        const { market, outcome } = own[0]!;
        for (const change of own) {
          // The book's own time orders moves within one poll; withdrawals and old rows fall back.
          const at = (change.quoteUpdatedAt ?? change.changedAt).getTime();
          table.add(change.book, at, change.price, change.point);
        }
        sides.push(table.endSide(market as MarketKind, outcome));
      }
      return [
        {
          eventId: row.id,
          sport: row.sportKey,
          homeTeam: row.homeTeam,
          awayTeam: row.awayTeam,
          commenceTime: row.commenceTime.getTime(),
          sides,
        },
      ];
    });
  }

  private async readArbitrages(now: number): Promise<ArbitrageRecord[]> {
    const rows = await this.db
      .select({
        eventId: opportunityLog.eventId,
        sport: opportunityLog.sportKey,
        firstSeen: opportunityLog.firstSeen,
        endedAt: opportunityLog.endedAt,
      })
      .from(opportunityLog)
      .where(
        and(
          eq(opportunityLog.kind, 'arbitrage'),
          or(
            isNull(opportunityLog.endedAt),
            gte(opportunityLog.endedAt, new Date(now - LIFESPAN_LOOKBACK_MS)),
          ),
        ),
      );
    return rows.map((row) => ({
      eventId: row.eventId,
      sport: row.sport,
      firstSeen: row.firstSeen.getTime(),
      endedAt: row.endedAt?.getTime() ?? null,
    }));
  }

  /** Logs the signals for the public track record; a failed write never fails the analysis. */
  private async logSignals(analysis: MarketAnalysis, histories: EventHistory[], now: number) {
    const starts = new Map(histories.map((event) => [event.eventId, event.commenceTime]));
    const signals = publishedSignals(now, analysis.steam, analysis.views, starts);
    await this.signals.record(signals, now).catch((error: unknown) => {
      this.log.warn({ err: error }, 'could not log market signals; retrying next analysis');
    });
  }

  /** Publishes each steam move the first time any analysis finds it (if it is recent). */
  private pushNewSteam(analysis: MarketAnalysis, now: number) {
    for (const [id, endTime] of this.pushedSteam)
      if (endTime < now - HISTORY_LOOKBACK_MS) this.pushedSteam.delete(id);
    for (const view of analysis.steam) {
      for (const steam of view.steamMoves) {
        if (this.pushedSteam.has(steam.id)) continue;
        this.pushedSteam.set(steam.id, steam.endTime);
        if (!this.bus || steam.endTime < now - PUSH_STEAM_WITHIN_MS) continue;
        this.bus.publish({
          type: 'market.steam',
          gameId: view.gameId,
          sport: view.sport,
          teams: view.teams,
          steam: { ...steam, bookmakers: [...steam.bookmakers] },
        });
      }
    }
  }

  private present(
    sport: MarketSport,
    range: MarketRange,
    analysis: MarketAnalysis,
    at: { from: number; to: number; now: number },
  ): MarketIntelligenceDto {
    const status = this.feed.status();
    const polled = status.sports.filter(
      (own) => sport === 'all' || sportGroupOf(own.key) === sport,
    );
    const kept = listedViews(analysis.views, sport, analysis.parameters);
    const views = kept.map((index) => analysis.views[index]!);
    const intelligence = kept.map((index) => analysis.intelligence[index]!);
    return {
      sport,
      range,
      computedAt: new Date(at.now).toISOString(),
      window: { from: new Date(at.from).toISOString(), to: new Date(at.to).toISOString() },
      dataSource: sourceOf(polled.map((own) => own.source)),
      priceSource: this.settings.priceSource,
      bookTitles: bookTitlesOf(views, analysis.bookmakers),
      pollIntervals: polled.map((own) => {
        const ms = this.feed.pollIntervalMs(own.key);
        return {
          sport: own.key,
          title: own.title,
          intervalSeconds: ms === null ? null : ms / 1000,
        };
      }),
      views: views as MarketIntelligenceDto['views'],
      intelligence: intelligence as MarketIntelligenceDto['intelligence'],
      bookmakers: [...analysis.bookmakers],
      summary: analysis.summary,
      parameters: { ...analysis.parameters },
      parameterNotes: Object.fromEntries(
        Object.entries(PARAMETERS).map(([name, p]) => [
          name,
          { unit: p.unit, explanation: p.explanation },
        ]),
      ),
      methods: { ...analysis.methods },
    };
  }

  /** One event's recorded prices per book, or null for an event Arbiter does not know. */
  async history(eventId: string): Promise<EventPriceHistory | null> {
    const [event] = await this.db.select().from(events).where(eq(events.id, eventId)).limit(1);
    const onBoard = this.feed.board.events.get(eventId);
    if (!event && !onBoard) return null;
    const rows = await this.db
      .select({
        market: priceChanges.market,
        outcome: priceChanges.outcome,
        point: priceChanges.point,
        book: priceChanges.book,
        price: priceChanges.price,
        changedAt: priceChanges.changedAt,
        quoteUpdatedAt: priceChanges.quoteUpdatedAt,
      })
      .from(priceChanges)
      .where(eq(priceChanges.eventId, eventId))
      .orderBy(asc(priceChanges.changedAt), asc(priceChanges.id));
    const series = new Map<string, EventPriceHistory['series'][number]>();
    for (const row of rows) {
      const key = `${row.market}\u0001${row.outcome}\u0001${row.book}`;
      let own = series.get(key);
      if (!own) {
        own = {
          market: row.market,
          outcome: row.outcome,
          book: row.book,
          bookTitle: bookByKey(row.book).title,
          points: [],
        };
        series.set(key, own);
      }
      own.points.push({
        at: (row.quoteUpdatedAt ?? row.changedAt).getTime(),
        price: row.price,
        point: row.point,
      });
    }
    for (const own of series.values()) own.points.sort((a, b) => a.at - b.at);
    return {
      eventId,
      sport: event?.sportKey ?? onBoard?.sportKey ?? '',
      homeTeam: event?.homeTeam ?? onBoard?.homeTeam ?? '',
      awayTeam: event?.awayTeam ?? onBoard?.awayTeam ?? '',
      commenceTime: event?.commenceTime.getTime() ?? onBoard?.commenceTime ?? 0,
      series: [...series.values()],
    };
  }
}

/** The freshest label any polled sport of the selection carries. */
function sourceOf(labels: readonly DataSourceLabel[]): DataSourceLabel {
  for (const label of ['live', 'cached', 'historical'] as const)
    if (labels.includes(label)) return label;
  return 'unknown';
}

/** Titles for every book key the answer names, so no screen shows a raw key. */
function bookTitlesOf(
  views: readonly {
    movements: readonly { best: { book: string } }[];
    steamMoves: readonly { leader: string; bookmakers: readonly string[] }[];
  }[],
  bookmakers: readonly { book: string; title: string }[],
): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const own of bookmakers) titles[own.book] = own.title;
  const name = (key: string) => {
    titles[key] ??= bookByKey(key).title;
  };
  for (const view of views) {
    for (const movement of view.movements) name(movement.best.book);
    for (const steam of view.steamMoves) {
      name(steam.leader);
      steam.bookmakers.forEach(name);
    }
  }
  return titles;
}
