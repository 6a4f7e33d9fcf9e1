import { z } from 'zod';
import { PICKEM_BOOK_KEYS } from './wire-ingest';

/**
 * Reads `/events/{id}/markets` (which market keys each book lists on one event) book by book: a
 * malformed book or market entry is dropped and counted, the rest kept. Pick'em sites are left
 * out: their markets can never be bought as prices.
 */

const marketEntry = z.object({
  key: z.string().min(1),
  last_update: z.iso.datetime({ offset: true }),
});
const bookEntry = z.object({
  key: z.string().min(1),
  title: z.string(),
  markets: z.array(z.unknown()),
});
const eventHeader = z.object({
  id: z.string().min(1),
  sport_key: z.string().min(1),
  commence_time: z.iso.datetime({ offset: true }),
  home_team: z.string().nullable(),
  away_team: z.string().nullable(),
  bookmakers: z.array(z.unknown()),
});

export interface ListedMarkets {
  readonly eventId: string;
  readonly sport: string;
  readonly commenceTime: number;
  /** Book key → the market keys it lists, with when each last changed (ms). */
  readonly books: ReadonlyMap<string, readonly { key: string; lastUpdate: number }[]>;
  readonly dropped: { book: number; market: number; pickem: number };
}

export class NotAnEventMarketsBodyError extends Error {
  constructor(detail: string) {
    super(`the event markets body is not an event with bookmakers: ${detail}`);
  }
}

export function readEventMarkets(body: unknown): ListedMarkets {
  const head = eventHeader.safeParse(body);
  if (!head.success)
    throw new NotAnEventMarketsBodyError(head.error.issues[0]?.path.join('.') || '(root)');
  const dropped = { book: 0, market: 0, pickem: 0 };
  const books = new Map<string, { key: string; lastUpdate: number }[]>();
  for (const raw of head.data.bookmakers) {
    const book = bookEntry.safeParse(raw);
    if (!book.success) {
      dropped.book++;
      continue;
    }
    if (PICKEM_BOOK_KEYS.has(book.data.key)) {
      dropped.pickem++;
      continue;
    }
    const markets: { key: string; lastUpdate: number }[] = [];
    for (const rawMarket of book.data.markets) {
      const market = marketEntry.safeParse(rawMarket);
      if (market.success)
        markets.push({ key: market.data.key, lastUpdate: Date.parse(market.data.last_update) });
      else dropped.market++;
    }
    books.set(book.data.key, markets);
  }
  return {
    eventId: head.data.id,
    sport: head.data.sport_key,
    commenceTime: Date.parse(head.data.commence_time),
    books,
    dropped,
  };
}
