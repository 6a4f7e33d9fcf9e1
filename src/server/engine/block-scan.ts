import type { MarketBlock } from './market-columns';

/**
 * A block's best rows per outcome slot, kept between passes: the best price of each slot, the
 * best at another venue than that one's (what value detection falls back on when the best is at
 * the reference's venue), each book's best per slot, and the usable, fresh-enough rows per slot.
 *
 * Which rows count and how they rank depend on the clock only through each row's age, and ages
 * keep their order as time passes until a row ages out or a quote stamped ahead of the clock stops
 * reading as age 0. `validUntil` is the first such instant; before it, a pass re-ranks only the
 * rows whose price or time changed, and rescans a slot only when its best row got worse.
 */
export class BlockScan {
  /** Moves whenever the ranking does: what was derived from an unchanged ranking still holds. */
  version = 0;
  at = Number.NEGATIVE_INFINITY;
  validUntil = Number.NEGATIVE_INFINITY;
  readonly best: Int32Array;
  readonly other: Int32Array;
  readonly perBook: Int32Array;
  readonly counts: Int32Array;
  readonly included: Uint8Array;
  /**
   * Per slot, the version at which its best or other-venue best last changed (the row, or that
   * row's price or time), and at which any book's best in it did; `model` is the version at which
   * the counted rows last changed. Results derived from a slot at a later version still hold.
   */
  readonly top: Float64Array;
  readonly book: Float64Array;
  /**
   * Per slot, the version at which a row of a book that can be a set's own fair reference
   * (Pinnacle or a reference exchange) last changed: a set referenced by one of them reads no
   * other book's rows but its slots' bests, so a move elsewhere in the slot leaves it as it was.
   */
  readonly sharp: Float64Array;
  model = 0;
  /**
   * Whether the last pass only re-ranked changed rows, and the slots of those rows: no other
   * slot's versions moved in it.
   */
  incremental = false;
  readonly moved: number[] = [];
  /** Each counted row's effective price and stamp when last ranked: did a change make it worse? */
  readonly rankedEff: Float64Array;
  readonly rankedStamp: Float64Array;

  constructor(
    readonly slots: number,
    readonly books: number,
    capacity: number,
  ) {
    this.best = new Int32Array(slots);
    this.other = new Int32Array(slots);
    this.perBook = new Int32Array(slots * books);
    this.counts = new Int32Array(slots);
    this.top = new Float64Array(slots);
    this.book = new Float64Array(slots);
    this.sharp = new Float64Array(slots);
    this.included = new Uint8Array(capacity);
    this.rankedEff = new Float64Array(capacity);
    this.rankedStamp = new Float64Array(capacity);
  }
}

/** One counter for every block: a ranking never takes a version it or a predecessor had. */
let versions = 0;

/** The newest version handed out: whatever is derived now is newer than every slot's version. */
export const latestVersion = () => versions;

// The block being ranked: module state rather than closures, so the hot loops allocate nothing.
let now = 0;
let effs: Float64Array = new Float64Array(0);
let stamps: Float64Array = new Float64Array(0);
let rowBook: Int32Array = new Int32Array(0);
let bookKeys: readonly string[] = [];

/** A row's age at the pass's clock; a stamp ahead of the clock is skew, not a negative age. */
export function ageOf(r: number): number {
  return Math.max(0, now - stamps[r]!);
}

/** Core's isBetter: higher effective price, then the fresher quote, then the book key. */
export function better(r: number, current: number): boolean {
  if (current < 0) return true;
  const a = effs[r]!;
  const b = effs[current]!;
  if (a !== b) return a > b;
  const ageA = ageOf(r);
  const ageB = ageOf(current);
  if (ageA !== ageB) return ageA < ageB;
  return bookKeys[rowBook[r]!]! < bookKeys[rowBook[current]!]!;
}

