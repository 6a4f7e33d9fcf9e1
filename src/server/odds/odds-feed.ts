import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { learnBook } from './book-directory';
import {
  EventMarketFeed,
  type EventMarketAnswer,
  type EventMarketFeedSettings,
} from './event-market-feed';
import { CreditMeter } from './metered-call';
import { OddsApiError, oddsCallCost, type OddsApiClient, type Quota } from './odds-api-client';
import {
  creditsSpentSince,
  loadBoard,
  diffSlices,
  persistDiff,
  purgePriceHistory,
  saveScores,
  saveSports,
} from './odds-store';
import {
  monthStart,
  PollPlanner,
  type DataSourceLabel,
  type PlannerSettings,
} from './poll-planner';
import { featuredPart, PriceBoard, type BoardDiff } from './price-board';
import type { WireEventOdds, WireScoreEvent, WireSport } from './wire-format';
import { totalDropped, type DropCounts } from './wire-ingest';

export interface OddsFeedSettings {
  regions: string[];
  markets: string[];
  /** Restricts polling to these sport keys; empty means every active sport. */
  sports: string[];
  planner: Omit<PlannerSettings, 'costPerPoll'>;
  historyRetentionMs: number;
  /** How often the loop looks for due work. */
  tickMs: number;
  /** Smallest gap between two calls to the source (ms). */
  minCallGapMs?: number;
  /** While halted for lack of credits, how often the free sports list is asked for the quota. */
  quotaRecheckMs?: number;
  /** How often a sport with started events is asked for scores (2 credits a call). */
  scoresEveryMs?: number;
  /**
   * Per-event markets (props, alternates, periods) bought with their own share of the month;
   * absent, none are bought. `planner.monthlyCredits` is then the featured share only.
   */
  eventMarkets?: EventMarketFeedSettings;
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
  /** What the last answer held that could not be used, by reason; and the total since start. */
  droppedLastPoll: DropCounts;
  droppedTotal: number;
}

export interface CallFailure {
  sport: string | null;
  endpoint: 'sports' | 'odds' | 'scores';
  kind: string;
}

const DEFAULT_SCORES_EVERY_MS = 10 * 60_000;
/** The scores endpoint is asked for the last 3 days. */
const SCORES_LOOKBACK_MS = 3 * 86_400_000;
const SPORTS_EVERY_MS = 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;
/** Failed writes kept for a retry before the oldest is given up (and said so). */
const MAX_PENDING_WRITES = 50;
/**
 * Quotes per write transaction. On the embedded database a request's query waits behind the
 * transaction in progress; about a thousand quotes is tens of milliseconds there.
 */
export const WRITE_SLICE_ROWS = 1_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Brings prices in. One poll is fetch → apply → notify → persist: the answer is applied to the
 * board as a diff, listeners (detection) get it at once, and the write to the database follows in
 * order behind them, so detection never waits for the disk and a database failure is a database
 * failure, not a failed poll.
 */
