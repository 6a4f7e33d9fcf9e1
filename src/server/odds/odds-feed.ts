import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { OddsApiError, oddsCallCost, type OddsApiClient, type Quota } from './odds-api-client';
import {
  creditsSpentSince,
  loadBoard,
  persistDiff,
  purgePriceHistory,
  recordApiUsage,
  saveScores,
  saveSports,
} from './odds-store';
import {
  monthStart,
  PollPlanner,
  type DataSourceLabel,
  type PlannerSettings,
} from './poll-planner';
import { PriceBoard, type BoardDiff } from './price-board';
import type { WireSport } from './wire-format';

export interface OddsFeedSettings {
  regions: string[];
  markets: string[];
  /** Restricts polling to these sport keys; empty means every active sport. */
  sports: string[];
  planner: Omit<PlannerSettings, 'costPerPoll'>;
  historyRetentionMs: number;
  /** How often the loop looks for due work. */
  tickMs: number;
}

export interface SportFeedStatus {
  key: string;
  title: string;
  group: string;
  source: DataSourceLabel;
  lastPollAt: string | null;
  lastSuccessAt: string | null;
  nextPollAt: string | null;
  booksReporting: number;
  events: number;
  lastError: string | null;
}

const SCORES_EVERY_MS = 10 * 60_000;
const SPORTS_EVERY_MS = 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Brings prices in: polls the odds source on the planner's schedule, applies each answer to the
 * board as a diff, persists it in one transaction, and hands the diff to whoever listens.
 */
export class OddsFeed {
  readonly board = new PriceBoard();
  private planner: PollPlanner;
  private catalogue = new Map<string, WireSport>();
  private listeners: ((diff: BoardDiff) => void)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private stopped = false;
  private lastSportsAt = 0;
  private lastPurgeAt = 0;
  private lastScoresAt = new Map<string, number>();
  private lastQuota: Quota | null = null;
  readonly costPerPoll: number;

  constructor(
    private readonly client: OddsApiClient,
    private readonly db: Database,
    private readonly settings: OddsFeedSettings,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.costPerPoll = oddsCallCost({ regions: settings.regions, markets: settings.markets });
    this.planner = new PollPlanner(
      { ...settings.planner, costPerPoll: this.costPerPoll },
      now(),
      0,
    );
  }

