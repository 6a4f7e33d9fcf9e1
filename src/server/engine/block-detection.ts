import { ARB_EPSILON, arbitrageOf, type Arbitrage } from '../../core/arbitrage';
import { crossLineFigures, crossLineOf } from '../../core/cross-line';
import { FAIR_METHODS, devigByMethod } from '../../core/devig';
import { evFromFairSets } from '../../core/ev-by-method';
import { fairCeiling } from '../../core/fair-ceiling';
import { middleModelAt, type FittedMiddleModel } from '../../core/middle-model';
import { MIDDLE_MAX_LOSS, middleFigures, middleOf, servesFigures } from '../../core/middles';
import type { FairReference } from '../../core/fair-reference';
import type { PricedQuote } from '../../core/quote-selection';
import {
  DEFAULT_DEVIG_METHOD,
  expectedValue,
  minEvFor,
  reachesMinEv,
  valueBetOf,
} from '../../core/value';
import type { BoardEvent } from '../odds/price-board';
import {
  arbitrageId,
  consensusBooksOf,
  middleId,
  valueId,
  type Candidate,
  type DetectionSettings,
} from './candidates';
import { ageOf, latestVersion, rankQuietly, scanOf } from './block-scan';
import { BlockResults, NOTHING } from './block-results';
import type { EndReason, OpportunityTracker, TrackerChanges } from './opportunity-tracker';
import type {
  FairCacheEntry,
  MarketBlock,
  MarketColumns,
  ReferenceChoice,
  SetSpec,
} from './market-columns';

/**
 * One linear pass over a market block finds what core's findArbitrages and findValueBets find
 * on the same quotes — the same sets, best prices, tie-breaks, fair references and figures (a
 * property test holds the two to exact equality) — without building a quote object per row.
 * The ranking of rows per slot is kept between passes (block-scan.ts); objects are made only for
 * what is found.
 */

// The ranking of the block being evaluated (block-scan.ts): module state, so nothing is allocated.
let bestRow: Int32Array = new Int32Array(0);
/** Per slot, the best row at another venue than the best row's: the best once that venue is the reference. */
let otherVenueRow: Int32Array = new Int32Array(0);
let bookSlot: Int32Array = new Int32Array(0);
/** Usable, fresh-enough rows per slot: what the block's result model counts. */
let slotRows: Int32Array = new Int32Array(0);
let effs: Float64Array = new Float64Array(0);
let passNow = 0;
let referenceRows = new Int32Array(8);
let input = new Float64Array(8);
/** 1 / input: the implied probabilities the power ceiling reads. */
let implied = new Float64Array(8);

function priced(block: MarketBlock, r: number, maxAgeMs: number): PricedQuote {
  const quote = block.refs[r]!;
  const rowCommission = block.commission[r]!;
  const age = ageOf(r);
  return {
    book: quote.book,
    outcome: quote.outcome,
    price: quote.price,
    lastUpdate: quote.lastUpdate,
    point: quote.point ?? undefined,
    commission: rowCommission > 0 ? rowCommission : undefined,
    limit: quote.betLimit ?? undefined,
    effectivePrice: effs[r]!,
    ageMs: age,
    possiblyStale: age > maxAgeMs,
  };
}

function ensure(setSize: number) {
  if (referenceRows.length < setSize) referenceRows = new Int32Array(setSize * 2);
  if (input.length < setSize) input = new Float64Array(setSize * 2);
  if (implied.length < setSize) implied = new Float64Array(setSize * 2);
}

/** What a pass hands its findings to: the tracker, the changes it collects, why a market ended. */
export interface DetectionPass {
  readonly tracker: OpportunityTracker;
  readonly changes: TrackerChanges;
  readonly endReason: (marketKey: string) => EndReason;
}

/** The part being evaluated writes its findings here; copied only when it found something. */
const part: Candidate[] = [];
/** The block's result model in this pass: undefined until a pair first needs it. */
let passModel: FittedMiddleModel | null | undefined;

