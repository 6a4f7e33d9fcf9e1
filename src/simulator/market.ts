import { SPORTS } from './catalog-sports';
import { checkLine, jumpReadTick } from './book-line';
import { makeRoster } from './event-factory';
import { evolveEvent } from './market-dynamics';
import type { BookLine, OutrightEvent, SimEvent } from './model-types';
import { TICK_MS } from './model-types';
import { JumpLog } from './jump-log';
import { createOutright } from './outrights';
import type { SportBoard } from './schedule';
import { createBoard, runSchedule } from './schedule';

/**
 * The pure market model: every competition's board, every book's quotes, stepped in fixed ticks of
 * simulated time. Advancing by one hour or by 3,600 one-second calls gives the same state, because
 * state only ever changes inside step().
 */

export interface MarketOptions {
  readonly seed?: number;
  /** Simulated epoch ms at tick 0 (rounded down to a whole tick). */
  readonly startTime?: number;
  /** How many injected jumps the jump log keeps (default 500). */
  readonly jumpLogSize?: number;
  /**
   * Only these competitions (default: every one). Each competition draws from its own seeded
   * stream, so a kept one is the same market it is in the full set; a long run over a few sports
   * (the planner's simulated month) then steps only their events.
   */
  readonly sports?: readonly string[];
}

/** How often the jump log stops waiting on reads that can no longer come. */
const SWEEP_TICKS = 60;

/** Book re-reads are bucketed by tick in a ring; it must be longer than the slowest refresh. */
const WHEEL = 1024;

export class Market {
  readonly seed: number;
  readonly startTime: number;
  private tickNo = 0;
  private readonly boards = new Map<string, SportBoard>();
  private readonly outrightEvents = new Map<string, OutrightEvent>();
  private outrightSeq = 0;
  private readonly wheel: BookLine[][] = Array.from({ length: WHEEL }, () => []);
  /** Ground truth for steam detection: each jump in a fair value and the sharp books' first reads. */
  readonly jumps: JumpLog;

  constructor(options: MarketOptions = {}) {
    this.seed = (options.seed ?? 1) >>> 0;
    this.jumps = new JumpLog(options.jumpLogSize);
    this.startTime =
      Math.floor((options.startTime ?? Date.UTC(2025, 0, 1, 12)) / TICK_MS) * TICK_MS;
    const now = this.startTime;
    const kept = options.sports ? new Set(options.sports) : null;
    const sports = kept ? SPORTS.filter((s) => kept.has(s.key)) : SPORTS;
    for (const sport of sports) {
      if (sport.outright) continue;
      const board = createBoard(sport, this.seed, 0, now);
      this.boards.set(sport.key, board);
      for (const event of board.upcoming) this.scheduleEvent(event);
    }
    for (const sport of sports) if (sport.outright) this.listOutright(sport.key, now);
  }

  get tick(): number {
    return this.tickNo;
  }

  /** Simulated time of the current tick. */
  now(): number {
    return this.startTime + this.tickNo * TICK_MS;
  }

  /** Step whole ticks until the model's time reaches `time` (never backwards). */
  advanceTo(time: number): number {
    let steps = 0;
    while (this.now() + TICK_MS <= time) {
      this.step();
      steps++;
    }
    return steps;
  }

  /** Relative to the current tick's time; a remainder under one tick is dropped (use advanceTo to keep it). */
  advance(ms: number): number {
    return this.advanceTo(this.now() + ms);
  }

  step(): void {
    const tick = ++this.tickNo;
    const now = this.now();
    for (const board of this.boards.values()) {
      for (const event of board.upcoming) {
        const jump = evolveEvent(event, tick, now);
        if (!jump) continue;
        this.wakeSharpBooks(event, tick);
        this.jumps.record(event, jump, tick, now);
      }
    }
    const slot = tick % WHEEL;
    // Lines due now are always rescheduled into later slots, so this slot's array is reused.
    const due = this.wheel[slot] ?? [];
    for (let i = 0; i < due.length; i++) {
      const line = due[i];
      // A line woken early keeps a stale entry at its old tick: skip it.
      if (!line || line.dead || line.nextTick !== tick) continue;
      line.nextTick = checkLine(line, tick, now);
      if (line.book.sharp) this.jumps.observeRead(line, tick, now);
      this.schedule(line);
    }
    due.length = 0;
    if (tick % SWEEP_TICKS === 0) this.jumps.sweep(tick);
    for (const board of this.boards.values()) {
      runSchedule(board, this.seed, tick, now, (event) => this.scheduleEvent(event));
    }
    for (const [key, outright] of this.outrightEvents) {
      if (outright.commence <= now) this.listOutright(key, now);
    }
  }

  board(sportKey: string): SportBoard | undefined {
    return this.boards.get(sportKey);
  }

  allBoards(): IterableIterator<SportBoard> {
    return this.boards.values();
  }

  outright(sportKey: string): OutrightEvent | undefined {
    return this.outrightEvents.get(sportKey);
  }

  counts(): { upcoming: number; live: number; completed: number; quotes: number } {
    const out = { upcoming: 0, live: 0, completed: 0, quotes: 0 };
    for (const b of this.boards.values()) {
      out.upcoming += b.upcoming.length;
      out.live += b.live.length;
      out.completed += b.completed.length;
      for (const e of b.upcoming) out.quotes += e.lines.length;
    }
    return out;
  }

  private wakeSharpBooks(event: SimEvent, tick: number): void {
    for (const line of event.lines) {
      const at = jumpReadTick(line, tick);
      if (at === null || at >= line.nextTick) continue;
      line.nextTick = at;
      this.schedule(line);
    }
  }

  private scheduleEvent(event: SimEvent): void {
    for (const line of event.lines) this.schedule(line);
  }

  private schedule(line: BookLine): void {
    // Clamp into the ring; refresh intervals are far shorter than WHEEL ticks anyway.
    const at = Math.min(line.nextTick, this.tickNo + WHEEL - 1);
    line.nextTick = at;
    this.wheel[at % WHEEL]?.push(line);
  }

  private listOutright(sportKey: string, now: number): void {
    const sport = SPORTS.find((s) => s.key === sportKey);
    if (!sport?.outright) return;
    const teamsOf = sport.outright.teamsOf;
    const roster =
      (teamsOf ? this.boards.get(teamsOf)?.roster : undefined) ?? makeRoster(sport, this.seed);
    this.outrightEvents.set(
      sportKey,
      createOutright(sport, roster, this.seed, this.outrightSeq++, now),
    );
  }
}
