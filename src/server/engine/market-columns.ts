import type { FairMethod } from '../../core/devig';
import { isExchange, SHARP_BOOK } from '../../core/fair-reference';
import type { MarketKind } from '../../core/market';
import { hasResultModel, type MarketIdentity } from '../../core/market-type';
import { impliedResult, type FittedMiddleModel } from '../../core/middle-model';
import { effectivePrice } from '../../core/quote-selection';
import type { BlockResults } from './block-results';
import type { BlockScan } from './block-scan';
import { bookByKey } from '../odds/book-directory';
import type { BoardEvent, BoardQuote } from '../odds/price-board';
import { detectedShape, detectionMarket, identityOf, marketKey } from './market-slice';

/**
 * The board as detection reads it: one block per event and market, each quote a row of typed
 * arrays (effective price after commission, quote time, usability) written in place when a poll
 * changes it. Outcome names, points and books are interned to small integers when a row is
 * written, so a detection pass compares integers and reads numbers, and allocates only for what
 * it finds.
 */

/** Lines are multiples of a quarter point; a tolerance far below that only absorbs float noise. */
const POINT_TOLERANCE = 1e-6;

/** Outcome names compare after trimming and lower-casing, as core's sameOutcome does. */
export class NameTable {
  private readonly ids = new Map<string, number>();
  private readonly byRaw = new Map<string, number>();

  id(raw: string): number {
    let id = this.byRaw.get(raw);
    if (id !== undefined) return id;
    const normal = raw.trim().toLowerCase();
    id = this.ids.get(normal);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(normal, id);
    }
    this.byRaw.set(raw, id);
    return id;
  }
}

/** Book keys to integers, with what detection needs to know of each. */
export class BookTable {
  private readonly ids = new Map<string, number>();
  readonly keys: string[] = [];
  readonly commission: number[] = [];
  /** Core's reference exchanges (fair-reference.ts isExchange): Betfair, Matchbook, US exchanges. */
  readonly referenceExchange: boolean[] = [];
  readonly betfairExchange: boolean[] = [];

  id(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.ids.set(key, id);
      this.keys.push(key);
      const commission = bookByKey(key).commission;
      this.commission.push(commission > 0 ? commission : 0);
      const betfair = key.startsWith('betfair_ex_');
      this.betfairExchange.push(betfair);
      this.referenceExchange.push(isExchange(key));
    }
    return id;
  }

  find(key: string): number | undefined {
    return this.ids.get(key);
  }
}

export interface SetSpec {
  /** The spread's home line or the total; undefined for h2h. */
  line: number | undefined;
  /** Slot index per outcome of the set, or -1 when no quote ever named it. */
  slots: number[];
  pushPossible: boolean;
}

/** A set's fair reference as a ranking gave it: the book (or −1 for the consensus) and its prices. */
export interface ReferenceChoice {
  version: number;
  referenceLocal: number;
  kind: 'pinnacle' | 'exchange' | 'consensus';
  /** Books in the consensus; 0 for a single book. */
  count: number;
  /** The oldest stamp among the reference's rows: it is possibly stale when that one is. */
  oldestStamp: number;
  /** The prices devigged, per slot of the set. */
  input: Float64Array;
}

/**
 * A set's reference prices last devigged: every method's fair probabilities, and the default
 * method's that value bets are stated in.
 */
export interface FairCacheEntry {
  readonly input: number[];
  readonly probabilities: number[];
  readonly byMethod: Record<FairMethod, number[]>;
}

