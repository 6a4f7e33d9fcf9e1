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

/** Per market key of one answer: its two-way pairs within a point of arbitrage. */
export function closePairsByMarket(
  wire: WireEventOdds,
  markets: readonly string[],
): Map<string, number> {
  const wanted = new Set(markets);
  // Market key → pair (description | absolute line) → side → best price.
  const best = new Map<string, Map<string, Map<string, number>>>();
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
        sides.set(side, Math.max(sides.get(side) ?? 0, o.price));
      }
    }
  }
  const close = new Map<string, number>();
  for (const key of wanted) {
    let count = 0;
    for (const sides of best.get(key)?.values() ?? []) {
      if (sides.size !== 2) continue;
      let implied = 0;
      for (const price of sides.values()) implied += 1 / price;
      if (implied <= CLOSE_IMPLIED_SUM) count++;
    }
    close.set(key, count);
  }
  return close;
}

/** Older answers fade: a market's worth moves with the season, the books and their lines. */
const DECAY = 0.97;

/**
 * Close pairs per purchase of each sport's market keys, decayed. A key never bought has no
 * estimate: the planner tries it before it trusts what it has learned of the others.
 */
export class MarketYields {
  private readonly seen = new Map<string, { purchases: number; close: number }>();

  record(sport: string, closeByMarket: ReadonlyMap<string, number>) {
    for (const [key, close] of closeByMarket) {
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
}
