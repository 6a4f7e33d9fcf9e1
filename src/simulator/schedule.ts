import type { SportDef } from './catalog-sports';
import type { Roster } from './event-factory';
import { createEvent, makeRoster } from './event-factory';
import { drawFinalScore } from './final-scores';
import type { SimEvent } from './model-types';
import { Rng } from './prng';

/**
 * A competition's calendar: upcoming events on the board, events in play, and recent results.
 * Events start when their time passes (their pre-match odds come off the board), finish after a
 * sport-typical duration, and new fixtures are added so the board stays full.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Results stay listed this long (the /scores daysFrom maximum is 3). */
const KEEP_RESULTS_MS = 3 * DAY + HOUR;

export interface SportBoard {
  readonly sport: SportDef;
  readonly roster: Roster;
  readonly rng: Rng;
  readonly upcoming: SimEvent[];
  readonly live: SimEvent[];
  readonly completed: SimEvent[];
  lastCommence: number;
}

export function createBoard(sport: SportDef, seed: number, tick: number, now: number): SportBoard {
  const rng = new Rng(seed, `schedule:${sport.key}`);
  const board: SportBoard = {
    sport,
    roster: makeRoster(sport, seed),
    rng,
    upcoming: [],
    live: [],
    completed: [],
    lastCommence: 0,
  };
  // Back-fill the last few days so /scores has results from the first request.
  let commence = roundUp(now - KEEP_RESULTS_MS + rng.float() * gapMs(sport));
  while (commence < now) {
    const event = createEvent({
      sport,
      roster: board.roster,
      rng,
      seed,
      tick,
      now,
      commence,
      busy: busy(board),
    });
    if (event?.status === 'live') board.live.push(event);
    else if (event) board.completed.push(event);
    commence = roundUp(commence + gapMs(sport) * (0.3 + 1.4 * rng.float()));
  }
  // The schedule is already running: the next fixture is a fraction of a gap away, not a full one.
  board.lastCommence = now + 10 * MINUTE + (rng.float() - 1) * gapMs(sport);
  refill(board, seed, tick, now, () => undefined, 0);
  return board;
}

/**
 * One tick of the calendar. Events whose start time passed go in play and get their final score
 * (drawn from the fair value at the start); finished ones become results.
 */
export function runSchedule(
  board: SportBoard,
  seed: number,
  tick: number,
  now: number,
  onCreated: (e: SimEvent) => void,
): void {
  let head = board.upcoming[0];
  while (head && head.commence <= now) {
    board.upcoming.shift();
    head.status = 'live';
    for (const line of head.lines) line.dead = true;
    head.lines = [];
    head.score = drawFinalScore(board.sport, head.x, head.tot, head.rng);
    board.live.push(head);
    head = board.upcoming[0];
  }
  for (let i = 0; i < board.live.length;) {
    const event = board.live[i];
    if (event && event.finish <= now) {
      event.status = 'completed';
      board.completed.push(event);
      board.live.splice(i, 1);
    } else i++;
  }
  // Fixtures are added once a minute: cheap, and still keeps the board full.
  if (tick % 60 === 0) {
    while ((board.completed[0]?.commence ?? now) < now - KEEP_RESULTS_MS) board.completed.shift();
    refill(board, seed, tick, now, onCreated);
  }
}

function refill(
  board: SportBoard,
  seed: number,
  tick: number,
  now: number,
  onCreated: (e: SimEvent) => void,
  minGap = 0.3,
): void {
  const { sport, rng } = board;
  while (board.upcoming.length < sport.target) {
    const earliest = now + 10 * MINUTE;
    const gap =
      board.upcoming.length === 0 ? minGap + (1 - minGap) * rng.float() : 0.3 + 1.4 * rng.float();
    const commence = roundUp(Math.max(board.lastCommence, earliest) + gapMs(sport) * gap);
    const event = createEvent({
      sport,
      roster: board.roster,
      rng,
      seed,
      tick,
      now,
      commence,
      busy: busy(board),
    });
    if (!event) return;
    board.lastCommence = commence;
    board.upcoming.push(event);
    onCreated(event);
  }
}

function busy(board: SportBoard): Set<string> {
  const out = new Set<string>();
  for (const e of board.upcoming) out.add(e.home).add(e.away);
  for (const e of board.live) out.add(e.home).add(e.away);
  return out;
}

function gapMs(sport: SportDef): number {
  return sport.gapH * HOUR;
}

/** Fixtures start on five-minute marks, as real ones do. */
function roundUp(ms: number): number {
  return Math.ceil(ms / (5 * MINUTE)) * 5 * MINUTE;
}