export class MarketBlock {
  size = 0;
  live = 0;
  book = new Int32Array(8);
  /** The book's place in this block (0 … books.length − 1). */
  bookLocal = new Int32Array(8);
  /** The row's venue: its book id, or −1 for any of Betfair's regional exchanges (one order book). */
  venue = new Int32Array(8);
  slot = new Int32Array(8);
  outcome = new Int32Array(8);
  /** The quote's own point (NaN for none): pair figures read it as core reads quote.point. */
  point = new Float64Array(8);
  eff = new Float64Array(8);
  commission = new Float64Array(8);
  lastUpdate = new Float64Array(8);
  alive = new Uint8Array(8);
  /** Alive with a price above 1 and a possible commission: what core's priceQuote can accept. */
  usable = new Uint8Array(8);
  refs: (BoardQuote | null)[] = [];
  readonly rowOf = new Map<string, number>();
  /** Canonical point values seen in this market. */
  readonly points: number[] = [];
  private readonly slotIndex = new Map<number, number>();
  slotCount = 0;
  readonly slotOutcome: number[] = [];
  readonly slotPoint: number[] = [];
  /** Global book ids present, by local index; and local indexes in reference preference order. */
  readonly books: number[] = [];
  private readonly localOf = new Map<number, number>();
  private bookOrder: number[] | null = [];
  private exchanges: number[] | null = [];
  /** Pinnacle's place in this block, or -1: the first fair reference core looks for. */
  pinnacleLocal = -1;
  private drawRows = 0;
  private setsCache: SetSpec[] | null = null;
  /** The most outcomes in one of the sets last built. */
  setWidth = 0;
  /** Per slot, the indexes of the sets that read it, and its place among `sides` (−1: none). */
  setsOfSlot: number[][] = [];
  firstAt = new Int32Array(0);
  secondAt = new Int32Array(0);
  /** Spreads and totals: the slots of each side at every line (home/Over, away/Under). */
  sides: { first: number[]; second: number[] } = { first: [], second: [] };
  /**
   * Spreads and totals: the slots of both sides ordered by the result their line implies, and
   * that result per slot; the block's result model is the median over these, counted per slot.
   */
  modelOrder: number[] = [];
  slotImplied = new Float64Array(0);
  /** The result model last fitted, and the median it was fitted at (NaN before the first). */
  middleCenter = Number.NaN;
  middleModel: FittedMiddleModel | null = null;
  private setsDraw = false;
  private setsEvent: BoardEvent | null = null;
  /** Detection's ranking of the rows, kept between passes (block-scan.ts). */
  scan: BlockScan | null = null;
  /**
   * When a sweep must evaluate the block again (block-detection.ts): never evaluated or its event
   * replaced (`pending`), the clock past its ranking's `validUntil` or, holding something, past
   * the last evaluation, the event started, or the clock moved back. A sweep passes over the rest.
   */
  pending = true;
  evaluatedAt = Number.NaN;
  wakeAfter = Number.NEGATIVE_INFINITY;
  startsAt = Number.NEGATIVE_INFINITY;
  /** The event the block was last evaluated with: a poll that replaces it makes the block pending. */
  event: BoardEvent | null = null;

  due(now: number): boolean {
    return this.pending || now > this.wakeAfter || now >= this.startsAt || now < this.evaluatedAt;
  }

  /** Dropped or replaced by a compacted copy: quotes that still point here look again. */
  detached = false;
  /** What each set and pair yielded at its last evaluation (block-detection.ts); null: not yet. */
  results: BlockResults | null = null;
  /** Rows whose price or time changed since the last pass; only these are ranked again... */
  readonly changedRows: number[] = [];
  /** ...unless a row came, went or turned usable or unusable: then the next pass rescans. */
  rescan = true;
  /** Rows per slot, in row order. */
  readonly rowsOfSlot: number[][] = [];
  /** Per set index: the reference prices last devigged and their fair probabilities. */
  readonly fairCache: (FairCacheEntry | undefined)[] = [];
  /** Per set index: where its fair price came from at a ranking version (block-detection.ts). */
  readonly referenceCache: (ReferenceChoice | undefined)[] = [];

  /** Full-game spreads and totals, main or alternate: the only markets with a result model. */
  readonly middles: boolean;

  constructor(
    readonly key: string,
    readonly eventId: string,
    /** The outcome layout (props and team totals are Over/Under: `totals`). */
    readonly kind: MarketKind,
    /** The source's market key and whom it is about; `market` names it in ids. */
    readonly identity: MarketIdentity,
    readonly market: string,
    readonly store: MarketColumns,
  ) {
    this.middles = hasResultModel(identity.key);
  }

