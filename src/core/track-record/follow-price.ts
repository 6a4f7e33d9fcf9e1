import { SHARP_BOOK } from '../fair-reference';
import { sameOutcome } from '../market';
import type { PricedQuote } from '../quote-selection';

export interface FollowPrice {
  readonly book: string;
  /** Net of exchange commission: what a follower's winning stake returns. */
  readonly price: number;
  readonly point: number | null;
}

/**
 * The price a follower of a signal could take on its side at the time: the best any book quoted.
 * On spreads and totals books quote different lines; the line is the sharp book's when it quotes
 * the side, else the one most books quote (ties: the lower line), so the price is compared with
 * the close of that same line.
 */
export function followPrice(quotes: readonly PricedQuote[], side: string): FollowPrice | null {
  const own = quotes.filter((quote) => sameOutcome(quote.outcome, side));
  if (own.length === 0) return null;
  const point = lineOf(own);
  let best: PricedQuote | null = null;
  for (const quote of own) {
    if ((quote.point ?? null) !== point) continue;
    if (!best || quote.effectivePrice > best.effectivePrice) best = quote;
  }
  return best ? { book: best.book, price: best.effectivePrice, point } : null;
}

function lineOf(quotes: readonly PricedQuote[]): number | null {
  const sharp = quotes.find((quote) => quote.book === SHARP_BOOK);
  if (sharp) return sharp.point ?? null;
  const counts = new Map<number | null, number>();
  for (const quote of quotes)
    counts.set(quote.point ?? null, (counts.get(quote.point ?? null) ?? 0) + 1);
  let line: number | null = null;
  let most = 0;
  for (const [point, count] of counts) {
    if (count > most || (count === most && point !== null && line !== null && point < line)) {
      line = point;
      most = count;
    }
  }
  return line;
}