export class OddsFeed {
  readonly board = new PriceBoard();
  private planner: PollPlanner;
  private catalogue = new Map<string, WireSport>();
  private listeners: ((diff: BoardDiff) => void)[] = [];
  private failureListeners: ((failure: CallFailure) => void)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private stopped = false;
  private lastSportsAt = 0;
  private lastPurgeAt = 0;
  private lastScoresAt = new Map<string, number>();
  /**
   * Events that left the odds board, per sport, with when they left: whatever the clock says,
   * a book stops quoting an event once it is under way, so its final score is worth asking for.
   */
  private readonly awaitingScores = new Map<string, Map<string, number>>();
  private lastQuota: Quota | null = null;
  private lastQuotaCheckAt = 0;
  private readonly drops = new Map<string, { last: DropCounts; total: number }>();
  private running: Promise<void> | null = null;
  private writes: Promise<void> = Promise.resolve();
  /** Polls not yet stored, each as the parts still to write (the first is next). */
  private readonly failedWrites: BoardDiff[][] = [];
  private readonly meter: CreditMeter;
  readonly costPerPoll: number;
  /** Props, alternate ladders and period markets, bought per event; null when not configured. */
  readonly eventMarkets: EventMarketFeed | null;

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
    this.meter = new CreditMeter(db, () => this.planner, log, now, settings.minCallGapMs ?? 0);
    this.eventMarkets = settings.eventMarkets
      ? new EventMarketFeed(client, db, this.meter, settings.eventMarkets, log, now, (answer) =>
          this.applyEventMarkets(answer),
        )
      : null;
  }

  /** Told of every failed call to the source (metrics). */
  onCallFailed(listener: (failure: CallFailure) => void): void {
    this.failureListeners.push(listener);
  }

  onDiff(listener: (diff: BoardDiff) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  async start(): Promise<void> {
    const now = this.now();
    await this.eventMarkets?.start();
    // The featured planner's budget excludes the event-market share, and so does its spend.
    const spent =
      (await creditsSpentSince(this.db, new Date(monthStart(now)))) -
      (this.eventMarkets?.spentThisMonth ?? 0);
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

  /**
   * Stops polling: the poll in progress stops after the part it is applying, and the write in
   * progress finishes (the rest are left for the next poll after a restart).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await this.writes;
    await this.eventMarkets?.saveLearned(true);
  }

  /** Resolves once every write queued so far has been attempted. */
  flushWrites(): Promise<void> {
    return this.writes;
  }

  /**
   * A member's re-check: one event's markets asked of the source now (`/events/{id}/odds`,
   * markets × regions credits), applied to the board as a poll's answer is — listeners hear the
   * diff before this resolves, the write follows in order. An event the source no longer knows
   * leaves the board. Throws the source's error otherwise (nothing applied).
   */
  async recheckEvent(
    sport: string,
    eventId: string,
    markets: readonly string[],
  ): Promise<{ at: number; creditsSpent: number; found: boolean }> {
    const estimate = oddsCallCost({ regions: this.settings.regions, markets: [...markets] });
    if (!this.planner.canAfford(estimate, this.now()))
      throw new OddsApiError(
        'out-of-credits',
        'the monthly credit budget is spent (or the source reported none left)',
        null,
        null,
        null,
      );
    let wire: WireEventOdds | null = null;
    let creditsSpent = 0;
    try {
      const answer = await this.meter.call({ sport, endpoint: 'recheck', estimate }, () =>
        this.client.eventOdds(sport, eventId, {
          regions: this.settings.regions,
          markets: [...markets],
          includeBetLimits: true,
        }),
      );
      this.noteQuota(answer.quota);
      creditsSpent = answer.quota.last ?? estimate;
      this.noteDrops(sport, answer.data.dropped);
      wire = answer.data.events.find((event) => event.id === eventId) ?? null;
      for (const book of wire?.bookmakers ?? []) learnBook(book.key, book.title);
    } catch (error) {
      if (!(error instanceof OddsApiError && error.kind === 'not-found')) throw error;
      creditsSpent = error.quota?.last ?? 0;
    }
    const at = this.now();
    const diff = this.board.applyEventMarkets(sport, eventId, wire, markets, at);
    this.notify(diff);
    this.persist(diffSlices(diff, WRITE_SLICE_ROWS));
    return { at, creditsSpent, found: wire !== null };
  }

  /**
   * Bought event markets go on the board as a re-check's answer does (only the bought keys are
   * replaced), so detection reads them like featured prices; they are not stored (featuredPart).
   */
  private applyEventMarkets(answer: EventMarketAnswer) {
    for (const book of answer.wire.bookmakers) learnBook(book.key, book.title);
    const diff = this.board.applyEventMarkets(
      answer.sport,
      answer.wire.id,
      answer.wire,
      answer.markets,
      answer.at,
    );
    this.notify(diff);
    this.persist([diff]);
  }

  /** Credits spent on re-checks since `since` (our own records). */
  recheckCreditsSince(since: Date): Promise<number> {
    return creditsSpentSince(this.db, since, 'recheck');
  }

  /** Runs every due job once; the loop calls it, and tests may call it directly. */
  async runDueWork(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const run = this.dueWork();
    this.running = run;
    try {
      await run;
    } finally {
      this.busy = false;
      this.running = null;
    }
  }

  private async dueWork(): Promise<void> {
    const now = this.now();
    if (now - this.lastSportsAt >= SPORTS_EVERY_MS || this.catalogue.size === 0)
      await this.refreshSports();
    else if (this.planner.haltReason && now - this.lastQuotaCheckAt >= this.quotaRecheckMs)
      await this.refreshSports();
    for (const sport of this.planner.due(this.now())) {
      if (this.stopped) break;
      await this.pollOdds(sport);
    }
    // The polls' credit corrections were stored behind their answers; a round ends with them in.
    await this.meter.settled();
    await this.pollDueScores();
    if (this.eventMarkets && !this.planner.haltReason && !this.stopped) {
      const known = [...this.planner.sports.keys()].flatMap((sport) =>
        this.board.eventsOfSport(sport),
      );
      await this.eventMarkets.runDue(known, this.lastQuota?.remaining ?? null, () => this.stopped);
    }
    if (this.now() - this.lastPurgeAt >= PURGE_EVERY_MS) {
      this.lastPurgeAt = this.now();
      await purgePriceHistory(
        this.db,
        new Date(this.now() - this.settings.historyRetentionMs),
      ).catch((error: unknown) => this.databaseFailed(error, 'could not purge price history'));
    }
  }

  private get quotaRecheckMs() {
    return this.settings.quotaRecheckMs ?? 10 * 60_000;
  }

  /** The interval actually used for sports with events soon (the source's floor included). */
  get effectiveIntervalMs(): number {
    return Math.max(this.settings.planner.nearIntervalMs, this.settings.planner.sourceFloorMs);
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
          droppedLastPoll: this.drops.get(s.key)?.last ?? {},
          droppedTotal: this.drops.get(s.key)?.total ?? 0,
        };
      }),
    };
  }

  /** How often a polled sport is asked for odds now (ms); null for a sport not polled. */
  pollIntervalMs(sportKey: string): number | null {
    const schedule = this.planner.sports.get(sportKey);
    return schedule ? this.planner.intervalFor(schedule, this.now()) : null;
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
    this.lastQuotaCheckAt = this.now();
    try {
      const { data, quota } = await this.meter.call(
        { sport: null, endpoint: 'sports', estimate: 0 },
        () => this.client.sports(),
      );
      this.lastSportsAt = this.now();
      this.noteQuota(quota);
      // The sports list is free: it tells whether credits came back after OUT_OF_USAGE_CREDITS.
      if (this.planner.haltReason && quota.remaining !== null && quota.remaining > 0) {
        this.planner.resume();
        this.log.warn(
          { remaining: quota.remaining },
          'odds source has credits again: polling resumes',
        );
      }
      this.catalogue = new Map(data.map((s) => [s.key, s]));
      await saveSports(this.db, data, at).catch((error: unknown) =>
        this.databaseFailed(error, 'could not store the sports list'),
      );
      const wanted = data
        .filter((s) => s.active && !s.has_outrights)
        .filter((s) => this.settings.sports.length === 0 || this.settings.sports.includes(s.key))
        .map((s) => s.key);
      this.planner.setSports(wanted, this.now());
    } catch (error) {
      this.callFailed(null, 'sports', error);
    }
  }

  private async pollOdds(sport: string) {
    if (!this.planner.canAfford(this.costPerPoll, this.now())) return;
    let answer;
    try {
      answer = await this.meter.call(
        { sport, endpoint: 'odds', estimate: this.costPerPoll, correctBehind: true },
        () =>
          this.client.odds(sport, {
            regions: this.settings.regions,
            markets: this.settings.markets,
            includeBetLimits: true,
          }),
      );
    } catch (error) {
      this.callFailed(sport, 'odds', error);
      return;
    }
    const at = this.now();
    this.noteQuota(answer.quota);
    const { events, dropped } = answer.data;
    this.noteDrops(sport, dropped);
    for (const event of events)
      for (const book of event.bookmakers) learnBook(book.key, book.title);
    // A few events at a time, serving between them: a 120k-price poll is seconds of work. Each
    // part (whole events, about a write's worth of quotes) goes to detection in its turn and is
    // kept as one write, so no turn ever walks the whole poll.
    const snapshot = this.board.startSnapshot(sport, at);
    const parts: BoardDiff[] = [];
    let next = 0;
    while (next < events.length) {
      const part = this.board.emptyPart(snapshot);
      let rows = 0;
      while (next < events.length && rows < WRITE_SLICE_ROWS) {
        this.board.applySnapshotEvent(snapshot, events[next++]!, part);
        rows = part.changed.length + part.removed.length + part.refreshed.length;
      }
      parts.push(part);
      this.notify(part);
      await nextTurn();
      // A stop (SIGTERM) is obeyed after the part in hand, not after a whole poll of seconds: the
      // rest is neither applied nor stored (stopping leaves writes anyway), and the credits were
      // booked when the call was made. The next poll after a restart brings the store up to date.
      if (this.stopped) {
        this.log.warn(
          { sport, applied: next, events: events.length },
          'stopping: left the rest of a poll unapplied; the next poll brings it',
        );
        return;
      }
    }
    // The events the poll no longer lists leave last, in parts of their own.
    const gone = this.board.finishSnapshot(snapshot);
    this.awaitScoresOf(sport, gone.removedEventIds, at);
    this.planner.succeeded(
      sport,
      at,
      events.map((e) => Date.parse(e.commence_time)),
    );
    // A poll that listed nothing is still heard: detection learns the sport answered.
    if (gone.removed.length > 0 || gone.removedEventIds.length > 0 || parts.length === 0) {
      const goneParts = diffSlices(gone, WRITE_SLICE_ROWS);
      for (const part of goneParts) this.notify(part);
      parts.push(...goneParts);
    }
    this.persist(parts);
  }

  private notify(diff: BoardDiff) {
    for (const listener of this.listeners) {
      try {
        listener(diff);
      } catch (error) {
        this.log.error({ err: error, sport: diff.sportKey }, 'a board listener failed');
      }
    }
  }

  /**
   * Queued behind earlier writes, one short transaction per part of the poll; a failed part is
   * retried (from where it failed) before the next. Once the feed is stopping, the part in
   * progress finishes and the rest are left: each stored event stays whole, and the next poll
   * after a restart writes the prices the store is missing.
   */
  private persist(parts: BoardDiff[]) {
    this.writes = this.writes.then(async () => {
      // Event markets stay on the board only (decision 034): each part is stored without them.
      this.failedWrites.push(parts.map(featuredPart));
      while (this.failedWrites.length > 0) {
        const parts = this.failedWrites[0]!;
        while (parts.length > 0) {
          if (this.stopped) return this.leaveUnwritten();
          try {
            await persistDiff(this.db, parts[0]!);
            parts.shift();
          } catch (error) {
            this.databaseFailed(
              error,
              `could not store the prices of a ${parts[0]!.sportKey} poll`,
            );
            if (this.failedWrites.length > MAX_PENDING_WRITES) {
              const lost = this.failedWrites.shift()!;
              this.log.error(
                {
                  sport: lost[0]?.sportKey,
                  changed: lost.reduce((n, p) => n + p.changed.length, 0),
                },
                'database failure: gave up storing an old poll; the stored board is behind memory until the next change of those prices',
              );
            }
            return;
          }
        }
        this.failedWrites.shift();
      }
    });
  }

  private leaveUnwritten() {
    const parts = this.failedWrites.splice(0).flat();
    const changed = parts.reduce((n, p) => n + p.changed.length + p.removed.length, 0);
    if (changed > 0) {
      this.log.warn(
        { changed },
        'stopping: left unwritten the price changes of events not yet stored; the next poll stores them',
      );
    }
  }

  private noteDrops(sport: string, dropped: DropCounts) {
    const count = totalDropped(dropped);
    const entry = this.drops.get(sport) ?? { last: {}, total: 0 };
    entry.last = dropped;
    entry.total += count;
    this.drops.set(sport, entry);
    if (count > 0) {
      this.log.warn(
        { sport, dropped },
        `odds answer for ${sport}: dropped ${count} invalid piece(s), kept the rest`,
      );
    }
  }

  private awaitScoresOf(sport: string, eventIds: readonly string[], at: number) {
    if (eventIds.length === 0) return;
    let awaiting = this.awaitingScores.get(sport);
    if (!awaiting) this.awaitingScores.set(sport, (awaiting = new Map()));
    for (const id of eventIds) awaiting.set(id, at);
  }

  /** Completed events are settled; ones the source never scores are given up after 3 days. */
  private scoresArrived(sport: string, data: readonly WireScoreEvent[], now: number) {
    const awaiting = this.awaitingScores.get(sport);
    if (!awaiting) return;
    for (const event of data) if (event.completed) awaiting.delete(event.id);
    for (const [id, since] of awaiting) if (now - since > SCORES_LOOKBACK_MS) awaiting.delete(id);
  }

  private async pollDueScores() {
    const now = this.now();
    for (const sport of this.planner.sports.keys()) {
      if (this.stopped) break;
      const started =
        (this.awaitingScores.get(sport)?.size ?? 0) > 0 ||
        this.board.eventsOfSport(sport).some((e) => e.commenceTime < now);
      const last = this.lastScoresAt.get(sport) ?? 0;
      // Stretched as the odds polls are when the month's credits run short: asked at a fixed
      // pace, scores took a small budget's featured share and the board emptied mid-month.
      const every =
        (this.settings.scoresEveryMs ?? DEFAULT_SCORES_EVERY_MS) * this.planner.budgetStretch(now);
      if (!started || now - last < every || !this.planner.canAfford(2, now)) continue;
      this.lastScoresAt.set(sport, now);
      try {
        const { data, quota } = await this.meter.call(
          { sport, endpoint: 'scores', estimate: 2 },
          () => this.client.scores(sport, 3),
        );
        this.noteQuota(quota);
        this.scoresArrived(sport, data, this.now());
        await saveScores(this.db, data, new Date(this.now())).catch((error: unknown) =>
          this.databaseFailed(error, `could not store the ${sport} scores`),
        );
      } catch (error) {
        this.callFailed(sport, 'scores', error);
      }
    }
  }

  private databaseFailed(error: unknown, what: string) {
    this.log.error({ err: error, component: 'database' }, `database failure: ${what}`);
  }

  private noteQuota(quota: Quota) {
    if (quota.used !== null || quota.remaining !== null) this.lastQuota = quota;
  }

  /** A failed call to the source (its cost is already settled by the meter). */
  private callFailed(sport: string | null, endpoint: 'sports' | 'odds' | 'scores', error: unknown) {
    const at = this.now();
    const apiError = error instanceof OddsApiError ? error : null;
    const message = apiError?.message ?? (error as Error).message;
    if (apiError?.kind === 'out-of-credits') {
      this.planner.halt('OUT_OF_USAGE_CREDITS');
      this.lastQuotaCheckAt = at;
      this.log.error(
        { sport, endpoint },
        `ODDS FEED STOPPED: the odds source reports OUT_OF_USAGE_CREDITS. Prices are no longer updated until it has credits again. ${message}`,
      );
    } else {
      this.log.warn(
        { sport, endpoint, kind: apiError?.kind ?? 'internal' },
        `odds call failed: ${message}`,
      );
    }
    if (sport && endpoint === 'odds') this.planner.failed(sport, at, message);
    if (apiError?.quota) this.noteQuota(apiError.quota);
    const failure = { sport, endpoint, kind: apiError?.kind ?? 'internal' };
    for (const listener of this.failureListeners) listener(failure);
  }
}