  /** Writes the quote into its row, which is made for it when the block has none; returns the row. */
  write(quote: BoardQuote): number {
    let row = this.rowOf.get(quote.key);
    if (row === undefined) {
      row = this.newRow(quote);
      this.rescan = true;
      this.fill(row, quote);
    } else this.writeAt(row, quote);
    return row;
  }

  /** Writes the quote into the row that holds its key (`rowOf`): its price or time moved, or it came back. */
  writeAt(row: number, quote: BoardQuote): void {
    if (this.alive[row] === 0) {
      this.alive[row] = 1;
      this.live++;
      if (this.outcome[row] === this.store.drawId) this.drawRows++;
      this.rescan = true;
    } else {
      this.changed(row);
    }
    this.fill(row, quote);
  }

  private fill(row: number, quote: BoardQuote): void {
    const commission = this.commission[row]!;
    this.refs[row] = quote;
    this.eff[row] = effectivePrice(quote.price, commission);
    this.lastUpdate[row] = quote.lastUpdate;
    const p = quote.price;
    const usable = p > 1 && p < Infinity && commission >= 0 && commission < 1 ? 1 : 0;
    if (usable !== this.usable[row]) this.rescan = true;
    this.usable[row] = usable;
  }

  private changed(row: number) {
    if (this.rescan) return;
    // Past a handful of rows a rescan costs no more than ranking each again.
    if (this.changedRows.length >= 16) {
      this.rescan = true;
      this.changedRows.length = 0;
    } else this.changedRows.push(row);
  }

  touch(quote: BoardQuote): void {
    const row = this.rowOf.get(quote.key);
    if (row === undefined) return;
    this.refs[row] = quote;
    if (this.lastUpdate[row] !== quote.lastUpdate && this.alive[row] === 1) this.changed(row);
    this.lastUpdate[row] = quote.lastUpdate;
  }

  remove(quote: BoardQuote): void {
    const row = this.rowOf.get(quote.key);
    if (row === undefined || this.alive[row] === 0) return;
    this.rescan = true;
    this.alive[row] = 0;
    this.usable[row] = 0;
    this.refs[row] = null;
    this.live--;
    if (this.outcome[row] === this.store.drawId) this.drawRows--;
  }

  /** Local book indexes in core's reference preference order (Betfair first, then by key). */
  preferenceOrder(): number[] {
    return (this.bookOrder ??= this.store.preferenceOrder(this.books));
  }

  /** The reference exchanges among this block's books, in the same order. */
  exchangeOrder(): number[] {
    return (this.exchanges ??= this.preferenceOrder().filter(
      (local) => this.store.books.referenceExchange[this.books[local]!],
    ));
  }

  /** Whether the book can be a set's own fair reference: Pinnacle or a reference exchange. */
  referenceCandidate(local: number): boolean {
    return local === this.pinnacleLocal || this.store.books.referenceExchange[this.books[local]!]!;
  }

  /** True when a quote anywhere in this h2h market names the draw. */
  get quotesDraw(): boolean {
    return this.drawRows > 0;
  }

  /** The sets last built (`sets`), which hold until a row comes, goes or changes usability (`rescan`). */
  get builtSets(): readonly SetSpec[] | null {
    return this.setsCache;
  }

  /** The market's outcome sets, as core's outcomeSets() builds them from the same quotes. */
  sets(event: BoardEvent): SetSpec[] {
    const draw = this.kind === 'h2h' && (this.store.isSoccer(event.sportKey) || this.drawRows > 0);
    if (this.setsCache && this.setsDraw === draw && this.setsEvent === event) return this.setsCache;
    this.setsDraw = draw;
    this.setsEvent = event;
    this.setsCache = this.buildSets(event, draw);
    this.indexParts(this.setsCache);
    this.fairCache.length = 0;
    this.referenceCache.length = 0;
    // Set and pair indexes may mean other lines now: the next pass hands the market over whole.
    this.results = null;
    // A poll may move an event to another sport: the model is fitted again for the new one.
    this.middleCenter = Number.NaN;
    return this.setsCache;
  }

