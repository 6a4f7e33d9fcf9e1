import { seenTickOf } from './book-line';
import type { Region } from './catalog-books';
import type { FairJump } from './market-dynamics';
import type { BookLine, Quote, SimEvent } from './model-types';
import { HISTORY_TICKS } from './model-types';
import { matchModel } from './outcome-model';
import { outcomeName } from './wire-odds';

/**
 * Ground truth for steam detection: every jump the market injected into an event's fair value,
 * which sides it moved, and when each sharp book's quotes first showed it. Observation only — it
 * draws no random numbers, so recording changes nothing in the market.
 */

export type JumpMarketKey = 'h2h' | 'spreads' | 'totals';
const MARKET_KEYS: readonly JumpMarketKey[] = ['h2h', 'spreads', 'totals'];

export interface JumpOutcome {
  /** The wire's outcome name (home team, away team, "Draw", "Over", "Under"). */
  readonly name: string;
  /** Fair probability (no margin) just before and just after the jump. */
  readonly before: number;
  readonly after: number;
}

export interface JumpMarket {
  readonly market: JumpMarketKey;
  /** The sharp line's point when the jump happened: home handicap (spreads) or total; null on h2h. */
  readonly point: number | null;
  readonly outcomes: readonly JumpOutcome[];
}

export interface SharpRead {
  readonly book: string;
  readonly region: Region;
  /**
   * Simulated time of the book's first re-read that saw the jump. Markets listed in `markets` were
   * re-priced then, so this is their wire `last_update`.
   */
  readonly at: number;
  /** Markets whose price or line changed at that read (empty: the book saw it but did not move). */
  readonly markets: readonly JumpMarketKey[];
}

export interface JumpRecord {
  /** 1, 2, 3… in the order jumps happened (ties: board order); never reused. */
  readonly seq: number;
  readonly eventId: string;
  readonly sport: string;
  readonly home: string;
  readonly away: string;
  readonly commence: number;
  /** Simulated time of the tick the fair value jumped. */
  readonly at: number;
  /** strength: the home side's latent strength (logit); total: the expected combined score. */
  readonly kind: FairJump['kind'];
  /** +1: that value rose (home stronger / more scoring); −1: it fell. */
  readonly direction: 1 | -1;
  readonly before: number;
  readonly after: number;
  /** Every market of the event, fair probabilities before and after, at the sharp line's point. */
  readonly markets: readonly JumpMarket[];
  /** Sharp books in the order their quotes took the jump in (same time: by key). */
  readonly reads: readonly SharpRead[];
  /** The sharp book(s) that moved first: the earliest reads that changed a price. */
  readonly leaders: readonly string[];
  /** Sharp books on the event that have not read it yet (0 once all have). */
  readonly pendingReads: number;
}

interface Entry {
  readonly record: Omit<JumpRecord, 'reads' | 'leaders' | 'pendingReads'>;
  readonly tick: number;
  readonly reads: SharpRead[];
  readonly waiting: Set<BookLine>;
}

export interface JumpFilter {
  readonly sport?: string;
  /** Only jumps with a larger seq. */
  readonly since?: number;
}

export const DEFAULT_JUMP_LOG_SIZE = 500;

export class JumpLog {
  private readonly ring: Entry[] = [];
  private seq = 0;
  /** Jumps some sharp book on the event has still to read, by event. */
  private readonly open = new Map<SimEvent, Entry[]>();

  constructor(readonly capacity: number = DEFAULT_JUMP_LOG_SIZE) {
    if (!(capacity >= 1) || !Number.isInteger(capacity))
      throw new Error(`the jump log needs a positive whole capacity, got ${capacity}`);
  }

  /** Jumps recorded since the market started (the ring keeps the last `capacity`). */
  get recorded(): number {
    return this.seq;
  }

  /** Called on the tick of the jump, after the sharp books were told and before any re-read. */
  record(event: SimEvent, jump: FairJump, tick: number, now: number): void {
    const sharp = event.lines.filter((line) => line.book.sharp && !line.dead);
    const entry: Entry = {
      record: {
        seq: ++this.seq,
        eventId: event.id,
        sport: event.sport.key,
        home: event.home,
        away: event.away,
        commence: event.commence,
        at: now,
        kind: jump.kind,
        direction: jump.after >= jump.before ? 1 : -1,
        before: jump.before,
        after: jump.after,
        markets: fairMarkets(event, jump, sharp),
      },
      tick,
      reads: [],
      waiting: new Set(sharp),
    };
    this.ring.push(entry);
    if (this.ring.length > this.capacity) this.ring.shift();
    if (entry.waiting.size === 0) return;
    const list = this.open.get(event);
    if (list) list.push(entry);
    else this.open.set(event, [entry]);
  }