  onDiff(listener: (diff: BoardDiff) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  async start(): Promise<void> {
    const now = this.now();
    const spent = await creditsSpentSince(this.db, new Date(monthStart(now)));
    this.planner = new PollPlanner(
      { ...this.settings.planner, costPerPoll: this.costPerPoll },
      now,
      spent,
    );
    const stored = await loadBoard(this.db);
    this.board.restore(stored.events, stored.quotes);
    this.stopped = false;
    this.schedule(0);
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Runs every due job once; the loop calls it, and tests may call it directly. */
  async runDueWork(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const now = this.now();
      if (now - this.lastSportsAt >= SPORTS_EVERY_MS || this.catalogue.size === 0)
        await this.refreshSports();
      for (const sport of this.planner.due(this.now())) {
        if (this.stopped) break;
        await this.pollOdds(sport);
      }
      await this.pollDueScores();
      if (this.now() - this.lastPurgeAt >= PURGE_EVERY_MS) {
        this.lastPurgeAt = this.now();
        await purgePriceHistory(this.db, new Date(this.now() - this.settings.historyRetentionMs));
      }
    } finally {
      this.busy = false;
    }
  }

  status(): {
    sports: SportFeedStatus[];
    halted: string | null;
    creditsSpentThisMonth: number;
    quota: Quota | null;
  } {
    const now = this.now();
    const since =
      now -
      2 *
        Math.max(this.settings.planner.nearIntervalMs, this.settings.planner.sourceFloorMs, 60_000);
    const iso = (ms: number | null) =>
      ms === null || !Number.isFinite(ms) ? null : new Date(ms).toISOString();
    return {
      halted: this.planner.haltReason,
      creditsSpentThisMonth: this.planner.creditsSpentThisMonth,
      quota: this.lastQuota,
      sports: [...this.planner.sports.values()].map((s) => {
        const meta = this.catalogue.get(s.key);
        return {
          key: s.key,
          title: meta?.title ?? s.key,
          group: meta?.group ?? '',
          source: s.source,
          lastPollAt: iso(s.lastAttemptAt),
          lastSuccessAt: iso(s.lastSuccessAt),
          nextPollAt: this.planner.haltReason ? null : iso(s.nextPollAt),
          booksReporting: this.board.booksReportingSince(s.key, since).size,
          events: this.board.eventsOfSport(s.key).length,
          lastError: s.lastError,
        };
      }),
    };
  }

  /** Distinct books quoting anywhere within the last cycle (twice the polling interval). */
  booksReportingInLastCycle(): number {
    const now = this.now();
    const since =
      now -
      2 *
        Math.max(this.settings.planner.nearIntervalMs, this.settings.planner.sourceFloorMs, 60_000);
    const books = new Set<string>();
    for (const sport of this.planner.sports.keys()) {
      for (const book of this.board.booksReportingSince(sport, since)) books.add(book);
    }
    return books.size;
  }

  sportCatalogue(): WireSport[] {
    return [...this.catalogue.values()];
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.runDueWork()
        .catch((error: unknown) => this.log.error({ err: error }, 'odds feed loop failed'))
        .finally(() => this.schedule(this.settings.tickMs));
    }, delay);
    this.timer.unref?.();
  }

  private async refreshSports() {
    const at = new Date(this.now());
    try {
      const { data, quota } = await this.client.sports();
      this.lastSportsAt = this.now();
      this.noteQuota(quota);
      await recordApiUsage(this.db, {
        at,
        sport: null,
        endpoint: 'sports',
        cost: quota.last ?? 0,
        used: quota.used,
        remaining: quota.remaining,
        status: 200,
        errorCode: null,
        ok: true,
      });
      this.catalogue = new Map(data.map((s) => [s.key, s]));
      await saveSports(this.db, data, at);
      const wanted = data
        .filter((s) => s.active && !s.has_outrights)
        .filter((s) => this.settings.sports.length === 0 || this.settings.sports.includes(s.key))
        .map((s) => s.key);
      this.planner.setSports(wanted, this.now());
    } catch (error) {
      await this.recordFailure(null, 'sports', error, 0);
    }
  }

  private async pollOdds(sport: string) {
    const started = this.now();
    if (!this.planner.canAfford(this.costPerPoll, started)) return;
    this.planner.charge(this.costPerPoll, started);
    try {
      const { data, quota } = await this.client.odds(sport, {
        regions: this.settings.regions,
        markets: this.settings.markets,
        includeBetLimits: true,
      });
      const at = this.now();
      this.noteQuota(quota);
      // The source's own count of this call wins over our estimate.
      if (quota.last !== null) this.planner.charge(quota.last - this.costPerPoll, at);
      const diff = this.board.applySnapshot(sport, data, at);
      await persistDiff(this.db, diff);
      await recordApiUsage(this.db, {
        at: new Date(at),
        sport,
        endpoint: 'odds',
        cost: quota.last ?? this.costPerPoll,
        used: quota.used,
        remaining: quota.remaining,
        status: 200,
        errorCode: null,
        ok: true,
      });
      this.planner.succeeded(
        sport,
        at,
        data.map((e) => Date.parse(e.commence_time)),
      );
      for (const listener of this.listeners) listener(diff);
    } catch (error) {
      await this.recordFailure(sport, 'odds', error, this.costPerPoll);
    }
  }

  private async pollDueScores() {
    const now = this.now();
    for (const sport of this.planner.sports.keys()) {
      const started = this.board.eventsOfSport(sport).some((e) => e.commenceTime < now);
      const last = this.lastScoresAt.get(sport) ?? 0;
      if (!started || now - last < SCORES_EVERY_MS || !this.planner.canAfford(2, now)) continue;
      this.lastScoresAt.set(sport, now);
      this.planner.charge(2, now);
      try {
        const { data, quota } = await this.client.scores(sport, 3);
        this.noteQuota(quota);
        await saveScores(this.db, data, new Date(this.now()));
        await recordApiUsage(this.db, {
          at: new Date(now),
          sport,
          endpoint: 'scores',
          cost: quota.last ?? 2,
          used: quota.used,
          remaining: quota.remaining,
          status: 200,
          errorCode: null,
          ok: true,
        });
      } catch (error) {
        await this.recordFailure(sport, 'scores', error, 2);
      }
    }
  }

  private noteQuota(quota: Quota) {
    if (quota.used !== null || quota.remaining !== null) this.lastQuota = quota;
  }

  private async recordFailure(
    sport: string | null,
    endpoint: 'sports' | 'odds' | 'scores',
    error: unknown,
    charged: number,
  ) {
    const at = this.now();
    const apiError = error instanceof OddsApiError ? error : null;
    // A failed call costs what the source says it cost (usually nothing), not our estimate.
    this.planner.charge((apiError?.quota?.last ?? 0) - charged, at);
    const message = apiError?.message ?? (error as Error).message;
    if (apiError?.kind === 'out-of-credits') {
      this.planner.halt('OUT_OF_USAGE_CREDITS');
      this.log.error(
        { sport, endpoint },
        `ODDS FEED STOPPED: the odds source reports OUT_OF_USAGE_CREDITS. Prices are no longer updated. ${message}`,
      );
    } else {
      this.log.warn(
        { sport, endpoint, kind: apiError?.kind ?? 'internal' },
        `odds call failed: ${message}`,
      );
    }
    if (sport && endpoint === 'odds') this.planner.failed(sport, at, message);
    if (apiError?.quota) this.noteQuota(apiError.quota);
    await recordApiUsage(this.db, {
      at: new Date(at),
      sport,
      endpoint,
      cost: apiError?.quota?.last ?? 0,
      used: apiError?.quota?.used ?? null,
      remaining: apiError?.quota?.remaining ?? null,
      status: apiError?.status ?? null,
      errorCode: apiError?.errorCode ?? apiError?.kind ?? 'internal',
      ok: false,
    }).catch((writeError: unknown) =>
      this.log.error({ err: writeError }, 'could not record API usage'),
    );
  }
}
