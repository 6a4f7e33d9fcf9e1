import type { FastifyBaseLogger } from 'fastify';
import type { StreamEvent } from '../../contracts/opportunities';
import type { BoardDiff, BoardQuote, PriceBoard } from '../odds/price-board';
import { detectInBlock, settleQuietly, type DetectionPass } from './block-detection';
import type { Candidate, DetectionSettings } from './candidates';
import { EngineReplica } from '../replica/engine-replica';
import { LiveOpportunities } from '../replica/live-opportunities';
import { MarketColumns, type MarketBlock } from './market-columns';
import { DETECTED_MARKETS, marketKey, splitMarketKey } from './market-slice';
import type { LiveBus } from '../platform/bus/live-bus';
import { toOpportunity } from './opportunity-dto';
import type { OpportunityLogWriter } from './opportunity-log-writer';
import {
  emptyChanges,
  OpportunityTracker,
  type EndReason,
  type TrackedOpportunity,
  type TrackerChanges,
} from './opportunity-tracker';
import { marketContextOf } from './market-context';
import { DEFAULT_TRUST_POLICY, type TrustPolicy } from '../../core/opportunity-trust';

/**
 * Quotes age and events start without any price changing. Every few seconds the markets holding
 * a live opportunity are re-checked (ageing only ever removes quotes, which can end an opportunity
 * but not create an arbitrage); once a minute everything is, which also catches value bets whose
 * fair reference went stale.
 */
const SWEEP_EVERY_MS = 5_000;
const FULL_SWEEP_EVERY_MS = 60_000;
/** Markets evaluated per turn of the event loop by the periodic passes. */
const MARKETS_PER_TURN = 300;

const NO_RUN = () => {};

/**
 * Wires detection to the board: the board's quotes are mirrored into market columns, each diff
 * writes its changes in place and re-evaluates only the markets it touched; a periodic sweep
 * re-evaluates all of them. Changes go to the tracker, the log and the bus.
 */
export class DetectionEngine {
  readonly tracker = new OpportunityTracker();
  /** The tracker as API code reads it (in a process that runs the scanner). */
  readonly replica: EngineReplica;
  readonly live: LiveOpportunities;
  readonly columns = new MarketColumns();
  private sweepTimer: NodeJS.Timeout | null = null;
  /** The periodic pass in progress, if any: the next one waits for it. */
  private sweeping: Promise<void> | null = null;
  private stopped = false;
  /** Sports whose last poll failed: their opportunities say the prices are not refreshing. */
  private readonly failing = new Set<string>();
  private readonly passListeners: ((seconds: number, markets: number) => void)[] = [];
  readonly trust: TrustPolicy;

  constructor(
    private readonly board: PriceBoard,
    private readonly settings: DetectionSettings,
    private readonly bus: LiveBus,
    private readonly logWriter: OpportunityLogWriter | null,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.trust = settings.trust ?? DEFAULT_TRUST_POLICY;
    this.replica = new EngineReplica(
      this.tracker.live,
      now,
      (sport) => this.failing.has(sport),
      this.trust,
    );
    this.live = new LiveOpportunities(this.replica, now);
    this.columns.rebuild(board.allQuotes());
  }

  start() {
    // The board may have been restored from the database since construction.
    this.columns.rebuild(this.board.allQuotes());
    this.sweep();
    this.stopped = false;
    let lastFull = this.now();
    this.sweepTimer = setInterval(() => {
      if (this.sweeping) return;
      const full = this.now() - lastFull >= FULL_SWEEP_EVERY_MS;
      if (full) lastFull = this.now();
      const markets = full ? this.allMarkets() : new Set(this.tracker.trackedMarkets());
      this.sweeping = this.evaluateInTurns(markets)
        .catch((error: unknown) => this.log.error({ err: error }, 'detection sweep failed'))
        .finally(() => (this.sweeping = null));
    }, SWEEP_EVERY_MS);
    this.sweepTimer.unref?.();
  }

  stop() {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
  }