/**
 * Evaluates the block's parts whose slots moved since they were last evaluated, and those holding
 * something when the clock moved (their quote ages did); hands the tracker what each yields. A
 * block evaluated for the first time, or whose sets were rebuilt, is handed over whole.
 */
export function detectInBlock(
  block: MarketBlock,
  event: BoardEvent,
  settings: DetectionSettings,
  now: number,
  store: MarketColumns,
  pass: DetectionPass,
): void {
  block.pending = false;
  block.event = event;
  block.evaluatedAt = now;
  const sets = event.commenceTime <= now || block.live === 0 ? [] : block.sets(event);
  if (sets.length === 0) {
    // Nothing until a quote or the event changes, which a diff evaluates or marks pending.
    block.wakeAfter = Number.POSITIVE_INFINITY;
    block.startsAt = Number.POSITIVE_INFINITY;
    block.results = null;
    if (pass.tracker.hasLiveIn(block.key))
      pass.tracker.apply([block.key], [], now, pass.endReason, pass.changes);
    return;
  }
  ensure(block.setWidth);
  const scan = scanOf(block, now, settings.maxAgeMs + settings.staleGraceMs, store.books.keys);
  let results = block.results;
  block.startsAt = event.commenceTime;
  block.wakeAfter = Math.min(scan.validUntil, results && results.holding > 0 ? now : Infinity);
  if (
    results !== null &&
    results.scanVersion === scan.version &&
    (results.holding === 0 || results.evaluatedAt === now)
  )
    return;
  bestRow = scan.best;
  otherVenueRow = scan.other;
  bookSlot = scan.perBook;
  slotRows = scan.counts;
  effs = block.eff;
  passNow = now;
  passModel = undefined;

  const { first, second } = block.sides;
  const pairs = block.kind === 'h2h' ? 0 : first.length * second.length;
  const whole = results === null || results.sets !== sets.length || results.pairs !== pairs;
  if (whole) block.results = results = new BlockResults(sets.length, pairs);
  const found: Candidate[] | null = whole ? [] : null;
  const version = latestVersion();
  // Every part was up to date after the last pass. When the clock has not moved since (no held
  // part to re-age), only changed rows were ranked again and the result model held, a part can
  // have moved only through a slot of a changed row: only the sets and pairs reading one are
  // looked at. Otherwise every part is.
  if (
    !whole &&
    scan.incremental &&
    results!.evaluatedAt === now &&
    scan.model <= results!.scanVersion
  ) {
    for (const s of scan.moved) {
      for (const setIndex of block.setsOfSlot[s]!)
        evaluateSet(block, event, sets, setIndex, settings, now, version, found, pass);
      const i = block.firstAt[s]!;
      if (i >= 0)
        for (let j = 0; j < second.length; j++)
          evaluatePair(block, event, sets.length, i, j, settings, now, version, found, pass);
      const j = block.secondAt[s]!;
      if (j >= 0)
        for (let i = 0; i < first.length; i++)
          evaluatePair(block, event, sets.length, i, j, settings, now, version, found, pass);
    }
  } else {
    for (let setIndex = 0; setIndex < sets.length; setIndex++)
      evaluateSet(block, event, sets, setIndex, settings, now, version, found, pass);
    for (let i = 0; i < first.length; i++)
      for (let j = 0; j < second.length; j++)
        evaluatePair(block, event, sets.length, i, j, settings, now, version, found, pass);
  }
  if (found) pass.tracker.apply([block.key], found, now, pass.endReason, pass.changes);
  results!.scanVersion = scan.version;
  results!.evaluatedAt = now;
  block.wakeAfter = Math.min(scan.validUntil, results!.holding > 0 ? now : Infinity);
}

