import type { Arbitrage } from '../../core/arbitrage';
import { ARB_EPSILON } from '../../core/arbitrage';
import { toBetLeg } from '../../core/bet-leg';
import { devig } from '../../core/devig';
import type { FairReference } from '../../core/fair-reference';
import type { PricedQuote } from '../../core/quote-selection';
import { DEFAULT_DEVIG_METHOD, expectedValue, type ValueBet } from '../../core/value';
import type { BoardEvent } from '../odds/price-board';
import { arbitrageId, valueId, type Candidate, type DetectionSettings } from './candidates';
import type { MarketBlock, MarketColumns, SetSpec } from './market-columns';

/**
 * One linear pass over a market block finds what core's findArbitrages and findValueBets find
 * on the same quotes — the same sets, best prices, tie-breaks, fair references and figures (a
 * property test holds the two to exact equality) — without building a quote object per row.
 * Scratch arrays are shared between passes; objects are made only for what is found.
 */

let bestRow = new Int32Array(64);
let bookSlot = new Int32Array(1024);
let ages = new Float64Array(1024);

const ensure = (slots: number, books: number, rows: number) => {
  if (bestRow.length < slots) bestRow = new Int32Array(slots * 2);
  if (bookSlot.length < slots * books) bookSlot = new Int32Array(slots * books * 2);
  if (ages.length < rows) ages = new Float64Array(rows * 2);
};

export function detectInBlock(
  block: MarketBlock,
  event: BoardEvent,
  settings: DetectionSettings,
  now: number,
  store: MarketColumns,
  out: Candidate[],
): void {
  if (event.commenceTime <= now || block.live === 0) return;
  const sets = block.sets(event);
  if (sets.length === 0) return;
  const rows = block.size;
  const slots = block.slotCount;
  const books = block.books.length;
  ensure(slots, books, rows);
  bestRow.fill(-1, 0, slots);
  bookSlot.fill(-1, 0, slots * books);

  const { alive, price, eff, commission, lastUpdate, slot, bookLocal, book } = block;
  const keys = store.books.keys;
  const limitAge = settings.maxAgeMs + settings.staleGraceMs;
  // Core's isBetter: higher effective price, then the fresher quote, then the book key.
  const better = (r: number, current: number) => {
    if (current < 0) return true;
    const a = eff[r]!;
    const b = eff[current]!;
    if (a !== b) return a > b;
    const ageA = ages[r]!;
    const ageB = ages[current]!;
    if (ageA !== ageB) return ageA < ageB;
    return keys[book[r]!]! < keys[book[current]!]!;
  };

  for (let r = 0; r < rows; r++) {
    if (alive[r] === 0) continue;
    const p = price[r]!;
    if (!(p > 1 && p < Infinity)) continue;
    const c = commission[r]!;
    if (!(c >= 0 && c < 1)) continue;
    const age = Math.max(0, now - lastUpdate[r]!);
    if (age > limitAge) continue;
    ages[r] = age;
    const s = slot[r]!;
    if (better(r, bestRow[s]!)) bestRow[s] = r;
    const bs = bookLocal[r]! * slots + s;
    if (better(r, bookSlot[bs]!)) bookSlot[bs] = r;
  }

  const priced = (r: number): PricedQuote => {
    const quote = block.refs[r]!;
    const rowCommission = commission[r]!;
    return {
      book: quote.book,
      outcome: quote.outcome,
      price: quote.price,
      lastUpdate: quote.lastUpdate,
      point: quote.point ?? undefined,
      commission: rowCommission > 0 ? rowCommission : undefined,
      limit: quote.betLimit ?? undefined,
      effectivePrice: eff[r]!,
      ageMs: ages[r]!,
      possiblyStale: ages[r]! > settings.maxAgeMs,
    };
  };

  for (let setIndex = 0; setIndex < sets.length; setIndex++) {
    const set = sets[setIndex]!;
    arbitrageInSet(block, event, set, priced, out);
    valueInSet(block, event, set, setIndex, settings, priced, better, out);
  }
}

function arbitrageInSet(
  block: MarketBlock,
  event: BoardEvent,
  set: SetSpec,
  priced: (row: number) => PricedQuote,
  out: Candidate[],
) {
  let sum = 0;
  for (const s of set.slots) {
    const r = s < 0 ? -1 : bestRow[s]!;
    if (r < 0) return;
    sum = sum + 1 / block.eff[r]!;
  }
  if (!(sum < 1 - ARB_EPSILON)) return;
  const best = set.slots.map((s) => priced(bestRow[s]!));
  const returnOnStake = 1 / sum - 1;
  const arb: Arbitrage = {
    eventId: event.id,
    kind: block.kind,
    ...(set.line === undefined ? {} : { line: set.line }),
    legs: best.map((quote) => toBetLeg(quote, sum)),
    impliedSum: sum,
    returnOnStake,
    arbitragePercentage: returnOnStake * 100,
    margin: sum - 1,
    possiblyStale: best.some((quote) => quote.possiblyStale),
    pushPossible: set.pushPossible,
  };
  out.push({
    id: arbitrageId(event.id, block.kind, arb),
    kind: 'arbitrage',
    marketKey: block.key,
    event,
    ret: returnOnStake,
    arb,
  });
}

