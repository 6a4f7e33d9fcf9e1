import type { MarketKind } from '../market';
import { bookTraits } from './book-traits';
import { easeOf, probabilityPerPoint } from './line-value';
import { pointsOf, sideHistoryOf } from './price-table';
import type { SideHistory } from './price-table';
import { fitBooks, fitWorkspace, newWorkspace, releaseBooks } from './series-workspace';
import type { SeriesWorkspace } from './series-workspace';

export interface EventHistory {
  readonly eventId: string;
  /** Odds API sport key, e.g. "basketball_nba". */
  readonly sport: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly commenceTime: number;
  readonly sides: readonly SideHistory[];
}

/**
 * One book on one side: where its quotes sit in the side's columns, and the figures most of the
 * analysis needs (first, latest, total move), read once.
 */
export interface BookSeries {
  readonly book: string;
  readonly sharp: boolean;
  /** Column index of the book's first and latest price; `next` links the ones between. */
  readonly first: number;
  readonly last: number;
  readonly count: number;
  /** False when the book's last record withdrew its quote. */
  readonly quoting: boolean;
  readonly firstAt: number;
  readonly lastAt: number;
  readonly firstPrice: number;
  readonly lastPrice: number;
  readonly firstPoint: number | null;
  readonly lastPoint: number | null;
  /** Implied probability on the side's reference line (see SideColumns.prob). */
  readonly firstProb: number;
  readonly lastProb: number;
  /**
   * The book's move from first to latest price. Across a restart prices are not comparable, so
   * the moves of each unbroken stretch are added up instead.
   */
  readonly change: number;
  /**
   * The largest implied-probability move (either way) of any price from the one standing one
   * window before it (`SideSeries.windowMs`), within an unbroken stretch: no quick move of the
   * book can be larger.
   */
  readonly largestWindowMove: number;
}

/**
 * Every price on one side, all books, in time order. `prob` is the implied probability (1 /
 * price); on spreads and totals it is moved onto the side's reference line, so that −3 at 1.91
 * and −3.5 at 1.91 differ by the half point's worth of probability. `point` is NaN on h2h.
 * `next` is the column of the same book's next price (−1 after its latest); `restart` is 1 where
 * no move leads in: a book's first price, and its return after a long withdrawal.
 */
export interface SideColumns {
  readonly at: Float64Array;
  readonly price: Float64Array;
  readonly point: Float64Array;
  readonly prob: Float64Array;
  readonly next: Int32Array;
  readonly restart: Uint8Array;
}

/**
 * The average book's cumulative move in implied probability after every step of any book, in
 * time order: the market's path without the jumps a median makes when books join or leave.
 */
export interface MovementPath {
  readonly at: Float64Array;
  readonly index: Float64Array;
  readonly length: number;
}

/** What the analysis of whole markets needs of a side: its books' figures, no columns. */
export interface SideBooks {
  readonly market: MarketKind;
  readonly outcome: string;
  readonly books: readonly BookSeries[];
}

export interface SideSeries extends SideBooks {
  readonly eventId: string;
  readonly sport: string;
  /** The line spread and total probabilities are moved onto: the first recorded point. */
  readonly referencePoint: number | null;
  /** Probability per point of line near the line, or null where the sport has no result model. */
  readonly pointValue: number | null;
  readonly columns: SideColumns;
  readonly path: MovementPath;
  /** The window the series was built with: relisting within it, and `largestWindowMove`. */
  readonly windowMs: number;
}

export const pointOrNull = (point: number): number | null => (Number.isNaN(point) ? null : point);

/** Both NaN (no point) or equal. */
const samePoint = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** A book's series as handed out: filled in once the side has been read. */
type BookBuilder = { -readonly [K in keyof BookSeries]: BookSeries[K] } & { id: number };

function newBookBuilder(book: string, id: number): BookBuilder {
  return {
    book,
    sharp: bookTraits(book).sharp,
    first: -1,
    last: -1,
    count: 0,
    quoting: false,
    firstAt: 0,
    lastAt: 0,
    firstPrice: 0,
    lastPrice: 0,
    firstPoint: null,
    lastPoint: null,
    firstProb: 0,
    lastProb: 0,
    change: 0,
    largestWindowMove: 0,
    id,
  };
}

/**
 * Splits one side's history per book and builds the movement path in a single pass over its rows
 * in time order; the books' running state lives in the workspace's typed arrays, so nothing is
 * allocated per price. A
 * withdrawal followed within `windowMs` by a new quote (how a line change is recorded: the
 * old point withdrawn, the new one added) keeps the series continuous; a longer gap starts
 * afresh, so a book returning hours later is not read as a sudden move.
 */