/**
 * One changed row settled without evaluating anything, when no part of the block can yield other
 * than it did: the block was evaluated on its current ranking, holds nothing (or the clock has not
 * moved, so nothing it holds is re-aged), its event has not started, and the row neither is nor
 * becomes a best its parts read (rankQuietly). Nor may it move a fair reference that could call a
 * best value: a set referenced by Pinnacle or an exchange reads only that book's rows besides its
 * bests, and only completeness (which a row counting before and after leaves as it was) changes
 * which book that is; a consensus reads every complete book, so a set holding nothing is devigged
 * again and must stay under the minimum at every best (consensusStaysEmpty). False when
 * detectInBlock must run.
 */
export function settleQuietly(
  block: MarketBlock,
  now: number,
  settings: DetectionSettings,
  store: MarketColumns,
): boolean {
  const results = block.results;
  const scan = block.scan;
  const sets = block.builtSets;
  if (
    results === null ||
    scan === null ||
    sets === null ||
    block.pending ||
    block.event === null ||
    block.changedRows.length !== 1 ||
    results.scanVersion !== scan.version ||
    !(now < block.startsAt) ||
    (results.holding > 0 && results.evaluatedAt !== now)
  )
    return false;
  const r = block.changedRows[0]!;
  const local = block.bookLocal[r]!;
  const s = block.slot[r]!;
  const setsOfSlot = block.setsOfSlot[s]!;
  const best = scan.best[s]!;
  const bestVenue = best >= 0 ? block.venue[best]! : -3;
  const table = store.books;
  let consensus = false;
  // Value bets read the slot's other-venue best only when its best is at the reference's venue.
  let otherRead = false;
  for (const setIndex of setsOfSlot) {
    const reference = block.referenceCache[setIndex];
    if (reference === undefined) return false;
    // A count of 1 is "no reference": it stays so while every row counts as it did.
    if (reference.count === 1) continue;
    const referenceLocal = reference.referenceLocal;
    if (referenceLocal === local) return false;
    if (referenceLocal >= 0) {
      const book = block.books[referenceLocal]!;
      if ((table.betfairExchange[book] ? -1 : book) === bestVenue) otherRead = true;
      continue;
    }
    if (results.found[setIndex]!.length > 0) return false;
    consensus = true;
  }
  const limitAge = settings.maxAgeMs + settings.staleGraceMs;
  if (!rankQuietly(block, now, limitAge, table.keys, otherRead)) return false;
  if (consensus && !consensusStaysEmpty(block, sets, setsOfSlot, local, settings)) {
    // Ranked already; queued again, the pass ranks it as it is (no change) and marks its slot.
    block.changedRows.push(r);
    return false;
  }
  block.evaluatedAt = now;
  results.evaluatedAt = now;
  block.wakeAfter = Math.min(scan.validUntil, results.holding > 0 ? now : Infinity);
  return true;
}

/**
 * Whether every consensus-referenced set that reads the book's moved row (the book complete in it)
 * still finds no value bet at its bests: its reference is worked out again from the ranking as it
 * is now (referenceOf, its cache at this version replaced), and no best reaches the minimum EV
 * under the fair ceiling of any devig method (fairCeiling bounds every method valueInSet tries).
 */
function consensusStaysEmpty(
  block: MarketBlock,
  sets: readonly SetSpec[],
  setsOfSlot: readonly number[],
  local: number,
  settings: DetectionSettings,
): boolean {
  const scan = block.scan!;
  const slots = block.slotCount;
  bestRow = scan.best;
  bookSlot = scan.perBook;
  effs = block.eff;
  ensure(block.setWidth);
  const minEv = minEvFor('consensus', settings.valueMinEv, settings.consensusMinEv);
  for (const setIndex of setsOfSlot) {
    const cached = block.referenceCache[setIndex]!;
    if (cached.count === 1 || cached.referenceLocal >= 0) continue;
    const set = sets[setIndex]!;
    const width = set.slots.length;
    if (!completeRows(set, local, slots, referenceRows)) continue;
    cached.version = -1;
    const choice = referenceOf(block, set, setIndex, slots, width, consensusBooksOf(settings));
    if (choice === null) continue;
    for (let i = 0; i < width; i++) implied[i] = 1 / choice.input[i]!;
    for (let index = 0; index < width; index++) {
      const s = set.slots[index]!;
      const best = s < 0 ? -1 : bestRow[s]!;
      if (best < 0) continue;
      if (reachesMinEv(fairCeiling(implied, width, index) * effs[best]! - 1, minEv)) return false;
    }
  }
  return true;
}

