/** A slot's identity within its book and market. */
export interface OutcomeSlot {
  readonly quote: {
    readonly outcome: string;
    readonly point: number | null;
    readonly description?: string | null;
  };
}

const samePoint = (a: number | null, b: number | null) => a === b;
/** A prop market lists the same side and line once per player: the player tells them apart. */
const sameDescription = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? null) === (b ?? null);

/**
 * One event's places on the board: book → market → a short list of slots, one per outcome and
 * point. A poll looks each price up by the names it parsed (book and market once per bookmaker
 * and market, then a scan of a handful of outcomes, starting where the last poll had it):
 * building and hashing a joined key string per price cost more than the rest of applying it.
 */
export class EventSlots<S extends OutcomeSlot> {
  private readonly byBook = new Map<string, Map<string, S[]>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The market's slots of a book, made when missing. */
  slotsOf(book: string, market: string): S[] {
    let markets = this.byBook.get(book);
    if (!markets) this.byBook.set(book, (markets = new Map()));
    let slots = markets.get(market);
    if (!slots) markets.set(market, (slots = []));
    return slots;
  }

  /** The slot of an outcome and point among a market's slots; `hint` is where to look first. */
  static find<S extends OutcomeSlot>(
    slots: readonly S[],
    outcome: string,
    point: number | null,
    hint: number,
    description: string | null = null,
  ): S | undefined {
    const guess = slots[hint];
    if (
      guess &&
      guess.quote.outcome === outcome &&
      samePoint(guess.quote.point, point) &&
      sameDescription(guess.quote.description, description)
    ) {
      return guess;
    }
    for (const slot of slots) {
      if (
        slot.quote.outcome === outcome &&
        samePoint(slot.quote.point, point) &&
        sameDescription(slot.quote.description, description)
      )
        return slot;
    }
    return undefined;
  }

  /** Adds a slot to a market's slots (from slotsOf) that has none for its outcome and point. */
  add(slots: S[], slot: S): void {
    slots.push(slot);
    this.count++;
  }

  set(book: string, market: string, slot: S): void {
    const slots = this.slotsOf(book, market);
    const index = slots.findIndex(
      (own) =>
        own.quote.outcome === slot.quote.outcome &&
        samePoint(own.quote.point, slot.quote.point) &&
        sameDescription(own.quote.description, slot.quote.description),
    );
    if (index >= 0) slots[index] = slot;
    else this.add(slots, slot);
  }

  *values(): IterableIterator<S> {
    for (const markets of this.byBook.values()) for (const slots of markets.values()) yield* slots;
  }

  /** Removes every slot `keep` refuses, handing each to `removed`; empty levels go too. */
  sweep(keep: (slot: S) => boolean, removed: (slot: S) => void): void {
    for (const [book, markets] of this.byBook) {
      for (const [market, slots] of markets) {
        let kept = 0;
        for (const slot of slots) {
          if (keep(slot)) slots[kept++] = slot;
          else removed(slot);
        }
        this.count -= slots.length - kept;
        slots.length = kept;
        if (kept === 0) markets.delete(market);
      }
      if (markets.size === 0) this.byBook.delete(book);
    }
  }
}
