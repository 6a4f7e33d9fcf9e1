import type { AnalysisParameters } from './parameters';
import { bookTraits } from './book-traits';
import type { SideBooks } from './price-series';
import { median } from './statistics';
import type { MoveCluster } from './steam';

export interface BookmakerStats {
  readonly book: string;
  readonly title: string;
  readonly sharp: boolean;
  /** Market moves (see marketMoveMinBooks) the book took part in. */
  readonly marketMoves: number;
  readonly movedFirst: number;
  /** movedFirst / marketMoves; null before it took part in any. */
  readonly firstMoveRate: number | null;
  /** Moves it shared with a sharp book that moved before it or at the same time. */
  readonly lagSamples: number;
  /** Median time from the first sharp book's move to this book's, in ms; null without samples. */
  readonly medianLagMs: number | null;
  /** Its current prices on sides quoted by enough books to judge. */
  readonly quotesCompared: number;
  readonly outliers: number;
  readonly outlierRate: number | null;
}

interface BookTally {
  marketMoves: number;
  movedFirst: number;
  lags: number[];
  quotesCompared: number;
  outliers: number;
}

/** Running counts per book over all sides of all events, turned into statistics at the end. */
export type BookmakerTally = Map<string, BookTally>;

export function newBookmakerTally(): BookmakerTally {
  return new Map();
}

function tallyOf(tally: BookmakerTally, book: string): BookTally {
  let own = tally.get(book);
  if (!own) {
    own = { marketMoves: 0, movedFirst: 0, lags: [], quotesCompared: 0, outliers: 0 };
    tally.set(book, own);
  }
  return own;
}

/**
 * Who moved first, and how long after the sharp reference (the first sharp book in the move)
 * each other book followed. A book moving before any sharp book has no lag in that move: it led.
 */
export function tallyMoves(tally: BookmakerTally, clusters: readonly MoveCluster[]): void {
  for (const cluster of clusters) {
    const reference = cluster.moves.find((move) => move.sharp);
    cluster.moves.forEach((move, order) => {
      const own = tallyOf(tally, move.book);
      own.marketMoves++;
      if (order === 0) own.movedFirst++;
      if (reference && move !== reference && move.start >= reference.start) {
        own.lags.push(move.start - reference.start);
      }
    });
  }
}

/**
 * Each quoting book's current price against `centre`, the median implied probability of the books
 * quoting the side (the side's current consensus).
 */
export function tallyOutliers(
  tally: BookmakerTally,
  side: SideBooks,
  centre: number,
  parameters: AnalysisParameters,
): void {
  let quoting = 0;
  for (const book of side.books) if (book.quoting) quoting++;
  if (quoting < parameters.outlierMinBooks) return;
  for (const book of side.books) {
    if (!book.quoting) continue;
    const own = tallyOf(tally, book.book);
    own.quotesCompared++;
    if (Math.abs(book.lastProb - centre) >= parameters.outlierMove) own.outliers++;
  }
}

/** Adds `from`'s counts to `into`'s: tallies of parts of the board, made apart, combined. */
export function mergeTallies(into: BookmakerTally, from: BookmakerTally): void {
  for (const [book, own] of from) {
    const total = tallyOf(into, book);
    total.marketMoves += own.marketMoves;
    total.movedFirst += own.movedFirst;
    for (const lag of own.lags) total.lags.push(lag);
    total.quotesCompared += own.quotesCompared;
    total.outliers += own.outliers;
  }
}

/** One row per book seen, busiest first. */
export function bookmakerStats(tally: BookmakerTally): BookmakerStats[] {
  return [...tally]
    .map(([book, own]) => ({
      book,
      title: bookTraits(book).title,
      sharp: bookTraits(book).sharp,
      marketMoves: own.marketMoves,
      movedFirst: own.movedFirst,
      firstMoveRate: own.marketMoves > 0 ? own.movedFirst / own.marketMoves : null,
      lagSamples: own.lags.length,
      medianLagMs: own.lags.length > 0 ? median(own.lags) : null,
      quotesCompared: own.quotesCompared,
      outliers: own.outliers,
      outlierRate: own.quotesCompared > 0 ? own.outliers / own.quotesCompared : null,
    }))
    .sort((a, b) => b.marketMoves - a.marketMoves || (a.book < b.book ? -1 : 1));
}