/** An outcome set's arbitrage and value bets, evaluated again when a slot it reads moved (or see mustEvaluate). */
function evaluateSet(
  block: MarketBlock,
  event: BoardEvent,
  sets: SetSpec[],
  setIndex: number,
  settings: DetectionSettings,
  now: number,
  version: number,
  found: Candidate[] | null,
  pass: DetectionPass,
) {
  const scan = block.scan!;
  const results = block.results!;
  const set = sets[setIndex]!;
  // A set last referenced by Pinnacle or an exchange reads only those books besides its
  // bests: which of them is complete decides the reference, so only their rows can change it.
  const reference = block.referenceCache[setIndex];
  const books = reference === undefined || reference.kind === 'consensus' ? scan.book : scan.sharp;
  let moved = -1;
  for (const s of set.slots) if (s >= 0) moved = Math.max(moved, scan.top[s]!, books[s]!);
  if (!mustEvaluate(results, setIndex, moved, now)) return;
  part.length = 0;
  arbitrageInSet(block, event, set, settings.maxAgeMs, part);
  valueInSet(block, event, set, setIndex, settings, part);
  settlePart(results, setIndex, version, now, found, pass);
}

/** The pair of the first side's i-th slot and the second side's j-th: cross-line arbitrage and middle. */
function evaluatePair(
  block: MarketBlock,
  event: BoardEvent,
  sets: number,
  i: number,
  j: number,
  settings: DetectionSettings,
  now: number,
  version: number,
  found: Candidate[] | null,
  pass: DetectionPass,
) {
  const scan = block.scan!;
  const results = block.results!;
  const { first, second } = block.sides;
  const s1 = first[i]!;
  const s2 = second[j]!;
  const index = sets + i * second.length + j;
  if (!mustEvaluate(results, index, Math.max(scan.top[s1]!, scan.top[s2]!, scan.model), now))
    return;
  part.length = 0;
  crossLineOfPair(block, event, s1, s2, settings.maxAgeMs, part);
  middleOfPair(block, event, s1, s2, settings, part);
  settlePart(results, index, version, now, found, pass);
}

/** A part is evaluated again when a slot it reads moved, or when it holds something and the clock moved. */
function mustEvaluate(results: BlockResults, index: number, moved: number, now: number): boolean {
  if (results.version[index]! < moved) return true;
  return results.found[index]!.length > 0 && results.at[index] !== now;
}

function settlePart(
  results: BlockResults,
  index: number,
  version: number,
  now: number,
  found: Candidate[] | null,
  pass: DetectionPass,
) {
  const next = part.length === 0 ? NOTHING : part.slice();
  const previous = results.settle(index, next, version, now);
  if (found) found.push(...next);
  else if (previous.length > 0 || next.length > 0)
    pass.tracker.replace(previous, next, now, pass.changes);
}

/**
 * The result model of the block (core's findServedMiddles): centred on the median of the lines
 * implied by every usable, fresh-enough quote on either side. The median is read off the rows
 * counted per slot in the scan, slots in the order of their implied result, so no list is built or
 * sorted; the model is rebuilt only when that median moves.
 */
function blockModel(block: MarketBlock, event: BoardEvent): FittedMiddleModel | null {
  const order = block.modelOrder;
  let total = 0;
  for (let i = 0; i < order.length; i++) total += slotRows[order[i]!]!;
  if (total === 0) return null;
  const upper = total >> 1;
  const lower = total % 2 === 1 ? upper : upper - 1;
  let lowValue = Number.NaN;
  let seen = 0;
  for (let i = 0; i < order.length; i++) {
    const s = order[i]!;
    seen += slotRows[s]!;
    if (Number.isNaN(lowValue) && seen > lower) lowValue = block.slotImplied[s]!;
    if (seen > upper) {
      const highValue = block.slotImplied[s]!;
      // Core's median: the middle value, or the mean of the two middle values, in this order.
      const center = lower === upper ? highValue : (lowValue + highValue) / 2;
      if (!Object.is(center, block.middleCenter)) {
        block.middleCenter = center;
        block.middleModel = middleModelAt(
          event.sportKey,
          block.kind === 'spreads' ? 'spreads' : 'totals',
          center,
        );
      }
      return block.middleModel;
    }
  }
  return null;
}

