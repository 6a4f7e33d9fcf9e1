import type { MarketKind } from '../market';
import type { AnalysisParameters } from './parameters';
import { pointOrNull } from './price-series';
import type { BookSeries, SideColumns, SideSeries } from './price-series';
import { median } from './statistics';

/**
 * One book moving one side quickly: its implied probability changed by at least the minimum
 * within the window, judged by its own quote times. Consecutive qualifying steps the same way
 * are one move.
 */
export interface QuickMove {
  readonly book: string;
  readonly sharp: boolean;
  /** +1: the implied probability rose (price shortened); −1: it fell. */
  readonly sign: 1 | -1;
  /** The book's first step of the move. */
  readonly start: number;
  readonly end: number;
  readonly fromProb: number;
  readonly toProb: number;
  readonly fromPrice: number;
  readonly toPrice: number;
  readonly fromPoint: number | null;
  readonly toPoint: number | null;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Each step is compared with the price standing one window earlier (or the first price of the
 * book's unbroken stretch), found with a pointer that only moves forward: linear in the book's
 * quotes, which `next` links in time order. A qualifying price extends the open move when the
 * largest step of its window is already in that move (the book is still making it, or drifting
 * after it); when that step is new, the book is making a new move, though windows overlap.
 */
export function bookQuickMoves(
  columns: SideColumns,
  series: BookSeries,
  minMove: number,
  windowMs: number,
  moves: QuickMove[] = [],
): QuickMove[] {
  const { at, prob, next, restart } = columns;
  let open: Mutable<QuickMove> | null = null;
  /** Column of the open move's latest price. */
  let openLast = -1;
  let baseline = series.first;
  let stretch = series.first;
  for (let i = series.first; i >= 0; i = next[i]!) {
    if (restart[i] === 1) {
      stretch = i;
      open = null;
      continue;
    }
    const windowStart = at[i]! - windowMs;
    while (next[baseline]! !== i && at[next[baseline]!]! <= windowStart) baseline = next[baseline]!;
    // Column indices grow with time, so the later of the two is the larger.
    const base = Math.max(baseline, stretch);
    const move = prob[i]! - prob[base]!;
    if (Math.abs(move) < minMove) {
      open = null;
      continue;
    }
    const sign = move > 0 ? 1 : -1;
    const dated = largestStep(columns, base, i, sign);
    if (open && open.sign === sign && dated <= openLast) {
      Object.assign(open, endOf(columns, i));
      openLast = i;
      continue;
    }
    open = {
      book: series.book,
      sharp: series.sharp,
      sign,
      start: at[dated]!,
      fromProb: prob[base]!,
      fromPrice: columns.price[base]!,
      fromPoint: pointOrNull(columns.point[base]!),
      ...endOf(columns, i),
    };
    openLast = i;
    moves.push(open);
  }
  return moves;
}

function endOf(columns: SideColumns, i: number) {
  return {
    end: columns.at[i]!,
    toProb: columns.prob[i]!,
    toPrice: columns.price[i]!,
    toPoint: pointOrNull(columns.point[i]!),
  };
}

/**
 * When the book made the move: its largest step the move's way between `base` and `i`. Books
 * reprice small drift every few minutes; dating a jump from its first step the move's way (or
 * from wherever drift first brought it within reach of the minimum) put it minutes early and named
 * the wrong book as leader.
 */
function largestStep(columns: SideColumns, base: number, i: number, sign: number): number {
  const { prob, next } = columns;
  let largest = i;
  let size = Number.NEGATIVE_INFINITY;
  for (let previous = base, k = next[base]!; ; previous = k, k = next[k]!) {
    const step = (prob[k]! - prob[previous]!) * sign;
    // Strictly larger: of equal steps, the first.
    if (step > size) {
      size = step;
      largest = k;
    }
    if (k === i) return largest;
  }
}

export function quickMoves(side: SideSeries, minMove: number, windowMs: number): QuickMove[] {
  const moves: QuickMove[] = [];
  for (const book of side.books) {
    // Built with this window, the series already knows a book that moved too little.
    if (windowMs === side.windowMs && book.largestWindowMove < minMove) continue;
    bookQuickMoves(side.columns, book, minMove, windowMs, moves);
  }
  return moves;
}

/** Books moving one side the same way together, in the order they started. */
export interface MoveCluster {
  readonly sign: 1 | -1;
  /** One move per book, by start time. */
  readonly moves: readonly QuickMove[];
  /** From the first book's start to the start of the minBooks-th book. */
  readonly spanMs: number;
}

const byStart = (a: QuickMove, b: QuickMove) =>
  a.start - b.start || a.end - b.end || (a.book < b.book ? -1 : a.book > b.book ? 1 : 0);

/**
 * At least minBooks different books starting the same way within windowMs of the first. A window
 * slides over the moves sorted by start; once it holds enough books, books that keep joining
 * within windowMs of the previous one are followers of the same move, so one market move is one
 * cluster and not several. A book of the cluster moving again ends it: that is a new market move
 * (without this, followers trickling in chained two jumps a quarter of an hour apart into one).
 */
export function clusterMoves(
  moves: readonly QuickMove[],
  minBooks: number,
  windowMs: number,
): MoveCluster[] {
  const clusters: MoveCluster[] = [];
  if (moves.length < minBooks) return clusters;
  for (const sign of [1, -1] as const) {
    const sorted = moves.filter((move) => move.sign === sign).sort(byStart);
    let i = 0;
    while (i < sorted.length) {
      const first = sorted[i]!.start;
      const seen = new Set<string>();
      const members: QuickMove[] = [];
      let k = i;
      for (; k < sorted.length && sorted[k]!.start <= first + windowMs; k++) {
        const move = sorted[k]!;
        if (!seen.has(move.book)) {
          seen.add(move.book);
          members.push(move);
        }
      }
      if (members.length < Math.max(1, minBooks)) {
        i++;
        continue;
      }
      const spanMs = members[Math.max(1, minBooks) - 1]!.start - first;
      let last = members[members.length - 1]!.start;
      for (; k < sorted.length && sorted[k]!.start <= last + windowMs; k++) {
        const move = sorted[k]!;
        if (seen.has(move.book)) break;
        seen.add(move.book);
        members.push(move);
        last = move.start;
      }
      clusters.push({ sign, moves: members, spanMs });
      i = k;
    }
  }
  return clusters.sort((a, b) => a.moves[0]!.start - b.moves[0]!.start);
}

export type SteamCause = 'sharp-led' | 'market-wide';

export interface SteamMove {
  /** Stable across analyses of the same history, for de-duplicating pushed steam. */
  readonly id: string;
  readonly market: MarketKind;
  readonly side: string;
  /** The price moved: up = longer, down = shorter (money came in on the side). */
  readonly direction: 'up' | 'down';
  /** Median decimal-price change of the books in the move. */
  readonly oddsChange: number;
  /** Median implied-probability change (positive: the side shortened). */
  readonly impliedChange: number;
  /** Spreads and totals: median change of the line. */
  readonly pointChange: number | null;
  readonly startTime: number;
  readonly endTime: number;
  /** In the order they moved. */
  readonly bookmakers: readonly string[];
  readonly leader: string;
  readonly likelyCause: SteamCause;
  /** 0–100; see describeMethods().steamConfidence. */
  readonly confidence: number;
}

export function steamMoves(
  side: SideSeries,
  moves: readonly QuickMove[],
  parameters: AnalysisParameters,
): SteamMove[] {
  return clusterMoves(moves, parameters.steamMinBooks, parameters.steamWindowMs).map((cluster) =>
    steamOf(side, cluster, parameters),
  );
}

function steamOf(side: SideSeries, cluster: MoveCluster, parameters: AnalysisParameters) {
  const { moves } = cluster;
  const leader = moves[0]!;
  const impliedChange = median(moves.map((move) => move.toProb - move.fromProb));
  const pointChanges = moves.flatMap((move) =>
    move.toPoint === null || move.fromPoint === null ? [] : [move.toPoint - move.fromPoint],
  );
  const steam: SteamMove = {
    id: `${side.eventId}|${side.market}|${side.outcome}|${cluster.sign}|${leader.start}`,
    market: side.market,
    side: side.outcome,
    direction: cluster.sign > 0 ? 'down' : 'up',
    oddsChange: median(moves.map((move) => move.toPrice - move.fromPrice)),
    impliedChange,
    pointChange: side.market === 'h2h' || pointChanges.length === 0 ? null : median(pointChanges),
    startTime: leader.start,
    endTime: Math.max(...moves.map((move) => move.end)),
    bookmakers: moves.map((move) => move.book),
    leader: leader.book,
    likelyCause: leader.sharp ? 'sharp-led' : 'market-wide',
    confidence: steamConfidence(moves.length, impliedChange, cluster.spanMs, parameters),
  };
  return steam;
}

/**
 * 100 × (books weight × min(1, books / (2 × min books)) + size weight × min(1, |move| / (2 × min
 * move)) + tightness weight × (1 − span / window)). The bare minimum steam (3 books, 3 points,
 * spread over the whole window) scores 38; six books moving six points at once score 100.
 */
export function steamConfidence(
  books: number,
  impliedChange: number,
  spanMs: number,
  parameters: AnalysisParameters,
): number {
  const bookScore = Math.min(1, books / (2 * parameters.steamMinBooks));
  const sizeScore = Math.min(1, Math.abs(impliedChange) / (2 * parameters.steamMinMove));
  const tightness = Math.max(0, Math.min(1, 1 - spanMs / parameters.steamWindowMs));
  const score =
    parameters.steamBooksWeight * bookScore +
    parameters.steamSizeWeight * sizeScore +
    parameters.steamTightnessWeight * tightness;
  return Math.round(Math.max(0, Math.min(100, 100 * score)));
}