  /** What a change of one slot can reach: the sets and, through `sides`, the pairs that read it. */
  private indexParts(sets: SetSpec[]) {
    this.setWidth = 0;
    this.setsOfSlot = Array.from({ length: this.slotCount }, () => []);
    sets.forEach((set, index) => {
      this.setWidth = Math.max(this.setWidth, set.slots.length);
      for (const s of set.slots) if (s >= 0) this.setsOfSlot[s]!.push(index);
    });
    this.firstAt = new Int32Array(this.slotCount).fill(-1);
    this.secondAt = new Int32Array(this.slotCount).fill(-1);
    this.sides.first.forEach((s, i) => (this.firstAt[s] = i));
    this.sides.second.forEach((s, j) => (this.secondAt[s] = j));
  }

  /** Dead rows kept for a while make room for the same quote coming back; rebuilt when many. */
  get wasteful(): boolean {
    return this.size > 64 && this.live * 2 < this.size;
  }

  private buildSets(event: BoardEvent, draw: boolean): SetSpec[] {
    const names = this.store.names;
    const home = names.id(event.homeTeam);
    const away = names.id(event.awayTeam);
    if (this.kind === 'h2h') {
      const outcomes = draw ? [home, this.store.drawId, away] : [home, away];
      return [
        { line: undefined, slots: outcomes.map((o) => this.slotOf(o, -1)), pushPossible: false },
      ];
    }
    const lines: number[] = [];
    const addLine = (line: number) => {
      if (!lines.some((known) => Math.abs(known - line) < POINT_TOLERANCE)) lines.push(line);
    };
    const first = this.kind === 'spreads' ? home : this.store.overId;
    const second = this.kind === 'spreads' ? away : this.store.underId;
    this.sides = { first: [], second: [] };
    for (let s = 0; s < this.slotCount; s++) {
      const pointId = this.slotPoint[s]!;
      if (pointId < 0) continue;
      const point = this.points[pointId]!;
      const outcome = this.slotOutcome[s];
      if (outcome === first) {
        addLine(point);
        this.sides.first.push(s);
      } else if (outcome === second) {
        addLine(this.kind === 'spreads' && point !== 0 ? -point : point);
        this.sides.second.push(s);
      }
    }
    this.orderForModel();
    return lines.map((line) => {
      const secondPoint = this.kind === 'spreads' ? (line === 0 ? 0 : -line) : line;
      return {
        line,
        slots: [
          this.slotOf(first, this.findPoint(line)),
          this.slotOf(second, this.findPoint(secondPoint)),
        ],
        pushPossible: Number.isInteger(line),
      };
    });
  }

  private orderForModel() {
    const kind = this.kind === 'spreads' ? 'spreads' : 'totals';
    this.slotImplied = new Float64Array(this.slotCount);
    for (const s of this.sides.first)
      this.slotImplied[s] = impliedResult(kind, true, this.points[this.slotPoint[s]!]!);
    for (const s of this.sides.second)
      this.slotImplied[s] = impliedResult(kind, false, this.points[this.slotPoint[s]!]!);
    this.modelOrder = [...this.sides.first, ...this.sides.second].sort(
      (a, b) => this.slotImplied[a]! - this.slotImplied[b]!,
    );
  }

  private slotOf(outcome: number, pointId: number): number {
    if (pointId < -1) return -1;
    return this.slotIndex.get(outcome * 4096 + pointId + 1) ?? -1;
  }

  /** -2 when no point of this market is within tolerance of `point`. */
  private findPoint(point: number): number {
    for (let i = 0; i < this.points.length; i++) {
      if (Math.abs(this.points[i]! - point) < POINT_TOLERANCE) return i;
    }
    return -2;
  }

