/**
 * One event's places on the board, nested book → market → outcome → point (NaN on h2h). A poll
 * looks each price up by the names it parsed, book and market once per bookmaker and market:
 * building a joined key string per price cost more than the rest of applying it.
 */
export class EventSlots<S> {
  private readonly byBook = new Map<string, Map<string, Map<string, Map<number, S>>>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The market's outcomes of a book, made when missing. */
  outcomesOf(book: string, market: string): Map<string, Map<number, S>> {
    let markets = this.byBook.get(book);
    if (!markets) this.byBook.set(book, (markets = new Map()));
    let outcomes = markets.get(market);
    if (!outcomes) markets.set(market, (outcomes = new Map()));
    return outcomes;
  }

  /** Places a slot in the outcomes of outcomesOf(); a slot already there is replaced. */
  put(outcomes: Map<string, Map<number, S>>, outcome: string, point: number | null, slot: S) {
    let byPoint = outcomes.get(outcome);
    if (!byPoint) outcomes.set(outcome, (byPoint = new Map()));
    const key = point ?? Number.NaN;
    if (!byPoint.has(key)) this.count++;
    byPoint.set(key, slot);
  }

  set(book: string, market: string, outcome: string, point: number | null, slot: S) {
    this.put(this.outcomesOf(book, market), outcome, point, slot);
  }

  *values(): IterableIterator<S> {
    for (const markets of this.byBook.values())
      for (const outcomes of markets.values())
        for (const byPoint of outcomes.values()) yield* byPoint.values();
  }

  /** Removes every slot `keep` refuses, handing each to `removed`; empty levels go too. */
  sweep(keep: (slot: S) => boolean, removed: (slot: S) => void): void {
    for (const [book, markets] of this.byBook) {
      for (const [market, outcomes] of markets) {
        for (const [outcome, byPoint] of outcomes) {
          for (const [point, slot] of byPoint) {
            if (keep(slot)) continue;
            removed(slot);
            byPoint.delete(point);
            this.count--;
          }
          if (byPoint.size === 0) outcomes.delete(outcome);
        }
        if (outcomes.size === 0) markets.delete(market);
      }
      if (markets.size === 0) this.byBook.delete(book);
    }
  }
}