  /** Called after a sharp book's line was read at `tick` (quotes it re-priced carry `now`). */
  observeRead(line: BookLine, tick: number, now: number): void {
    if (this.open.size === 0) return;
    const list = this.open.get(line.event);
    if (!list) return;
    const seen = seenTickOf(line, tick);
    for (let i = 0; i < list.length; i++) {
      const entry = list[i]!;
      if (entry.tick > seen || !entry.waiting.delete(line)) continue;
      const read: SharpRead = {
        book: line.book.key,
        region: line.book.region,
        at: now,
        markets: MARKET_KEYS.filter((key) => quoteOf(line, key)?.updated === now),
      };
      // Reads come in time order; within a tick, keep them by book key.
      let k = entry.reads.length;
      while (k > 0 && entry.reads[k - 1]!.at === now && entry.reads[k - 1]!.book > read.book) k--;
      entry.reads.splice(k, 0, read);
    }
    const still = list.filter((entry) => entry.waiting.size > 0);
    if (still.length === 0) this.open.delete(line.event);
    else if (still.length !== list.length) this.open.set(line.event, still);
  }

  /** Stops waiting on reads that can no longer come: events off the board, jumps out of history. */
  sweep(tick: number): void {
    for (const [event, list] of this.open) {
      const still =
        event.status === 'upcoming' ? list.filter((e) => tick - e.tick < HISTORY_TICKS) : [];
      for (const entry of list) if (!still.includes(entry)) entry.waiting.clear();
      if (still.length === 0) this.open.delete(event);
      else this.open.set(event, still);
    }
  }

  /** Copies of the kept records, oldest first. */
  list(filter: JumpFilter = {}): JumpRecord[] {
    const since = filter.since ?? 0;
    return this.ring
      .filter((e) => e.record.seq > since && (!filter.sport || e.record.sport === filter.sport))
      .map((e) => snapshot(e));
  }
}

function snapshot(entry: Entry): JumpRecord {
  const moved = entry.reads.filter((read) => read.markets.length > 0);
  const first = moved[0]?.at;
  return {
    ...entry.record,
    reads: entry.reads.map((read) => ({ ...read, markets: [...read.markets] })),
    leaders: moved.filter((read) => read.at === first).map((read) => read.book),
    pendingReads: entry.waiting.size,
  };
}

function quoteOf(line: BookLine, key: JumpMarketKey): Quote | null {
  return key === 'h2h' ? line.h2h : key === 'spreads' ? line.spreads : line.totals;
}

/** Fair probabilities of every side before and after the jump, at the first sharp line's points. */
function fairMarkets(
  event: SimEvent,
  jump: FairJump,
  sharp: readonly BookLine[],
): readonly JumpMarket[] {
  const keys = MARKET_KEYS.filter((key) => event.sport.markets.includes(key));
  const points = keys.map((key) => {
    if (key === 'h2h') return null;
    const quote = sharp
      .map((line) => quoteOf(line, key))
      .find((q) => q !== null && q.prices.length);
    return quote ? quote.point : null;
  });
  const at = (latent: number) => {
    const x = jump.kind === 'strength' ? latent : event.x;
    const tot = jump.kind === 'total' ? latent : event.tot;
    // The goals model reads shared buffers: take every number out before building the next one.
    const model = matchModel(event.sport, x, tot);
    return keys.map((key, i): number[] => {
      const point = points[i] ?? null;
      if (key === 'h2h') return [...model.h2h];
      if (point === null) return [];
      const p = key === 'spreads' ? model.cover(point) : model.over(point);
      return [p, 1 - p];
    });
  };
  const before = at(jump.before);
  const after = at(jump.after);
  return keys.flatMap((key, i): JumpMarket[] => {
    const was = before[i]!;
    if (was.length === 0) return [];
    const point = points[i] ?? null;
    return [
      {
        market: key,
        point,
        outcomes: was.map((p, k) => ({
          name: outcomeName(event, key, k),
          before: p,
          after: after[i]![k] ?? p,
        })),
      },
    ];
  });
}