  private newRow(quote: BoardQuote): number {
    if (this.size === this.book.length) this.grow();
    const row = this.size++;
    this.live++;
    const bookId = this.store.books.id(quote.book);
    let local = this.localOf.get(bookId);
    if (local === undefined) {
      local = this.books.length;
      this.books.push(bookId);
      this.localOf.set(bookId, local);
      this.bookOrder = null;
      this.exchanges = null;
      if (quote.book === SHARP_BOOK) this.pinnacleLocal = local;
    }
    const outcome = this.store.names.id(quote.outcome);
    let pointId = -1;
    if (quote.point !== null) {
      pointId = this.findPoint(quote.point);
      if (pointId < 0) {
        pointId = this.points.length;
        this.points.push(quote.point);
      }
    }
    const slotKey = outcome * 4096 + pointId + 1;
    let slot = this.slotIndex.get(slotKey);
    if (slot === undefined) {
      slot = this.slotCount++;
      this.slotIndex.set(slotKey, slot);
      this.slotOutcome.push(outcome);
      this.slotPoint.push(pointId);
      this.rowsOfSlot.push([]);
      this.setsCache = null;
    }
    this.book[row] = bookId;
    this.bookLocal[row] = local;
    this.venue[row] = this.store.books.betfairExchange[bookId] ? -1 : bookId;
    this.slot[row] = slot;
    this.outcome[row] = outcome;
    // Part of the quote's key, as its outcome is: a row's point never changes.
    this.point[row] = quote.point ?? Number.NaN;
    this.commission[row] = this.store.books.commission[bookId]!;
    this.alive[row] = 1;
    if (outcome === this.store.drawId) this.drawRows++;
    this.rowOf.set(quote.key, row);
    this.rowsOfSlot[slot]!.push(row);
    this.refs.push(quote);
    return row;
  }

  private grow() {
    const cap = this.book.length * 2;
    const int = (from: Int32Array) => {
      const next = new Int32Array(cap);
      next.set(from);
      return next;
    };
    const float = (from: Float64Array) => {
      const next = new Float64Array(cap);
      next.set(from);
      return next;
    };
    this.book = int(this.book);
    this.bookLocal = int(this.bookLocal);
    this.venue = int(this.venue);
    this.slot = int(this.slot);
    this.outcome = int(this.outcome);
    this.point = float(this.point);
    this.eff = float(this.eff);
    this.commission = float(this.commission);
    this.lastUpdate = float(this.lastUpdate);
    const bytes = (from: Uint8Array) => {
      const next = new Uint8Array(cap);
      next.set(from);
      return next;
    };
    this.alive = bytes(this.alive);
    this.usable = bytes(this.usable);
  }
}

/** Where a quote's row is. */
interface QuoteHome {
  readonly block: MarketBlock;
  readonly row: number;
}

/** Every detected market of the board as blocks, kept in step with the board's diffs. */
export class MarketColumns {
  readonly names = new NameTable();
  readonly books = new BookTable();
  readonly blocks = new Map<string, MarketBlock>();
  private readonly byEvent = new Map<string, MarketBlock[]>();
  /**
   * Each quote's block and row, by the quote's key: a price change finds its row with one lookup
   * in this map, not one here and another in its block's.
   */
  private readonly homeOf = new Map<string, QuoteHome>();
  readonly drawId = this.names.id('Draw');
  readonly overId = this.names.id('Over');
  readonly underId = this.names.id('Under');
  private readonly soccer = new Map<string, boolean>();

  isSoccer(sportKey: string): boolean {
    let value = this.soccer.get(sportKey);
    if (value === undefined) {
      value = sportKey.toLowerCase().startsWith('soccer');
      this.soccer.set(sportKey, value);
    }
    return value;
  }

  /** Local book indexes ordered as core's reference search tries them: Betfair first, then by key. */
  preferenceOrder(books: readonly number[]): number[] {
    const rank = (id: number) => (this.books.betfairExchange[id] ? 0 : 1);
    return books
      .map((id, local) => ({ id, local }))
      .sort((a, b) => {
        const ka = this.books.keys[a.id]!;
        const kb = this.books.keys[b.id]!;
        return rank(a.id) - rank(b.id) || (ka < kb ? -1 : ka > kb ? 1 : 0);
      })
      .map((entry) => entry.local);
  }

