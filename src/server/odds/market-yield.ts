import { z } from 'zod';
import type { WireEventOdds } from './wire-format';

/**
 * What a bought market was worth, learned from the answers themselves: every market costs the
 * same credits whatever it holds, but an alternate ladder with a dozen lines, or a prop on which
 * books quote the same line, gives books far more chances to disagree than a half-time winner
 * does. The planner spends first on the markets whose past answers came closest to arbitrage.
 */

/**
 * A two-way pair counts as close when its best prices across books imply at most this much
 * (1 is an arbitrage). Arbitrage itself is a rare slip that lasts until a book re-reads the game;
 * a pair within a point of it is where the next slip happens, and is seen far more often, so a
 * few answers tell one market from another.
 */
export const CLOSE_IMPLIED_SUM = 1.01;

export interface AnswerYield {
  /** Market key → its two-way pairs within a point of arbitrage. */
  readonly byMarket: Map<string, number>;
  /** Book → the close pairs in which it held a best price (a leg the next slip would use). */
  readonly byBook: Map<string, number>;
}

/** One answer's close pairs, per market key and per book holding a best price in them. */
export function closePairsOf(wire: WireEventOdds, markets: readonly string[]): AnswerYield {
  const wanted = new Set(markets);
  // Market key → pair (description | absolute line) → side → best price and its books.
  const best = new Map<string, Map<string, Map<string, { price: number; books: string[] }>>>();
  for (const book of wire.bookmakers) {
    for (const market of book.markets) {
      if (!wanted.has(market.key)) continue;
      let pairs = best.get(market.key);
      if (!pairs) best.set(market.key, (pairs = new Map()));
      for (const o of market.outcomes) {
        // A spread's home −3.5 and away +3.5 are one pair; an Over and an Under share the line.
        const pair = `${o.description ?? ''}|${o.point === undefined ? '' : Math.abs(o.point)}`;
        let sides = pairs.get(pair);
        if (!sides) pairs.set(pair, (sides = new Map()));
        const side = `${o.name}|${o.point ?? ''}`;
        const held = sides.get(side);
        if (!held || o.price > held.price) sides.set(side, { price: o.price, books: [book.key] });
        else if (o.price === held.price) held.books.push(book.key);
      }
    }
  }
  const byMarket = new Map<string, number>();
  const byBook = new Map<string, number>();
  for (const key of wanted) {
    let count = 0;
    for (const sides of best.get(key)?.values() ?? []) {
      if (sides.size !== 2) continue;
      let implied = 0;
      for (const { price } of sides.values()) implied += 1 / price;
      if (implied > CLOSE_IMPLIED_SUM) continue;
      count++;
      for (const { books } of sides.values())
        for (const book of books) byBook.set(book, (byBook.get(book) ?? 0) + 1);
    }
    byMarket.set(key, count);
  }
  return { byMarket, byBook };
}

/** Older answers fade: a market's worth moves with the season, the books and their lines. */
const DECAY = 0.97;

const learned = z.number().finite().nonnegative();
/** What `MarketYields` has learned, as it is kept across restarts (`market-yield-store.ts`). */
export const yieldsSnapshotSchema = z.object({
  /** `sport|key` → decayed purchases and close pairs. */
  markets: z.array(z.tuple([z.string(), learned, learned])),
  /** `sport|book` → decayed close pairs in which the book held a best price. */
  books: z.array(z.tuple([z.string(), learned])),
});
export type YieldsSnapshot = z.infer<typeof yieldsSnapshotSchema>;

/**
 * Close pairs per purchase of each sport's market keys, decayed. A key never bought has no
 * estimate: the planner tries it before it trusts what it has learned of the others.
 */
export class MarketYields {
  private readonly seen = new Map<string, { purchases: number; close: number }>();
  private readonly books = new Map<string, number>();
  /** Whether anything was learned since the last `snapshot()`. */
  changed = false;

  snapshot(): YieldsSnapshot {
    this.changed = false;
    return {
      markets: [...this.seen].map(([id, { purchases, close }]) => [id, purchases, close]),
      books: [...this.books],
    };
  }

  /** What a restart had learned before: put back, and added to by the answers from now on. */
  restore(snapshot: YieldsSnapshot) {
    for (const [id, purchases, close] of snapshot.markets) this.seen.set(id, { purchases, close });
    for (const [id, held] of snapshot.books) this.books.set(id, held);
  }

  record(sport: string, answer: AnswerYield) {
    this.changed = true;
    for (const [id, held] of this.books)
      if (id.startsWith(`${sport}|`)) this.books.set(id, held * DECAY);
    for (const [book, held] of answer.byBook) {
      const id = `${sport}|${book}`;
      this.books.set(id, (this.books.get(id) ?? 0) + held);
    }
    for (const [key, close] of answer.byMarket) {
      const id = `${sport}|${key}`;
      const prior = this.seen.get(id) ?? { purchases: 0, close: 0 };
      this.seen.set(id, {
        purchases: prior.purchases * DECAY + 1,
        close: prior.close * DECAY + close,
      });
    }
  }

  /**
   * Close pairs a purchase of this key is expected to hold; null when never bought. One pair is
   * assumed before the first answer (so one empty answer does not rule a market out for good).
   */
  estimate(sport: string, key: string): number | null {
    const seen = this.seen.get(`${sport}|${key}`);
    return seen ? (seen.close + 1) / (seen.purchases + 1) : null;
  }

  /** How often (decayed) a book held a best price of a close pair in this sport's answers. */
  bookWorth(sport: string, book: string): number {
    return this.books.get(`${sport}|${book}`) ?? 0;
  }
}