/** Core's findServedMiddles for one pair: the best price of the first side at one line, the second at another. */
function middleOfPair(
  block: MarketBlock,
  event: BoardEvent,
  s1: number,
  s2: number,
  settings: DetectionSettings,
  out: Candidate[],
) {
  // A player's stat, a team's or a period's score has no result model: no middle is estimated.
  if (!block.middles) return;
  const kind = block.kind === 'spreads' ? 'spreads' : 'totals';
  const points = block.point;
  const r1 = bestRow[s1]!;
  const r2 = bestRow[s2]!;
  if (r1 < 0 || r2 < 0) return;
  const firstPoint = points[r1]!;
  const low = kind === 'spreads' ? -firstPoint : firstPoint;
  // Cheap refusals first: no window between the lines, or too dear when one side wins.
  const secondPoint = points[r2]!;
  if (!(secondPoint > low)) return;
  const sum = 1 / effs[r1]! + 1 / effs[r2]!;
  if (!(1 / sum - 1 >= -MIDDLE_MAX_LOSS)) return;
  if (passModel === undefined) passModel = blockModel(block, event);
  const model = passModel;
  if (!model) return;
  const figures = middleFigures(kind, firstPoint, effs[r1]!, secondPoint, effs[r2]!, model);
  if (!figures || !servesFigures(figures, settings.valueMinEv)) return;
  const middle = middleOf(
    event.id,
    kind,
    priced(block, r1, settings.maxAgeMs),
    priced(block, r2, settings.maxAgeMs),
    model,
    figures,
  );
  out.push({
    id: middleId(event.id, block.market, middle),
    kind: 'middle',
    marketKey: block.key,
    market: block.identity,
    event,
    ret: middle.expectedReturn,
    middle,
  });
}

/** Core's findCrossLineArbitrages for one pair of best prices (see middleOfPair). */
function crossLineOfPair(
  block: MarketBlock,
  event: BoardEvent,
  s1: number,
  s2: number,
  maxAgeMs: number,
  out: Candidate[],
) {
  const kind = block.kind === 'spreads' ? 'spreads' : 'totals';
  const points = block.point;
  const r1 = bestRow[s1]!;
  const r2 = bestRow[s2]!;
  if (r1 < 0 || r2 < 0) return;
  // The cheap half of core's test first: no profit anywhere unless Σ < 1.
  if (!(1 / effs[r1]! + 1 / effs[r2]! < 1 - ARB_EPSILON)) return;
  const figures = crossLineFigures(kind, points[r1]!, effs[r1]!, points[r2]!, effs[r2]!);
  if (!figures) return;
  const arb = crossLineOf(
    event.id,
    kind,
    priced(block, r1, maxAgeMs),
    priced(block, r2, maxAgeMs),
    figures,
  );
  pushArbitrage(out, block, event, arb);
}

function pushArbitrage(out: Candidate[], block: MarketBlock, event: BoardEvent, arb: Arbitrage) {
  out.push({
    id: arbitrageId(event.id, block.market, arb),
    kind: 'arbitrage',
    marketKey: block.key,
    market: block.identity,
    event,
    ret: arb.returnOnStake,
    arb,
  });
}