  /** The block a quote belongs to, or undefined for markets detection does not read. */
  blockFor(quote: BoardQuote, create: boolean): MarketBlock | undefined {
    // By the quote's own key first: no string is built on the hot path of a price change.
    const known = this.homeOf.get(quote.key)?.block;
    if (known && !known.detached) return known;
    const shape = detectedShape(quote.market);
    if (shape === null) return undefined;
    const description = quote.description ?? null;
    const market = detectionMarket(quote.market, description);
    const key = marketKey(quote.eventId, market);
    let block = this.blocks.get(key);
    if (!block && create) {
      const identity = identityOf(quote.market, description);
      block = new MarketBlock(key, quote.eventId, shape, identity, market, this);
      this.blocks.set(key, block);
      let list = this.byEvent.get(quote.eventId);
      if (!list) this.byEvent.set(quote.eventId, (list = []));
      list.push(block);
    }
    return block;
  }

  write(quote: BoardQuote): MarketBlock | undefined {
    // A live block keeps a key's row for as long as it lives (compact makes a new block).
    const home = this.homeOf.get(quote.key);
    if (home !== undefined && !home.block.detached) {
      home.block.writeAt(home.row, quote);
      return home.block;
    }
    const block = this.blockFor(quote, true);
    if (block) this.homeOf.set(quote.key, { block, row: block.write(quote) });
    return block;
  }

  touch(quote: BoardQuote): MarketBlock | undefined {
    const block = this.blockFor(quote, false);
    block?.touch(quote);
    return block;
  }

  remove(quote: BoardQuote): MarketBlock | undefined {
    const block = this.blockFor(quote, false);
    block?.remove(quote);
    this.homeOf.delete(quote.key);
    return block;
  }

  /**
   * A poll may replace the event's record (teams, start): its blocks are evaluated again. Returns
   * them: an event market bought per event is not in the featured poll's diff, yet its
   * opportunities end when the event's start moves past.
   */
  eventSeen(event: BoardEvent): MarketBlock[] {
    const replaced: MarketBlock[] = [];
    for (const block of this.byEvent.get(event.id) ?? [])
      if (block.event !== null && block.event !== event) {
        block.pending = true;
        replaced.push(block);
      } else if (block.event !== event) block.pending = true;
    return replaced;
  }

  /** Returns the keys of the event's blocks. */
  dropEvent(eventId: string): string[] {
    const keys: string[] = [];
    for (const block of this.byEvent.get(eventId) ?? []) {
      keys.push(block.key);
      block.detached = true;
      this.blocks.delete(block.key);
      for (const key of block.rowOf.keys()) this.homeOf.delete(key);
    }
    this.byEvent.delete(eventId);
    return keys;
  }

  /** Rebuilds a block from its live rows, in their order. */
  compact(block: MarketBlock): void {
    const quotes = block.refs.filter((quote): quote is BoardQuote => quote !== null);
    const list = this.byEvent.get(block.eventId);
    const fresh = new MarketBlock(
      block.key,
      block.eventId,
      block.kind,
      block.identity,
      block.market,
      this,
    );
    for (const quote of quotes)
      this.homeOf.set(quote.key, { block: fresh, row: fresh.write(quote) });
    for (const key of block.rowOf.keys()) if (!fresh.rowOf.has(key)) this.homeOf.delete(key);
    block.detached = true;
    this.blocks.set(block.key, fresh);
    if (list) list[list.indexOf(block)] = fresh;
  }

  /** Everything from scratch, from the board's current quotes (start-up, after a restore). */
  rebuild(quotes: Iterable<BoardQuote>): void {
    for (const block of this.blocks.values()) block.detached = true;
    this.blocks.clear();
    this.byEvent.clear();
    this.homeOf.clear();
    for (const quote of quotes) this.write(quote);
  }
}
