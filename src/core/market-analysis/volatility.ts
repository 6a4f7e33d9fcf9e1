import type { MarketKind } from '../market';
import type { AnalysisParameters } from './parameters';
import type { BookSeries, SideColumns, SideSeries } from './price-series';

export type VolatilityLevel = 'low' | 'medium' | 'high';

export interface Volatility {
  /** 0–100; see describeMethods().volatility. */
  readonly score: number;
  readonly level: VolatilityLevel;
  /** Implied-probability distance the average book moved the most volatile side. */
  readonly recentMovement: number;
  readonly market: MarketKind | null;
  readonly side: string | null;
}

/** Total distance (up and down alike) the book's price moved since `from`. */
function bookPathLength(columns: SideColumns, book: BookSeries, from: number): number {
  const { at, prob, next, restart } = columns;
  let total = 0;
  for (let previous = book.first, i = next[book.first]!; i >= 0; previous = i, i = next[i]!) {
    if (at[i]! >= from && restart[i] === 0) total += Math.abs(prob[i]! - prob[previous]!);
  }
  return total;
}

/** How far the average book moved the side within the window ending now. */
export function recentMovement(side: SideSeries, now: number, windowMs: number): number {
  if (side.books.length === 0) return 0;
  let total = 0;
  for (const book of side.books) total += bookPathLength(side.columns, book, now - windowMs);
  return total / side.books.length;
}

export function volatilityLevel(
  score: number,
  parameters: Pick<AnalysisParameters, 'volatilityHigh' | 'volatilityMedium'>,
): VolatilityLevel {
  if (score >= parameters.volatilityHigh) return 'high';
  return score >= parameters.volatilityMedium ? 'medium' : 'low';
}

export interface SideActivity {
  readonly market: MarketKind;
  readonly outcome: string;
  /** recentMovement of the side. */
  readonly movement: number;
}

/** The event's volatility is that of its most volatile side. */
export function volatilityOf(
  sides: readonly SideActivity[],
  parameters: AnalysisParameters,
): Volatility {
  let movement = 0;
  let most: SideActivity | null = null;
  for (const side of sides) {
    if (side.movement > movement) {
      movement = side.movement;
      most = side;
    }
  }
  const score = Math.round(100 * Math.min(1, movement / parameters.volatilityFullScale));
  return {
    score,
    level: volatilityLevel(score, parameters),
    recentMovement: movement,
    market: most?.market ?? null,
    side: most?.outcome ?? null,
  };
}