function arbitrageInSet(
  block: MarketBlock,
  event: BoardEvent,
  set: SetSpec,
  maxAgeMs: number,
  out: Candidate[],
) {
  let sum = 0;
  for (const s of set.slots) {
    const r = s < 0 ? -1 : bestRow[s]!;
    if (r < 0) return;
    sum = sum + 1 / block.eff[r]!;
  }
  if (!(sum < 1 - ARB_EPSILON)) return;
  const best = set.slots.map((s) => priced(block, bestRow[s]!, maxAgeMs));
  const arb = arbitrageOf(event.id, { ...set, kind: block.kind }, best, sum);
  pushArbitrage(out, block, event, arb);
}

/** Writes the book's own best row for every slot of the set into `into`; false when it leaves one out. */
function completeRows(set: SetSpec, local: number, slots: number, into: Int32Array): boolean {
  const list = set.slots;
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!;
    const r = s < 0 ? -1 : bookSlot[local * slots + s]!;
    if (r < 0) return false;
    into[i] = r;
  }
  return true;
}

function valueInSet(
  block: MarketBlock,
  event: BoardEvent,
  set: SetSpec,
  setIndex: number,
  settings: DetectionSettings,
  out: Candidate[],
) {
  const slots = block.slotCount;
  const width = set.slots.length;
  const table = block.store.books;
  const maxAgeMs = settings.maxAgeMs;

  const choice = referenceOf(block, set, setIndex, slots, width, consensusBooksOf(settings));
  if (choice === null) return;
  const { referenceLocal, kind } = choice;
  const minEv = minEvFor(kind, settings.valueMinEv, settings.consensusMinEv);
  for (let i = 0; i < width; i++) input[i] = choice.input[i]!;
  // Core flags the reference when any of its quotes is past maxAgeMs: when its oldest one is.
  const referenceStale = Math.max(0, passNow - choice.oldestStamp) > maxAgeMs;
  const order = block.preferenceOrder();

  // Devigged only once a bet could reach the minimum under some method (fairCeiling), or was kept.
  let fair = fairIfKept(block, setIndex, width);
  let ceilingReady = false;
  // Books at the reference's own venue are never measured against it (core's sameVenue).
  const referenceBook = referenceLocal >= 0 ? block.books[referenceLocal]! : -1;
  const referenceVenue =
    referenceBook < 0 ? -2 : table.betfairExchange[referenceBook] ? -1 : referenceBook;

  let reference: FairReference | null = null;
  for (let index = 0; index < width; index++) {
    const s = set.slots[index]!;
    if (s < 0) continue;
    let bestR = bestRow[s]!;
    if (bestR >= 0 && block.venue[bestR] === referenceVenue) bestR = otherVenueRow[s]!;
    if (bestR < 0) continue;
    const price = effs[bestR]!;
    if (fair === null) {
      if (!ceilingReady) {
        for (let i = 0; i < width; i++) implied[i] = 1 / input[i]!;
        ceilingReady = true;
      }
      if (!reachesMinEv(fairCeiling(implied, width, index) * price - 1, minEv)) continue;
      fair = fairFor(block, setIndex, width);
    }
    const probability = fair.probabilities[index];
    if (probability === undefined) continue;
    if (!reachesMinEv(bestEv(fair.byMethod, index, price), minEv)) continue;
    const ev = expectedValue(probability, price);
    reference ??= {
      kind,
      books:
        referenceBook >= 0
          ? [table.keys[referenceBook]!]
          : order
              .filter((local) => completeRows(set, local, slots, referenceRows))
              .map((local) => table.keys[block.books[local]!]!),
      method: DEFAULT_DEVIG_METHOD,
      possiblyStale: referenceStale,
    };
    const value = valueBetOf(
      event.id,
      { kind: block.kind, line: set.line },
      priced(block, bestR, maxAgeMs),
      probability,
      reference,
      evFromFairSets(fair.byMethod, index, price),
      minEv,
    );
    out.push({
      id: valueId(event.id, block.market, value),
      kind: 'value',
      marketKey: block.key,
      market: block.identity,
      event,
      ret: ev,
      value,
    });
  }
}

/**
 * Where the set's fair price comes from (core's referenceSource: Pinnacle's complete set, an
 * exchange's, else the consensus of every complete book, at least `minConsensusBooks` ≥ 2) and the prices to devig,
 * worked out again only when the block's ranking moved since the last pass. Null when there is
 * no reference.
 */
