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

/**
 * The floor under any engine on this access pattern: the same picks and diffs, each only finding
 * its quote's place by key in one map of every quote (as the columns do) and reading a number
 * there. Random quotes of a large board are cold in the cache; this is what that alone costs.
 * Returns the microseconds per move; `sum` keeps the reads from being optimised away.
 */
export function singleMoveFloor(quotes: readonly BoardQuote[], now: number, moves: number) {
  const places = new Map<string, { price: number }>();
  for (const quote of quotes) places.set(quote.key, { price: quote.price });
  const { pick, diffOf } = singlePriceMoves(quotes as BoardQuote[], now);
  let sum = 0;
  const started = performance.now();
  for (let i = 0; i < moves; i++) {
    const diff = diffOf(pick());
    sum += places.get(diff.changed[0]!.quote.key)?.price ?? 0;
  }
  return { usPerMove: ((performance.now() - started) / moves) * 1000, sum };
}