/** The block's slot state at `at`, brought up to date from its changed rows or rebuilt. */
export function scanOf(
  block: MarketBlock,
  at: number,
  limitAge: number,
  keys: readonly string[],
): BlockScan {
  now = at;
  effs = block.eff;
  stamps = block.lastUpdate;
  rowBook = block.book;
  bookKeys = keys;
  let scan = block.scan;
  if (
    scan !== null &&
    !block.rescan &&
    scan.slots === block.slotCount &&
    scan.books === block.books.length &&
    scan.included.length >= block.size &&
    at >= scan.at &&
    at <= scan.validUntil
  ) {
    if (block.changedRows.length > 0) scan.version = ++versions;
    scan.incremental = true;
    scan.moved.length = 0;
    for (const r of block.changedRows) {
      updateRow(block, scan, r, limitAge);
      scan.moved.push(block.slot[r]!);
    }
  } else {
    if (
      scan === null ||
      scan.slots !== block.slotCount ||
      scan.books !== block.books.length ||
      scan.included.length < block.size
    ) {
      scan = new BlockScan(block.slotCount, block.books.length, block.eff.length);
      block.scan = scan;
    }
    scan.incremental = false;
    fullScan(block, scan, limitAge);
    scan.version = ++versions;
    scan.top.fill(scan.version);
    scan.book.fill(scan.version);
    scan.sharp.fill(scan.version);
    scan.model = scan.version;
  }
  scan.at = at;
  block.changedRows.length = 0;
  block.rescan = false;
  return scan;
}

/**
 * Ranks the block's one changed row (its only entry in `changedRows`) at `at` without moving any
 * version, when that leaves what every part reads from the ranking as it was: the row counted
 * before and after, is not its slot's best and does not become it (as core's isBetter ranks, which
 * keeps its order until `validUntil`), and, where a part reads the slot's other-venue best
 * (`otherRead`), neither is nor becomes that either. Its book's own best in the slot may move,
 * which the caller rules out as a reference input. False, with nothing changed, otherwise.
 */
export function rankQuietly(
  block: MarketBlock,
  at: number,
  limitAge: number,
  keys: readonly string[],
  otherRead: boolean,
): boolean {
  const scan = block.scan;
  if (
    scan === null ||
    block.rescan ||
    block.changedRows.length !== 1 ||
    scan.slots !== block.slotCount ||
    scan.books !== block.books.length ||
    scan.included.length < block.size ||
    at < scan.at ||
    at > scan.validUntil
  )
    return false;
  const r = block.changedRows[0]!;
  const s = block.slot[r]!;
  const counted =
    block.usable[r] === 1 && Math.max(0, at - block.lastUpdate[r]!) <= limitAge ? 1 : 0;
  if (counted !== scan.included[r]) return false;
  now = at;
  effs = block.eff;
  stamps = block.lastUpdate;
  rowBook = block.book;
  bookKeys = keys;
  if (counted === 1) {
    const best = scan.best[s]!;
    if (r === best || better(r, best)) return false;
    const other = scan.other[s]!;
    if (otherRead && (r === other || (block.venue[r] !== block.venue[best] && better(r, other))))
      return false;
  }
  rankRow(block, scan, r, s, limitAge);
  scan.at = at;
  block.changedRows.length = 0;
  return true;
}

/** The instant from which this row, stamped `stamp`, would count or rank differently. */
function limitOf(scan: BlockScan, stamp: number, limitAge: number) {
  const out = stamp + limitAge;
  if (out < scan.validUntil) scan.validUntil = out;
  if (stamp > now && stamp < scan.validUntil) scan.validUntil = stamp;
}

function fullScan(block: MarketBlock, scan: BlockScan, limitAge: number) {
  const { best, other, perBook, counts, included } = scan;
  const slots = scan.slots;
  best.fill(-1);
  other.fill(-1);
  perBook.fill(-1);
  counts.fill(0);
  included.fill(0);
  scan.validUntil = Number.POSITIVE_INFINITY;
  const { usable, eff, lastUpdate, slot, bookLocal, venue } = block;
  for (let r = 0; r < block.size; r++) {
    if (usable[r] === 0) continue;
    const stamp = lastUpdate[r]!;
    const a = Math.max(0, now - stamp);
    if (a > limitAge) continue;
    included[r] = 1;
    limitOf(scan, stamp, limitAge);
    const e = eff[r]!;
    scan.rankedEff[r] = e;
    scan.rankedStamp[r] = stamp;
    const s = slot[r]!;
    counts[s]!++;
    // Core's isBetter inlined for the common case (a higher or lower price): this runs per quote.
    let current = best[s]!;
    if (current < 0 || e > eff[current]! || (e === eff[current]! && better(r, current))) {
      if (current >= 0 && venue[current] !== venue[r]) other[s] = current;
      best[s] = r;
    } else if (venue[current]! !== venue[r]! && better(r, other[s]!)) {
      other[s] = r;
    }
    const bs = bookLocal[r]! * slots + s;
    current = perBook[bs]!;
    if (current < 0 || e > eff[current]! || (e === eff[current]! && better(r, current))) {
      perBook[bs] = r;
    }
  }
}

