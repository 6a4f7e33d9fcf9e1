import { marketMedian } from '../../core/opportunity-trust';
import type { BoardQuote, PriceBoard } from '../odds/price-board';
import { positionLegs, type Candidate } from './candidates';
import { splitMarketKey } from './market-slice';

export interface MarketContext {
  /** Distinct books quoting this market of the event. */
  readonly booksQuoting: number;
  /** Per leg, in the legs' order: the median price the other books quote for that outcome. */
  readonly legMedians: readonly (number | null)[];
}

interface ContextLeg {
  readonly book: string;
  readonly outcome: string;
  readonly point?: number;
}

function contextLegs(candidate: Candidate): readonly ContextLeg[] {
  return positionLegs(candidate) ?? [candidate.kind === 'value' ? candidate.value : []].flat();
}

/**
 * What the rest of the market says about an opportunity's legs, read from the board when the
 * legs change (not per request): how many books quote the market, and what the others pay for
 * each leg's outcome and line. Outcome names compare without case, as detection does. `rows`:
 * the quotes of the candidate's market block (null where a row left), which hold every quote of
 * the market the board holds; without them the event's quotes are read off the board.
 */
export function marketContextOf(
  board: PriceBoard,
  candidate: Candidate,
  rows?: readonly (BoardQuote | null)[],
): MarketContext {
  const { eventId, market, description } = splitMarketKey(candidate.marketKey);
  const books = new Set<string>();
  const quotes = (rows ?? board.quotesOfEvent(eventId)).filter(
    (quote): quote is BoardQuote =>
      quote !== null && quote.market === market && (quote.description ?? null) === description,
  );
  for (const quote of quotes) books.add(quote.book);
  const legMedians = contextLegs(candidate).map((leg) => {
    const outcome = leg.outcome.toLowerCase();
    const point = leg.point ?? null;
    const others: number[] = [];
    for (const quote of quotes) {
      if (quote.book === leg.book || quote.point !== point) continue;
      if (quote.outcome.toLowerCase() === outcome) others.push(quote.price);
    }
    return marketMedian(others);
  });
  return { booksQuoting: books.size, legMedians };
}
