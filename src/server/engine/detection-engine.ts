import type { FastifyBaseLogger } from 'fastify';
import type { StreamEvent } from '../../contracts/opportunities';
import { bookByKey } from '../odds/book-directory';
import type { BoardDiff, BoardQuote, PriceBoard } from '../odds/price-board';
import { detectInSlice, type Candidate, type DetectionSettings } from './candidates';
import { LiveOpportunities } from './live-opportunities';
import { DETECTED_MARKETS, marketKey, marketSlices, splitMarketKey } from './market-slice';
import { changeIsIrrelevant, marketState, type MarketState } from './market-state';
import type { OpportunityBus } from './opportunity-bus';
import { toOpportunity } from './opportunity-dto';
import type { OpportunityLogWriter } from './opportunity-log-writer';
import { OpportunityTracker, type EndReason, type TrackerChanges } from './opportunity-tracker';

/**
 * Quotes age and events start without any price changing. Every few seconds the markets holding
 * a live opportunity are re-checked (ageing only ever removes quotes, which can end an opportunity
 * but not create an arbitrage); once a minute everything is, which also catches value bets whose
 * fair reference went stale.
 */
const SWEEP_EVERY_MS = 5_000;
const FULL_SWEEP_EVERY_MS = 60_000;

/**
 * Wires core detection to the board: each diff re-evaluates only the markets it touched; a
 * periodic sweep re-evaluates all of them. Changes go to the tracker, the log and the bus.
 */
export class DetectionEngine {
  readonly tracker = new OpportunityTracker();
  /** What each market's last evaluation depended on, to skip changes that cannot matter. */
  private readonly states = new Map<string, MarketState>();
  readonly live: LiveOpportunities;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly board: PriceBoard,
    private readonly settings: DetectionSettings,
    private readonly bus: OpportunityBus,
    private readonly logWriter: OpportunityLogWriter | null,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.live = new LiveOpportunities(this.tracker.live, now);
  }

  start() {
    this.sweep();
    let lastFull = this.now();
    this.sweepTimer = setInterval(() => {
      try {
        if (this.now() - lastFull >= FULL_SWEEP_EVERY_MS) {
          lastFull = this.now();
          this.sweep();
        } else {
          this.evaluate(new Set(this.tracker.trackedMarkets()));
        }
      } catch (error) {
        this.log.error({ err: error }, 'detection sweep failed');
      }
    }, SWEEP_EVERY_MS);
    this.sweepTimer.unref?.();
  }

  stop() {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
  }

  /**
   * Incremental pass: only the markets this diff touched, and of those only the ones where the
   * change can matter (see market-state.ts).
   */
  onDiff(diff: BoardDiff): TrackerChanges {
    const touched = new Set<string>();
    const consider = (quote: BoardQuote, price: number | null) => {
      const key = marketKey(quote.eventId, quote.market);
      if (touched.has(key)) return;
      const state = this.states.get(key);
      const irrelevant =
        state !== undefined &&
        !this.tracker.hasLiveIn(key) &&
        changeIsIrrelevant(state, {
          book: quote.book,
          outcome: quote.outcome,
          point: quote.point,
          price,
          commission: bookByKey(quote.book).commission,
        });
      if (!irrelevant) touched.add(key);
    };
    for (const change of diff.changed) consider(change.quote, change.quote.price);
    for (const quote of diff.removed) consider(quote, null);
    for (const eventId of diff.removedEventIds) {
      for (const market of DETECTED_MARKETS) touched.add(marketKey(eventId, market));
    }
    return this.evaluate(touched);
  }

  /** Full pass over every market on the board and every market holding a live opportunity. */
  sweep(): TrackerChanges {
    const all = new Set<string>(this.tracker.trackedMarkets());
    for (const event of this.board.events.values()) {
      for (const market of DETECTED_MARKETS) all.add(marketKey(event.id, market));
    }
    return this.evaluate(all);
  }

  evaluate(markets: Set<string>): TrackerChanges {
    const now = this.now();
    const byEvent = new Map<string, Set<string>>();
    for (const key of markets) {
      const { eventId, market } = splitMarketKey(key);
      let set = byEvent.get(eventId);
      if (!set) byEvent.set(eventId, (set = new Set()));
      set.add(market);
    }
    const candidates: Candidate[] = [];
    const policy = {
      now,
      maxAgeMs: this.settings.maxAgeMs,
      staleGraceMs: this.settings.staleGraceMs,
    };
    for (const key of markets) this.states.delete(key);
    for (const [eventId, only] of byEvent) {
      const event = this.board.events.get(eventId);
      if (!event || event.commenceTime <= now) continue;
      for (const slice of marketSlices(event, this.board.quotesOfEvent(eventId), only)) {
        candidates.push(...detectInSlice(slice, event, this.settings, now));
        this.states.set(marketKey(eventId, slice.kind), marketState(slice, policy));
      }
    }
    const reason = (key: string): EndReason => {
      const event = this.board.events.get(splitMarketKey(key).eventId);
      if (!event) return 'event_removed';
      return event.commenceTime <= now ? 'event_started' : 'edge_gone';
    };
    const changes = this.tracker.apply(markets, candidates, now, reason);
    this.publish(changes, now);
    return changes;
  }

  private publish(changes: TrackerChanges, now: number) {
    if (!changes.added.length && !changes.updated.length && !changes.removed.length) {
      return;
    }
    this.live.changed();
    const events: StreamEvent[] = [
      ...changes.added.map((t) => ({
        type: 'opportunity.added' as const,
        opportunity: toOpportunity(t, now),
      })),
      ...changes.updated.map((t) => ({
        type: 'opportunity.updated' as const,
        opportunity: toOpportunity(t, now),
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
