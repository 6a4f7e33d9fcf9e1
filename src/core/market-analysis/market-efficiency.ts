import { samePoint } from '../market';
import type { MarketKind } from '../market';
import type { AnalysisParameters } from './parameters';
import type { BookSeries, SideBooks } from './price-series';
import { median } from './statistics';

export interface MarketEfficiency {
  readonly market: MarketKind;
  /** 0–100; see describeMethods().efficiency. */
  readonly score: number;
  /** Median overround (Σ 1/price − 1) of the books quoting every side, as a fraction. */
  readonly margin: number;
  /** Mean over sides of the standard deviation of the books' implied probabilities. */
  readonly dispersion: number;
  /** Books quoting every side now. */
  readonly books: number;
}

/**
 * 100 − marginWeight × margin (%) − dispersionWeight × dispersion (points), within 0–100.
 * A Pinnacle-like market (2.5 % margin, books within half a point) scores 85; a typical
 * recreational one (4.5 %, 1.5 points) 67; a loose one (8 %, 3 points) 38.
 */
export function efficiencyScore(
  margin: number,
  dispersion: number,
  parameters: Pick<AnalysisParameters, 'efficiencyMarginWeight' | 'efficiencyDispersionWeight'>,
): number {
  const score =
    100 -
    parameters.efficiencyMarginWeight * margin * 100 -
    parameters.efficiencyDispersionWeight * dispersion * 100;
  if (Number.isNaN(score)) return 0;
  return Math.round(Math.max(0, Math.min(100, score)));
}

/**
 * The market as quoted now, from the sides of one market of one event. Null when fewer than two
 * books quote every side: one book's margin is not a market.
 */
export function marketEfficiency(
  sides: readonly SideBooks[],
  parameters: AnalysisParameters,
): MarketEfficiency | null {
  if (sides.length < 2) return null;
  const market = sides[0]!.market;
  const margins = completeBookMargins(sides);
  if (margins.length < 2) return null;
  let deviationSum = 0;
  let deviationCount = 0;
  for (const side of sides) {
    const deviation = currentStandardDeviation(side.books);
    if (Number.isNaN(deviation)) continue;
    deviationSum += deviation;
    deviationCount++;
  }
  const margin = median(margins);
  const dispersion = deviationSum / deviationCount;
  return {
    market,
    score: efficiencyScore(margin, dispersion, parameters),
    margin,
    dispersion,
    books: margins.length,
  };
}

/** The overround of every book quoting all sides on one line now. */
function completeBookMargins(sides: readonly SideBooks[]): number[] {
  const [first, ...others] = sides;
  const margins: number[] = [];
  for (const book of first!.books) {
    if (!book.quoting) continue;
    let total = 1 / book.lastPrice;
    for (const side of others) {
      const own = quotingOn(side, book);
      total = own ? total + 1 / own.lastPrice : Number.NaN;
    }
    if (!Number.isNaN(total)) margins.push(total - 1);
  }
  return margins;
}

/** The same book quoting the other side now, on the matching line. */
function quotingOn(side: SideBooks, book: BookSeries): BookSeries | null {
  for (const own of side.books) {
    if (own.book !== book.book) continue;
    return own.quoting && sameLine(side.market, book, own) ? own : null;
  }
  return null;
}

/** Spread sides mirror each other's handicap; totals share the total. */
function sameLine(market: MarketKind, a: BookSeries, b: BookSeries): boolean {
  const pa = a.lastPoint ?? undefined;
  const pb = b.lastPoint ?? undefined;
  if (market === 'spreads' && pa !== undefined && pb !== undefined) return samePoint(pa, -pb);
  return samePoint(pa, pb);
}

/** Of the implied probabilities of the books quoting now; NaN for fewer than two. */
function currentStandardDeviation(books: readonly BookSeries[]): number {
  let count = 0;
  let sum = 0;
  for (const book of books) {
    if (!book.quoting) continue;
    count++;
    sum += book.lastProb;
  }
  if (count < 2) return Number.NaN;
  const mean = sum / count;
  let squares = 0;
  for (const book of books) if (book.quoting) squares += (book.lastProb - mean) ** 2;
  return Math.sqrt(squares / count);
}

/** The event's score: the mean of its markets' scores, or null when none could be scored. */
export function eventEfficiency(markets: readonly MarketEfficiency[]): number | null {
  if (markets.length === 0) return null;
  return Math.round(markets.reduce((sum, market) => sum + market.score, 0) / markets.length);
}