/** The book's own best row for every slot of the set, or null when it leaves one out. */
function completeRows(set: SetSpec, local: number, slots: number): number[] | null {
  const found: number[] = [];
  for (const s of set.slots) {
    const r = s < 0 ? -1 : bookSlot[local * slots + s]!;
    if (r < 0) return null;
    found.push(r);
  }
  return found;
}

function valueInSet(
  block: MarketBlock,
  event: BoardEvent,
  set: SetSpec,
  setIndex: number,
  settings: DetectionSettings,
  priced: (row: number) => PricedQuote,
  better: (r: number, current: number) => boolean,
  out: Candidate[],
) {
  const slots = block.slotCount;
  const bookKeys = (local: number) => block.store.books.keys[block.books[local]!]!;
  const stale = (r: number) => ages[r]! > settings.maxAgeMs;

  // Where the fair price comes from (core's referenceSource): Pinnacle, an exchange, the consensus.
  let referenceLocal = -1;
  let kind: FairReference['kind'] = 'consensus';
  let referenceRows: number[] | null = null;
  const pinnacle = block.store.books.find('pinnacle');
  const pinnacleLocal = pinnacle === undefined ? -1 : block.books.indexOf(pinnacle);
  if (pinnacleLocal >= 0) {
    referenceRows = completeRows(set, pinnacleLocal, slots);
    if (referenceRows) {
      referenceLocal = pinnacleLocal;
      kind = 'pinnacle';
    }
  }
  if (!referenceRows) {
    for (const local of block.bookOrder) {
      if (!block.store.books.referenceExchange[block.books[local]!]) continue;
      referenceRows = completeRows(set, local, slots);
      if (referenceRows) {
        referenceLocal = local;
        kind = 'exchange';
        break;
      }
    }
  }

  let input: number[];
  let referenceBooks: string[];
  let referenceStale: boolean;
  if (referenceRows) {
    input = referenceRows.map((r) => block.eff[r]!);
    referenceBooks = [bookKeys(referenceLocal)];
    referenceStale = referenceRows.some(stale);
  } else {
    const complete: number[][] = [];
    const completeBooks: string[] = [];
    for (const local of block.bookOrder) {
      const rows = completeRows(set, local, slots);
      if (rows) {
        complete.push(rows);
        completeBooks.push(bookKeys(local));
      }
    }
    if (complete.length < 2) return;
    input = set.slots.map((_, index) => {
      let sum = 0;
      for (const rows of complete) sum = sum + 1 / block.eff[rows[index]!]!;
      return 1 / (sum / complete.length);
    });
    referenceBooks = completeBooks;
    referenceStale = complete.some((rows) => rows.some(stale));
  }

  const probabilities = fairFor(block, setIndex, input);
  const reference: FairReference = {
    kind,
    books: referenceBooks,
    method: DEFAULT_DEVIG_METHOD,
    possiblyStale: referenceStale,
  };
  const referenceKey = kind === 'consensus' ? null : referenceBooks[0]!;
  const referenceBetfair = referenceKey !== null && referenceKey.startsWith('betfair_ex_');

  for (let index = 0; index < set.slots.length; index++) {
    const s = set.slots[index]!;
    if (s < 0) continue;
    // Best price of the slot at a book other than the reference's own venue.
    let bestR = -1;
    for (let local = 0; local < block.books.length; local++) {
      const r = bookSlot[local * slots + s]!;
      if (r < 0) continue;
      if (referenceKey !== null) {
        const key = bookKeys(local);
        if (key === referenceKey || (referenceBetfair && key.startsWith('betfair_ex_'))) continue;
      }
      if (better(r, bestR)) bestR = r;
    }
    const probability = probabilities[index];
    if (bestR < 0 || probability === undefined) continue;
    const ev = expectedValue(probability, block.eff[bestR]!);
    if (!(ev > 0 && ev >= settings.valueMinEv)) continue;
    const quote = priced(bestR);
    const value: ValueBet = {
      eventId: event.id,
      kind: block.kind,
      ...(set.line === undefined ? {} : { line: set.line }),
      book: quote.book,
      outcome: quote.outcome,
      ...(quote.point === undefined ? {} : { point: quote.point }),
      price: quote.price,
      effectivePrice: quote.effectivePrice,
      quoteAgeMs: quote.ageMs,
      ...(quote.limit === undefined ? {} : { limit: quote.limit }),
      fairProbability: probability,
      fairPrice: 1 / probability,
      ev,
      evPercentage: ev * 100,
      reference,
      possiblyStale: quote.possiblyStale || reference.possiblyStale,
    };
    out.push({
      id: valueId(event.id, block.kind, value),
      kind: 'value',
      marketKey: block.key,
      event,
      ret: ev,
      value,
    });
  }
}

/** Devigs again only when the reference prices moved since the last pass over this set. */
function fairFor(block: MarketBlock, setIndex: number, input: number[]): number[] {
  const cached = block.fairCache[setIndex];
  if (cached && cached.input.length === input.length) {
    let same = true;
    for (let i = 0; i < input.length; i++) {
      if (cached.input[i] !== input[i]) {
        same = false;
        break;
      }
    }
    if (same) return cached.probabilities;
  }
  const probabilities = devig(input, DEFAULT_DEVIG_METHOD);
  block.fairCache[setIndex] = { input, probabilities };
  return probabilities;
}
