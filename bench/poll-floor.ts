interface RawOutcome {
  name: string;
  price: number;
  point?: number;
}
interface RawEvent {
  id: string;
  bookmakers: {
    key: string;
    last_update: string;
    markets: { key: string; outcomes: RawOutcome[] }[];
  }[];
}

/**
 * The least a board that keeps one keyed object per price pays for a first poll, beside which the
 * real parse + validate + apply is judged: JSON.parse, then per outcome one quote-shaped object
 * under a joined key in one map. No validation, no diff, no slots. Returns how many it kept.
 */
export function objectPerPriceFloor(text: string): number {
  const events = JSON.parse(text) as RawEvent[];
  const board = new Map<string, object>();
  for (const event of events)
    for (const book of event.bookmakers)
      for (const market of book.markets)
        for (const outcome of market.outcomes) {
          const point = outcome.point ?? null;
          const key = `${event.id}|${market.key}|${outcome.name}|${point ?? ''}|${book.key}`;
          board.set(key, {
            key,
            eventId: event.id,
            market: market.key,
            outcome: outcome.name,
            point,
            book: book.key,
            price: outcome.price,
            lastUpdate: 0,
            betLimit: null,
          });
        }
  return board.size;
}