function referenceOf(
  block: MarketBlock,
  set: SetSpec,
  setIndex: number,
  slots: number,
  width: number,
  minConsensusBooks: number,
): ReferenceChoice | null {
  const version = block.scan!.version;
  const cached = block.referenceCache[setIndex];
  if (cached && cached.version === version) return cached.count === 1 ? null : cached;
  const choice: ReferenceChoice = cached ?? {
    version,
    referenceLocal: -1,
    kind: 'consensus',
    count: 0,
    oldestStamp: Number.POSITIVE_INFINITY,
    input: new Float64Array(width),
  };
  block.referenceCache[setIndex] = choice;
  choice.version = version;
  choice.referenceLocal = -1;
  choice.kind = 'consensus';
  choice.count = 0;
  choice.oldestStamp = Number.POSITIVE_INFINITY;
  if (choice.input.length < width) choice.input = new Float64Array(width);
  const stamps = block.lastUpdate;
  const pinnacleLocal = block.pinnacleLocal;
  if (pinnacleLocal >= 0 && completeRows(set, pinnacleLocal, slots, referenceRows)) {
    choice.referenceLocal = pinnacleLocal;
    choice.kind = 'pinnacle';
  } else {
    for (const local of block.exchangeOrder()) {
      if (completeRows(set, local, slots, referenceRows)) {
        choice.referenceLocal = local;
        choice.kind = 'exchange';
        break;
      }
    }
  }
  const prices = choice.input;
  if (choice.referenceLocal >= 0) {
    for (let i = 0; i < width; i++) {
      const r = referenceRows[i]!;
      prices[i] = effs[r]!;
      if (stamps[r]! < choice.oldestStamp) choice.oldestStamp = stamps[r]!;
    }
    return choice;
  }
  let count = 0;
  for (let i = 0; i < width; i++) prices[i] = 0;
  for (const local of block.preferenceOrder()) {
    if (!completeRows(set, local, slots, referenceRows)) continue;
    count++;
    for (let i = 0; i < width; i++) {
      const r = referenceRows[i]!;
      prices[i] = prices[i]! + 1 / effs[r]!;
      if (stamps[r]! < choice.oldestStamp) choice.oldestStamp = stamps[r]!;
    }
  }
  // A count of 1 stands for "no reference" in the cache: one book's consensus is not a market view.
  if (count < minConsensusBooks) {
    choice.count = 1;
    return null;
  }
  choice.count = count;
  for (let i = 0; i < width; i++) prices[i] = 1 / (prices[i]! / count);
  return choice;
}

/** The largest EV any method gives the bet, as evRange(evFromFairSets(…)).max without the record. */
function bestEv(byMethod: FairCacheEntry['byMethod'], index: number, price: number): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const method of FAIR_METHODS) {
    const ev = (byMethod[method][index] ?? Number.NaN) * price - 1;
    if (ev > best) best = ev;
  }
  return best;
}

/** The set's fair probabilities kept from an earlier pass, when its reference prices have not moved. */
function fairIfKept(block: MarketBlock, setIndex: number, width: number): FairCacheEntry | null {
  const cached = block.fairCache[setIndex];
  if (!cached || cached.input.length !== width) return null;
  for (let i = 0; i < width; i++) if (cached.input[i] !== input[i]) return null;
  return cached;
}

/**
 * Devigs the reference prices under every method (fairIfKept found none kept) and keeps the
 * answer with them: a bet is kept when any method calls it value.
 */
function fairFor(block: MarketBlock, setIndex: number, width: number): FairCacheEntry {
  const prices = Array.from(input.subarray(0, width));
  const byMethod = devigByMethod(prices);
  const entry: FairCacheEntry = {
    input: prices,
    probabilities: byMethod[DEFAULT_DEVIG_METHOD],
    byMethod,
  };
  block.fairCache[setIndex] = entry;
  return entry;
}
