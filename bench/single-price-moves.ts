import type { BoardDiff, BoardQuote } from '../src/server/odds/price-board';

/**
 * The detection bench's single-price updates: a fixed pseudo-random walk over the board's quotes,
 * each move a one-cent step published as the feed publishes a poll's diff. Shared by the bench
 * and its profile, so both time the same sequence.
 */
export function singlePriceMoves(quotes: readonly BoardQuote[], now: number) {
  let state = 99;
  const pick = (): BoardQuote => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return quotes[state % quotes.length]!;
  };
  const diffOf = (quote: BoardQuote): BoardDiff => {
    const previousPrice = quote.price;
    quote.price = Math.round((quote.price + (quote.price > 3 ? -0.01 : 0.01)) * 100) / 100;
    return {
      sportKey: quote.eventId,
      at: now,
      changed: [{ quote, previousPrice }],
      removed: [],
      refreshed: [],
      events: [],
      removedEventIds: [],
      withdrawnAt: new Map(),
    };
  };
  return { pick, diffOf };
}