  /**
   * The periodic passes, a few hundred markets per turn of the event loop: a full pass over a
   * 2,000-event board is hundreds of milliseconds, which the serving thread must not spend at once.
   */
  private async evaluateInTurns(markets: Set<string>): Promise<void> {
    let turn = new Set<string>();
    for (const key of markets) {
      turn.add(key);
      if (turn.size < MARKETS_PER_TURN) continue;
      this.evaluate(turn);
      turn = new Set();
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.stopped) return;
    }
    if (turn.size > 0) this.evaluate(turn);
  }

  private allMarkets(): Set<string> {
    const all = new Set<string>(this.tracker.trackedMarkets());
    for (const key of this.columns.blocks.keys()) all.add(key);
    return all;
  }

  /** Incremental pass: the diff is written into the columns; only the markets it touched are evaluated. */
  onDiff(diff: BoardDiff): TrackerChanges {
    if (
      diff.changed.length === 1 &&
      diff.removed.length === 0 &&
      diff.refreshed.length === 0 &&
      diff.events.length === 0 &&
      diff.removedEventIds.length === 0
    )
      return this.onChange(diff.changed[0]!.quote);
    const touched = new Set<MarketBlock>();
    for (const change of diff.changed) {
      const block = this.columns.write(change.quote);
      if (block) touched.add(block);
    }
    for (const quote of diff.refreshed) {
      const block = this.columns.touch(quote);
      if (block) touched.add(block);
    }
    const gone: string[] = [];
    for (const quote of diff.removed) {
      const block = this.columns.remove(quote);
      if (!block) continue;
      if (!block.wasteful) touched.add(block);
      else {
        // The compacted copy stands in the block's place; the market is evaluated by key.
        this.columns.compact(block);
        gone.push(block.key);
      }
    }
    for (const event of diff.events)
      for (const block of this.columns.eventSeen(event)) touched.add(block);
    for (const eventId of diff.removedEventIds) {
      gone.push(...this.columns.dropEvent(eventId));
      for (const market of DETECTED_MARKETS) gone.push(marketKey(eventId, market));
    }
    return this.timed(touched.size + gone.length, (pass, now) => {
      for (const block of touched) if (!block.detached) this.evaluateBlock(block, pass, now);
      for (const key of gone) this.evaluateKey(key, pass, now);
    });
  }

  /**
   * One quote changed (the feed's streamed single moves): most such moves reach no result, and
   * are settled in the columns without a pass (settleQuietly).
   */
  private onChange(quote: BoardQuote): TrackerChanges {
    const block = this.columns.write(quote);
    if (block === undefined) return this.timed(0, NO_RUN);
    const started = this.passListeners.length > 0 ? performance.now() : 0;
    const now = this.now();
    if (settleQuietly(block, now, this.settings, this.columns)) {
      if (this.passListeners.length > 0) this.heard(started, 1);
      return emptyChanges();
    }
    return this.timed(1, (pass, at) => this.evaluateBlock(block, pass, at));
  }

  /**
   * Full pass over every market on the board and every market holding a live opportunity. A
   * block whose ranking still holds, whose event has not started and that holds nothing yields
   * what it yielded (block-detection.ts): the pass goes past it.
   */
  sweep(): TrackerChanges {
    const blocks = this.columns.blocks;
    return this.timed(blocks.size, (pass, now) => {
      for (const block of blocks.values()) if (block.due(now)) this.evaluateBlock(block, pass, now);
      for (const key of this.tracker.trackedMarkets())
        if (!blocks.has(key)) this.evaluateKey(key, pass, now);
    });
  }

  /**
   * A sport's last poll failed (or succeeded again): its live opportunities are re-published at
   * once with the flag, rather than waiting for a price to change.
   */
  setSportFailing(sportKey: string, failing: boolean): void {
    if (this.failing.has(sportKey) === failing) return;
    if (failing) this.failing.add(sportKey);
    else this.failing.delete(sportKey);
    const affected = [...this.tracker.live.values()].filter(
      (tracked) => tracked.candidate.event.sportKey === sportKey,
    );
    if (affected.length === 0) return;
    this.publish({ added: [], updated: affected, removed: [] }, this.now());
  }

  /**
   * A re-check at the source found these opportunities' prices as they are: they are confirmed
   * from `at`, and every stream hears it at once.
   */
  markConfirmed(ids: readonly string[], at: number): void {
    const confirmed: TrackedOpportunity[] = [];
    for (const id of ids) {
      const tracked = this.tracker.live.get(id);
      if (!tracked) continue;
      tracked.confirmedAt = at;
      confirmed.push(tracked);
    }
    if (confirmed.length > 0)
      this.publish({ added: [], updated: confirmed, removed: [] }, this.now());
  }

  /** Told how long each pass took (seconds) and how many markets it evaluated (metrics). */
  onPass(listener: (seconds: number, markets: number) => void): void {
    this.passListeners.push(listener);
  }

  evaluate(markets: Set<string>): TrackerChanges {
    return this.timed(markets.size, (pass, now) => {
      for (const key of markets) this.evaluateKey(key, pass, now);
    });
  }

  /** Runs one pass: its findings go to the tracker, what changed is published and returned. */
  private timed(markets: number, run: (pass: DetectionPass, now: number) => void): TrackerChanges {
    const started = this.passListeners.length > 0 ? performance.now() : 0;
    const now = this.now();
    const pass = { tracker: this.tracker, changes: emptyChanges(), endReason: this.endReason };
    run(pass, now);
    this.publish(pass.changes, now);
    if (this.passListeners.length > 0) this.heard(started, markets);
    return pass.changes;
  }

  private heard(started: number, markets: number) {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of this.passListeners) listener(seconds, markets);
  }

  private evaluateKey(key: string, pass: DetectionPass, now: number) {
    const block = this.columns.blocks.get(key);
    if (block) this.evaluateBlock(block, pass, now);
    else if (this.tracker.hasLiveIn(key))
      this.tracker.apply([key], [], now, this.endReason, pass.changes);
  }

  private evaluateBlock(block: MarketBlock, pass: DetectionPass, now: number) {
    // The record it was last evaluated with is the board's own until a diff replaces the event
    // (eventSeen: pending) or removes it (dropEvent: detached): no lookup on a price change.
    const event =
      !block.pending && block.event !== null ? block.event : this.board.events.get(block.eventId);
    if (event) {
      detectInBlock(block, event, this.settings, now, this.columns, pass);
      return;
    }
    // Nothing to find until the event comes back, which its poll's diff marks (eventSeen).
    block.results = null;
    block.event = null;
    block.pending = false;
    block.wakeAfter = Number.POSITIVE_INFINITY;
    block.startsAt = Number.POSITIVE_INFINITY;
    if (this.tracker.hasLiveIn(block.key))
      this.tracker.apply([block.key], [], now, this.endReason, pass.changes);
  }

  private readonly endReason = (key: string): EndReason => {
    const event = this.board.events.get(splitMarketKey(key).eventId);
    if (!event) return 'event_removed';
    return event.commenceTime <= this.now() ? 'event_started' : 'edge_gone';
  };

  /** From the rows of the candidate's block, in step with the board: not every quote of the event. */
  private contextOf(candidate: Candidate) {
    const block = this.columns.blocks.get(candidate.marketKey);
    return marketContextOf(this.board, candidate, block?.refs);
  }

  private publish(changes: TrackerChanges, now: number) {
    if (!changes.added.length && !changes.updated.length && !changes.removed.length) {
      return;
    }
    this.replica.changed();
    for (const t of changes.added) t.context = this.contextOf(t.candidate);
    for (const t of changes.updated) t.context = this.contextOf(t.candidate);
    const failing = (t: TrackedOpportunity) => this.failing.has(t.candidate.event.sportKey);
    const events: StreamEvent[] = [
      ...changes.added.map((t) => ({
        type: 'opportunity.added' as const,
        opportunity: toOpportunity(t, now, failing(t), this.trust),
      })),
      ...changes.updated.map((t) => ({
        type: 'opportunity.updated' as const,
        opportunity: toOpportunity(t, now, failing(t), this.trust),
      })),
      ...changes.removed.map((r) => ({
        type: 'opportunity.removed' as const,
        id: r.opportunity.candidate.id,
        reason: r.reason,
        lifespanSeconds: Math.round((r.endedAt - r.opportunity.firstSeen) / 1000),
      })),
    ];
    for (const event of events) this.bus.publish(event);
    if (this.logWriter) {
      for (const t of changes.added) this.logWriter.seen(t);
      for (const t of changes.updated) this.logWriter.seen(t);
      for (const r of changes.removed) this.logWriter.ended(r.opportunity, r.endedAt, r.reason);
    }
  }
}
