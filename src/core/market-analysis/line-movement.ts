import type { MarketKind } from '../market';
import type { AnalysisParameters } from './parameters';
import { lastIndexAtOrBefore, medianBy } from './statistics';
import { pointOrNull } from './price-series';
import type { BookSeries, MovementPath, SideSeries } from './price-series';

const HOUR = 3_600_000;

/** The price moved: up = longer (the market rates the side less likely), down = shorter. */
export type Direction = 'up' | 'down' | 'stable';

export interface QuotedPrice {
  readonly price: number;
  readonly point: number | null;
}

export interface BestPrice extends QuotedPrice {
  readonly book: string;
}

export interface Reversal {
  /** When the path turned: the time of the extreme before the turn. */
  readonly at: number;
  /** Signed implied-probability move before the turn. */
  readonly priorMove: number;
  /** Signed implied-probability move since the turn. */
  readonly retrace: number;
}

export interface PointMovement {
  readonly opening: number;
  readonly current: number;
  readonly change: number;
}

export interface SideMovement {
  readonly market: MarketKind;
  readonly side: string;
  /** The median of each book's first recorded quote; `at` is the earliest of them. */
  readonly opening: QuotedPrice & { readonly at: number };
  /** The median of the quotes standing now. */
  readonly current: QuotedPrice;
  /** The best price for a bettor now (on spreads and totals: the least implied probability). */
  readonly best: BestPrice;
  /** Current − opening consensus decimal price. */
  readonly change: number;
  /** The same change relative to the opening price, in per cent. */
  readonly changePercentage: number;
  /** Current − opening consensus implied probability (positive: the side shortened). */
  readonly impliedChange: number;
  readonly direction: Direction;
  /** The average book's implied-probability change per hour over the velocity window. */
  readonly velocity: number;
  readonly reversal: Reversal | null;
  readonly consensus: {
    readonly impliedProbability: number;
    /** Books quoting the side now. */
    readonly books: number;
    readonly sharpBooks: number;
    /** Highest minus lowest implied probability among them. */
    readonly range: number;
  };
  /** Spreads and totals: how the line itself moved (median points). */
  readonly line: PointMovement | null;
}

export function directionOf(impliedChange: number, stableBand: number): Direction {
  if (Math.abs(impliedChange) < stableBand) return 'stable';
  return impliedChange > 0 ? 'down' : 'up';
}

/** The books' earliest time, current spread of probabilities and best price: one loop. */
function survey(books: readonly BookSeries[]) {
  let openingAt = Number.POSITIVE_INFINITY;
  let quoting = 0;
  let sharpBooks = 0;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  let best: BookSeries | null = null;
  for (const book of books) {
    openingAt = Math.min(openingAt, book.firstAt);
    if (!book.quoting) continue;
    quoting++;
    low = Math.min(low, book.lastProb);
    high = Math.max(high, book.lastProb);
    if (book.sharp) sharpBooks++;
    if (!best || isBetterForBettor(book, best)) best = book;
  }
  return { openingAt, quoting, sharpBooks, range: high - low, best };
}

const NONE = Number.NaN;
/** Picks for medianBy; the latest figures count only for books quoting the side now. */
type BookFigure = (book: BookSeries) => number;
const FIRST_PROB: BookFigure = (book) => book.firstProb;
const FIRST_IMPLIED: BookFigure = (book) => 1 / book.firstPrice;
const FIRST_POINT: BookFigure = (book) => book.firstPoint ?? NONE;
const LAST_PROB: BookFigure = (book) => (book.quoting ? book.lastProb : NONE);
const LAST_IMPLIED: BookFigure = (book) => (book.quoting ? 1 / book.lastPrice : NONE);
const LAST_POINT: BookFigure = (book) => (book.quoting ? (book.lastPoint ?? NONE) : NONE);

/** Lower implied probability is a better price; ties go to the book name, for stable output. */
function isBetterForBettor(book: BookSeries, than: BookSeries): boolean {
  const difference = book.lastProb - than.lastProb;
  return difference < 0 || (difference === 0 && book.book < than.book);
}

