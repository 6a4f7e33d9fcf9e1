import type { Market } from './market';
import type { SimEvent } from './model-types';
import { matchModel } from './outcome-model';

/**
 * The true probabilities of started events, for scoring devig methods against the truth
 * (POST /__sim/known-probabilities). An event's final score is drawn from its fair value at the
 * start, and that value no longer moves, so the model's probabilities then are the ones the
 * result was drawn from. Events not started yet, or no longer listed, are answered as unknown.
 *
 * Only lines that settle one side or the other are answered (h2h, half-point spreads and totals):
 * a whole line can push, and its two sides do not cover every result.
 */

export interface KnownRequest {
  readonly id: string;
  /** Home handicaps of the spreads asked for. */
  readonly spreads: readonly number[];
  /** Totals asked for. */
  readonly totals: readonly number[];
}

export interface KnownAnswer {
  readonly id: string;
  readonly known: boolean;
  /** Wire order: home, away, then Draw when three-way. */
  readonly h2h: readonly number[] | null;
  /** P(home covers at `point`). */
  readonly spreads: readonly { point: number; home: number }[];
  /** P(over `line`). */
  readonly totals: readonly { line: number; over: number }[];
}

const MAX_EVENTS = 500;

const isHalfLine = (line: number) => Number.isInteger(line * 2) && !Number.isInteger(line);

function findEvent(market: Market, id: string): SimEvent | null {
  for (const board of market.allBoards()) {
    for (const list of [board.live, board.completed]) {
      const found = list.find((event) => event.id === id);
      if (found) return found;
    }
  }
  return null;
}

export function knownProbabilities(market: Market, requests: readonly KnownRequest[]) {
  return requests.map((request): KnownAnswer => {
    const event = findEvent(market, request.id);
    if (!event) return { id: request.id, known: false, h2h: null, spreads: [], totals: [] };
    const model = matchModel(event.sport, event.x, event.tot);
    // Binary sports (tennis, fights) have no spreads or totals in the simulator's model.
    const lines = event.sport.kind !== 'binary';
    return {
      id: request.id,
      known: true,
      h2h: [...model.h2h],
      spreads: lines
        ? request.spreads.filter(isHalfLine).map((point) => ({ point, home: model.cover(point) }))
        : [],
      totals: lines
        ? request.totals.filter(isHalfLine).map((line) => ({ line, over: model.over(line) }))
        : [],
    };
  });
}

/** The request body, or a message saying what is wrong with it. */
export function parseKnownRequest(body: unknown): KnownRequest[] | string {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length > MAX_EVENTS) {
    return `events must be a list of at most ${MAX_EVENTS} {id, spreads?, totals?}`;
  }
  const numbers = (value: unknown) =>
    value === undefined
      ? []
      : Array.isArray(value) && value.every((n) => typeof n === 'number' && Number.isFinite(n))
        ? (value as number[])
        : null;
  const parsed: KnownRequest[] = [];
  for (const entry of events as { id?: unknown; spreads?: unknown; totals?: unknown }[]) {
    const spreads = numbers(entry?.spreads);
    const totals = numbers(entry?.totals);
    if (typeof entry?.id !== 'string' || !spreads || !totals) {
      return 'each event needs an id (string) and optional spreads and totals (lists of numbers)';
    }
    parsed.push({ id: entry.id, spreads, totals });
  }
  return parsed;
}
