import type { MarketKind } from '../market';

/**
 * One recorded price change, as the server's price history holds it. `at` is the quote's own
 * update time (the book's `last_update`), not the time Arbiter polled: several moves can land in
 * one poll, and only the books' own times tell which came first.
 */
export interface PricePoint {
  readonly book: string;
  readonly outcome: string;
  /** Handicap for spreads (signed from the outcome's side), total for totals, null for h2h. */
  readonly point: number | null;
  /** Decimal price; null when the book withdrew the quote. */
  readonly price: number | null;
  /** The quote's own last update, ms since the epoch. */
  readonly at: number;
}

/**
 * Recorded prices in columns, many sides in one table. The analysis reads millions of prices;
 * typed columns read in order cost a fraction of as many scattered objects, and books are
 * numbers instead of names to look up.
 */
export interface PriceTable {
  /** Book names by number; `book` holds the numbers. */
  readonly bookNames: readonly string[];
  readonly book: Int32Array;
  readonly at: Float64Array;
  /** Decimal price; NaN where the book withdrew the quote. */
  readonly price: Float64Array;
  /** Handicap or total; NaN on h2h. */
  readonly point: Float64Array;
}

/** One side's run of rows in a table: [start, end), ideally in time order. */
export interface PriceRows {
  readonly table: PriceTable;
  readonly start: number;
  readonly end: number;
}

/** Every recorded price of one side (outcome) of one market of one event, all books together. */
export interface SideHistory {
  readonly market: MarketKind;
  readonly outcome: string;
  readonly prices: PriceRows;
}

/**
 * Appends sides' prices to one growing table; each side's rows come out contiguous. With
 * `shared`, the columns live in SharedArrayBuffers, so the table reaches worker threads without
 * being copied.
 */
export class PriceTableBuilder {
  private readonly names: string[] = [];
  private readonly numbers = new Map<string, number>();
  private length = 0;
  private sideStart = 0;
  /**
   * The one table every side built here points at. Growing replaces its columns (copied), so it
   * always holds every row, and a structured clone of many sides carries it once.
   */
  private readonly table: { -readonly [K in keyof PriceTable]: PriceTable[K] };

  constructor(private readonly options: { shared?: boolean; capacity?: number } = {}) {
    const size = Math.max(16, options.capacity ?? 1024);
    this.table = {
      bookNames: this.names,
      book: new Int32Array(this.buffer(4 * size)),
      at: new Float64Array(this.buffer(8 * size)),
      price: new Float64Array(this.buffer(8 * size)),
      point: new Float64Array(this.buffer(8 * size)),
    };
  }

  private buffer(bytes: number): ArrayBufferLike {
    return this.options.shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
  }

  /** Appends one price of the side being built. */
  add(book: string, at: number, price: number | null, point: number | null): void {
    if (this.length === this.table.book.length) this.grow();
    let number = this.numbers.get(book);
    if (number === undefined) {
      number = this.names.length;
      this.names.push(book);
      this.numbers.set(book, number);
    }
    const row = this.length++;
    const { table } = this;
    table.book[row] = number;
    table.at[row] = at;
    table.price[row] = price ?? Number.NaN;
    table.point[row] = point ?? Number.NaN;
  }

  /**
   * Closes the side built since the last call: its rows, sorted by time when they were not
   * (stable, so equal times keep the order they were recorded in).
   */
  endSide(market: MarketKind, outcome: string): SideHistory {
    const start = this.sideStart;
    const end = this.length;
    this.sideStart = end;
    this.sortRows(start, end);
    return { market, outcome, prices: { table: this.table, start, end } };
  }

  /** Appends a side given as price points (their outcome is not read: the side names it). */
  addSide(market: MarketKind, outcome: string, points: readonly PricePoint[]): SideHistory {
    for (const point of points) this.add(point.book, point.at, point.price, point.point);
    return this.endSide(market, outcome);
  }

  private grow(): void {
    const { table } = this;
    const size = 2 * table.book.length;
    const book = new Int32Array(this.buffer(4 * size));
    const at = new Float64Array(this.buffer(8 * size));
    const price = new Float64Array(this.buffer(8 * size));
    const point = new Float64Array(this.buffer(8 * size));
    book.set(table.book);
    at.set(table.at);
    price.set(table.price);
    point.set(table.point);
    Object.assign(table, { book, at, price, point });
  }

  private sortRows(start: number, end: number): void {
    const { at } = this.table;
    let sorted = true;
    for (let i = start + 1; i < end && sorted; i++) sorted = at[i - 1]! <= at[i]!;
    if (sorted) return;
    const order = Array.from({ length: end - start }, (_, i) => start + i).sort(
      (a, b) => at[a]! - at[b]! || a - b,
    );
    const copy = (column: Int32Array | Float64Array) => {
      const values = order.map((row) => column[row]!);
      column.set(values, start);
    };
    copy(this.table.book);
    copy(at);
    copy(this.table.price);
    copy(this.table.point);
  }
}

/** One side from price points, in a table of its own (tests, and callers holding points). */
export function sideHistoryOf(
  market: MarketKind,
  outcome: string,
  points: readonly PricePoint[],
): SideHistory {
  return new PriceTableBuilder().addSide(market, outcome, points);
}

/** Groups one market's price points by outcome, keeping their order. */
export function sidesOf(market: MarketKind, points: readonly PricePoint[]): SideHistory[] {
  const byOutcome = new Map<string, PricePoint[]>();
  for (const point of points) {
    const own = byOutcome.get(point.outcome);
    if (own) own.push(point);
    else byOutcome.set(point.outcome, [point]);
  }
  const builder = new PriceTableBuilder();
  return [...byOutcome].map(([outcome, own]) => builder.addSide(market, outcome, own));
}

/** The side's prices back as points, in row order (price charts, tests). */
export function pointsOf(side: SideHistory): PricePoint[] {
  const { table, start, end } = side.prices;
  const points: PricePoint[] = [];
  for (let row = start; row < end; row++) {
    const price = table.price[row]!;
    const point = table.point[row]!;
    points.push({
      book: table.bookNames[table.book[row]!]!,
      outcome: side.outcome,
      point: Number.isNaN(point) ? null : point,
      price: Number.isNaN(price) ? null : price,
      at: table.at[row]!,
    });
  }
  return points;
}