/** Null when no book quotes the side now. */
export function lineMovement(
  side: SideSeries,
  now: number,
  parameters: AnalysisParameters,
): SideMovement | null {
  const { books } = side;
  const surveyed = survey(books);
  const { best } = surveyed;
  if (!best) return null;
  const openingProb = medianBy(books, FIRST_PROB);
  const currentProb = medianBy(books, LAST_PROB);
  // A moneyline's probability is its implied probability: no line to move it onto.
  const moneyline = side.market === 'h2h';
  const opening = {
    price: 1 / (moneyline ? openingProb : medianBy(books, FIRST_IMPLIED)),
    point: moneyline ? null : pointOrNull(medianBy(books, FIRST_POINT)),
  };
  const current = {
    price: 1 / (moneyline ? currentProb : medianBy(books, LAST_IMPLIED)),
    point: moneyline ? null : pointOrNull(medianBy(books, LAST_POINT)),
  };
  const impliedChange = currentProb - openingProb;
  return {
    market: side.market,
    side: side.outcome,
    opening: { price: opening.price, point: opening.point, at: surveyed.openingAt },
    current,
    best: { book: best.book, price: best.lastPrice, point: best.lastPoint },
    change: current.price - opening.price,
    changePercentage: ((current.price - opening.price) / opening.price) * 100,
    impliedChange,
    direction: directionOf(impliedChange, parameters.stableBand),
    velocity: velocity(side.path, now, parameters.velocityWindowMs),
    reversal: latestReversal(side.path, parameters),
    consensus: {
      impliedProbability: currentProb,
      books: surveyed.quoting,
      sharpBooks: surveyed.sharpBooks,
      range: surveyed.range,
    },
    line:
      opening.point === null || current.point === null
        ? null
        : { opening: opening.point, current: current.point, change: current.point - opening.point },
  };
}

/** The movement index standing at `time` (0 before the first step). */
export function pathValueAt(path: MovementPath, time: number): number {
  const index = lastIndexAtOrBefore(path.at, path.length, time);
  return index < 0 ? 0 : path.index[index]!;
}

/** Implied-probability change per hour of the average book over the window ending now. */
export function velocity(path: MovementPath, now: number, windowMs: number): number {
  return ((pathValueAt(path, now) - pathValueAt(path, now - windowMs)) / windowMs) * HOUR;
}

/**
 * The last turn of the path: a move of at least reversalMinMove from a pivot to an extreme,
 * then a move back of at least reversalRetrace. One pass (a zigzag): a move back of the retrace
 * size always starts a new leg, and counts as a reversal when the leg before it was big enough.
 */
export function latestReversal(
  path: MovementPath,
  parameters: Pick<AnalysisParameters, 'reversalMinMove' | 'reversalRetrace'>,
): Reversal | null {
  let pivot = 0;
  let extreme = 0;
  let extremeAt = 0;
  let heading = 0;
  let turn: { at: number; value: number; priorMove: number } | null = null;
  for (let i = 0; i < path.length; i++) {
    const value = path.index[i]!;
    if (heading === 0 ? value !== pivot : (value - extreme) * heading >= 0) {
      if (heading === 0) heading = Math.sign(value - pivot);
      extreme = value;
      extremeAt = path.at[i]!;
    } else if (heading !== 0 && Math.abs(value - extreme) >= parameters.reversalRetrace) {
      const priorMove = extreme - pivot;
      if (Math.abs(priorMove) >= parameters.reversalMinMove) {
        turn = { at: extremeAt, value: extreme, priorMove };
      }
      pivot = extreme;
      heading = -heading;
      extreme = value;
      extremeAt = path.at[i]!;
    }
  }
  if (!turn) return null;
  const last = path.length > 0 ? path.index[path.length - 1]! : 0;
  return { at: turn.at, priorMove: turn.priorMove, retrace: last - turn.value };
}