/**
 * Ranks one row again in its slot. A row that got no worse only climbs, which `insert` handles
 * even when it already holds a best; a row that got worse or stopped counting is replaced by a
 * rescan of its slot when it held the slot's best (or second venue's best), and of its own book's
 * rows in the slot when it held only its book's best. Then marks the slot's versions that moved.
 */
function updateRow(block: MarketBlock, scan: BlockScan, r: number, limitAge: number) {
  const s = block.slot[r]!;
  const best = scan.best[s]!;
  const other = scan.other[s]!;
  const wasCounted = scan.included[r]!;
  const counted = rankRow(block, scan, r, s, limitAge);
  if (counted === 0 && wasCounted === 0) return;
  const version = scan.version;
  scan.book[s] = version;
  if (block.referenceCandidate(block.bookLocal[r]!)) scan.sharp[s] = version;
  if (counted !== wasCounted) scan.model = version;
  if (r === best || r === other || scan.best[s] !== best || scan.other[s] !== other)
    scan.top[s] = version;
}

/** Ranks the row again (see updateRow); whether it counts now. */
function rankRow(block: MarketBlock, scan: BlockScan, r: number, s: number, limitAge: number) {
  const bs = block.bookLocal[r]! * scan.slots + s;
  const stamp = block.lastUpdate[r]!;
  const e = block.eff[r]!;
  const counted = block.usable[r] === 1 && Math.max(0, now - stamp) <= limitAge ? 1 : 0;
  const wasCounted = scan.included[r]!;
  const noWorse =
    wasCounted === 1 &&
    (e > scan.rankedEff[r]! || (e === scan.rankedEff[r]! && stamp >= scan.rankedStamp[r]!));
  scan.counts[s]! += counted - wasCounted;
  scan.included[r] = counted;
  scan.rankedEff[r] = e;
  scan.rankedStamp[r] = stamp;
  if (counted === 1) limitOf(scan, stamp, limitAge);
  if (counted === 1 && (noWorse || wasCounted === 0)) {
    insert(block, scan, r, s, bs);
    return counted;
  }
  if (wasCounted === 0) return counted;
  if (scan.best[s] === r || scan.other[s] === r) rescanSlot(block, scan, s);
  else if (scan.perBook[bs] === r) rescanBook(block, scan, s, bs);
  return counted;
}

function insert(block: MarketBlock, scan: BlockScan, r: number, s: number, bs: number) {
  const venue = block.venue;
  const current = scan.best[s]!;
  if (better(r, current)) {
    if (current >= 0 && venue[current] !== venue[r]) scan.other[s] = current;
    scan.best[s] = r;
  } else if (venue[current] !== venue[r] && better(r, scan.other[s]!)) {
    scan.other[s] = r;
  }
  if (better(r, scan.perBook[bs]!)) scan.perBook[bs] = r;
}

/** The book's best in the slot from its own rows there (most often just this one). */
function rescanBook(block: MarketBlock, scan: BlockScan, s: number, bs: number) {
  const local = block.bookLocal[scan.perBook[bs]!]!;
  scan.perBook[bs] = -1;
  for (const r of block.rowsOfSlot[s]!) {
    if (scan.included[r] === 0 || block.bookLocal[r] !== local) continue;
    if (better(r, scan.perBook[bs]!)) scan.perBook[bs] = r;
  }
}

/** The slot's bests from its own rows, in row order as the full scan meets them. */
function rescanSlot(block: MarketBlock, scan: BlockScan, s: number) {
  scan.best[s] = -1;
  scan.other[s] = -1;
  for (let local = 0; local < scan.books; local++) scan.perBook[local * scan.slots + s] = -1;
  for (const r of block.rowsOfSlot[s]!) {
    if (scan.included[r] === 0) continue;
    insert(block, scan, r, s, block.bookLocal[r]! * scan.slots + s);
  }
}
