import type { MarketKind } from '../market';
import { isValidDecimal } from '../odds-format';
import { bookTraits } from './book-traits';
import { easeOf, probabilityPerPoint } from './line-value';
import { bookId, fitWorkspace, newWorkspace, releaseBooks } from './series-workspace';
import type { SeriesWorkspace } from './series-workspace';

/**
 * One recorded price change, as the server's price history holds it. `at` is the quote's own
 * update time (the book's `last_update`), not the time Arbiter polled: several moves can land in
 * one poll, and only the books' own times tell which came first.
 */
export interface PricePoint {
  readonly book: string;
  readonly outcome: string;
  /** Handicap for spreads (signed from the outcome's side), total for totals, null for h2h. */
  readonly point: number | null;
  /** Decimal price; null when the book withdrew the quote. */
  readonly price: number | null;
  /** The quote's own last update, ms since the epoch. */
  readonly at: number;
}

/** Every recorded price of one side (outcome) of one market of one event, all books together. */
export interface SideHistory {
  readonly market: MarketKind;
  readonly outcome: string;
  /** Ideally in `at` order (the server can ask the database for that); sorted here otherwise. */
  readonly points: readonly PricePoint[];
}

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
}

export const pointOrNull = (point: number): number | null => (Number.isNaN(point) ? null : point);

/** Groups one market's price rows by outcome, keeping their order. */
export function sidesOf(market: MarketKind, points: readonly PricePoint[]): SideHistory[] {
  const byOutcome = new Map<string, PricePoint[]>();
  for (const point of points) {
    const own = byOutcome.get(point.outcome);
    if (own) own.push(point);
    else byOutcome.set(point.outcome, [point]);
  }
  return [...byOutcome].map(([outcome, own]) => ({ market, outcome, points: own }));
}

/** Both NaN (no point) or equal. */
const samePoint = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** A book's series while its side is read: the same object is handed out when done. */
type BookBuilder = { -readonly [K in keyof BookSeries]: BookSeries[K] } & {
  id: number;
  withdrawnAt: number;
};

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
    id,
    withdrawnAt: Number.NEGATIVE_INFINITY,
  };
}

/**
 * Splits one side's history per book and builds the movement path in a single pass over the
 * records in time order: the record objects, scattered in memory, are each read once. A
 * withdrawal followed within `relistWindowMs` by a new quote (how a line change is recorded: the
 * old point withdrawn, the new one added) keeps the series continuous; a longer gap starts
 * afresh, so a book returning hours later is not read as a sudden move.
 */
export function buildSideSeries(
  event: Pick<EventHistory, 'eventId' | 'sport'>,
  side: SideHistory,
  relistWindowMs: number,
  workspace: SeriesWorkspace = newWorkspace(side.points.length),
): SideSeries {
  const { points } = side;
  const { columns, pathAt, pathIndex } = fitWorkspace(workspace, points.length);
  const { at, price, point, prob, next, restart } = columns;
  const pointValue = probabilityPerPoint(event.sport, side.market);
  const ease = easeOf(side.market, side.outcome);
  const books: BookBuilder[] = [];
  let k = 0;
  let steps = 0;
  let referencePoint = Number.NaN;
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const record = points[i]!;
    if (i > 0 && record.at < points[i - 1]!.at) {
      // Out of time order: start again on a sorted copy (the server can avoid this cost).
      releaseBooks(workspace, books);
      const sorted = { ...side, points: [...points].sort((a, b) => a.at - b.at) };
      return buildSideSeries(event, sorted, relistWindowMs, workspace);
    }
    const quoted = record.price;
    const line = record.point ?? Number.NaN;
    const id = bookId(workspace, record.book);
    const slot = workspace.slotOf[id]!;
    let book = slot >= 0 ? books[slot] : undefined;
    if (quoted === null) {
      if (book && samePoint(point[book.last]!, line)) {
        book.quoting = false;
        book.withdrawnAt = record.at;
      }
      continue;
    }
    if (!isValidDecimal(quoted)) continue;
    if (!book) {
      book = newBookBuilder(record.book, id);
      workspace.slotOf[id] = books.length;
      books.push(book);
    }
    if (k === 0) referencePoint = line;
    // NaN (a moneyline, or a sport without a result model) shifts nothing.
    const shift = ease * (line - referencePoint) * (pointValue ?? Number.NaN);
    at[k] = record.at;
    price[k] = quoted;
    point[k] = line;
    prob[k] = 1 / quoted - (Number.isNaN(shift) ? 0 : shift);
    next[k] = -1;
    const previous = book.last;
    const fresh =
      previous < 0 ||
      (!book.quoting && record.at - book.withdrawnAt > relistWindowMs) ||
      (pointValue === null && !samePoint(point[previous]!, line));
    restart[k] = fresh ? 1 : 0;
    if (previous < 0) book.first = k;
    else next[previous] = k;
    if (!fresh) {
      const step = prob[k]! - prob[previous]!;
      book.change += step;
      sum += step;
      pathAt[steps] = record.at;
      pathIndex[steps++] = sum;
    }
    book.last = k;
    book.count++;
    book.quoting = true;
    k++;
  }
  releaseBooks(workspace, books);
  for (const book of books) finish(book, columns);
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
  };
}

function finish(book: BookBuilder, columns: SideColumns): void {
  const { first, last } = book;
  book.firstAt = columns.at[first]!;
  book.lastAt = columns.at[last]!;
  book.firstPrice = columns.price[first]!;
  book.lastPrice = columns.price[last]!;
  book.firstPoint = pointOrNull(columns.point[first]!);
  book.lastPoint = pointOrNull(columns.point[last]!);
  book.firstProb = columns.prob[first]!;
  book.lastProb = columns.prob[last]!;
}