export function buildSideSeries(
  event: Pick<EventHistory, 'eventId' | 'sport'>,
  side: SideHistory,
  windowMs: number,
  workspace: SeriesWorkspace = newWorkspace(side.prices.end - side.prices.start),
): SideSeries {
  const { table, start, end } = side.prices;
  if (!inTimeOrder(table.at, start, end)) {
    // Sorted by the builder on the server; a table made elsewhere may not be.
    const sorted = sideHistoryOf(side.market, side.outcome, pointsOf(side));
    return buildSideSeries(event, sorted, windowMs, workspace);
  }
  const { columns, pathAt, pathIndex } = fitWorkspace(workspace, end - start);
  fitBooks(workspace, table.bookNames.length);
  const { at, price, point, prob, next, restart } = columns;
  const pointValue = probabilityPerPoint(event.sport, side.market);
  const perPoint = pointValue ?? 0;
  const ease = easeOf(side.market, side.outcome);
  const books: BookBuilder[] = [];
  const { slotOf, slotLast, slotQuoting, slotWithdrawnAt, slotChange, slotCount } = workspace;
  const { slotBaseline, slotStretch, slotLargest } = workspace;
  const rowBook = table.book;
  const rowAt = table.at;
  const rowPrice = table.price;
  const rowPoint = table.point;
  let k = 0;
  let steps = 0;
  let referencePoint = Number.NaN;
  let sum = 0;
  for (let row = start; row < end; row++) {
    const time = rowAt[row]!;
    const quoted = rowPrice[row]!;
    const line = rowPoint[row]!;
    const id = rowBook[row]!;
    let slot = slotOf[id]!;
    if (quoted !== quoted) {
      // NaN: the book withdrew the quote.
      if (slot >= 0 && samePoint(point[slotLast[slot]!]!, line)) {
        slotQuoting[slot] = 0;
        slotWithdrawnAt[slot] = time;
      }
      continue;
    }
    if (!(quoted > 1 && quoted < Number.POSITIVE_INFINITY)) continue;
    if (slot < 0) {
      slot = books.length;
      slotOf[id] = slot;
      books.push(newBookBuilder(table.bookNames[id]!, id));
      slotLast[slot] = -1;
      slotChange[slot] = 0;
      slotCount[slot] = 0;
      slotQuoting[slot] = 0;
      slotWithdrawnAt[slot] = Number.NEGATIVE_INFINITY;
      slotLargest[slot] = 0;
    }
    if (k === 0) referencePoint = line;
    // NaN (a moneyline) shifts nothing; a sport without a result model has no point value.
    const shift = ease * (line - referencePoint) * perPoint;
    at[k] = time;
    price[k] = quoted;
    point[k] = line;
    prob[k] = 1 / quoted - (shift === shift ? shift : 0);
    next[k] = -1;
    const previous = slotLast[slot]!;
    const fresh =
      previous < 0 ||
      (slotQuoting[slot] === 0 && time - slotWithdrawnAt[slot]! > windowMs) ||
      (pointValue === null && !samePoint(point[previous]!, line));
    restart[k] = fresh ? 1 : 0;
    if (previous < 0) books[slot]!.first = k;
    else next[previous] = k;
    if (fresh) {
      slotStretch[slot] = k;
      if (previous < 0) slotBaseline[slot] = k;
    } else {
      // The price standing one window earlier, as steam's quickMoves reads it (see there).
      let baseline = slotBaseline[slot]!;
      const windowStart = time - windowMs;
      while (next[baseline]! !== k && at[next[baseline]!]! <= windowStart)
        baseline = next[baseline]!;
      slotBaseline[slot] = baseline;
      const move = Math.abs(prob[k]! - prob[Math.max(baseline, slotStretch[slot]!)]!);
      if (move > slotLargest[slot]!) slotLargest[slot] = move;
      const step = prob[k]! - prob[previous]!;
      slotChange[slot]! += step;
      sum += step;
      pathAt[steps] = time;
      pathIndex[steps++] = sum;
    }
    slotLast[slot] = k;
    slotCount[slot]!++;
    slotQuoting[slot] = 1;
    k++;
  }
  releaseBooks(workspace, books);
  for (let slot = 0; slot < books.length; slot++) finish(books[slot]!, slot, workspace);
  for (let i = 0; i < steps; i++) pathIndex[i]! /= Math.max(1, books.length);
  return {
    eventId: event.eventId,
    sport: event.sport,
    market: side.market,
    outcome: side.outcome,
    referencePoint: pointOrNull(referencePoint),
    pointValue,
    books,
    columns,
    path: { at: pathAt, index: pathIndex, length: steps },
    windowMs,
  };
}

function inTimeOrder(at: Float64Array, start: number, end: number): boolean {
  for (let row = start + 1; row < end; row++) if (at[row]! < at[row - 1]!) return false;
  return true;
}

function finish(book: BookBuilder, slot: number, workspace: SeriesWorkspace): void {
  const { columns } = workspace;
  const { first } = book;
  const last = workspace.slotLast[slot]!;
  book.last = last;
  book.count = workspace.slotCount[slot]!;
  book.quoting = workspace.slotQuoting[slot] === 1;
  book.change = workspace.slotChange[slot]!;
  book.largestWindowMove = workspace.slotLargest[slot]!;
  book.firstAt = columns.at[first]!;
  book.lastAt = columns.at[last]!;
  book.firstPrice = columns.price[first]!;
  book.lastPrice = columns.price[last]!;
  book.firstPoint = pointOrNull(columns.point[first]!);
  book.lastPoint = pointOrNull(columns.point[last]!);
  book.firstProb = columns.prob[first]!;
  book.lastProb = columns.prob[last]!;
}
