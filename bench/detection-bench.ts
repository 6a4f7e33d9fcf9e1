import { singleMoveFloor, singlePriceMoves } from './single-price-moves';
import { objectPerPriceFloor } from './poll-floor';
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { DetectionEngine } from '../src/server/engine/detection-engine';
import { MemoryBus } from '../src/server/platform/bus/memory-bus';
import { learnBook } from '../src/server/odds/book-directory';
import { PriceBoard, type BoardQuote } from '../src/server/odds/price-board';
import type { WireEventOdds } from '../src/server/odds/wire-format';
import { ingestOddsBody } from '../src/server/odds/wire-ingest';
import { boardShape } from './board-shape';
import { dispersedMarket } from './dispersed-market';
import { hitRates, recordedBoardText } from './hit-rates';
import { median, time } from './measure';
import { syntheticMarket } from './synthetic-market';
import { arbitrageArrays, typedArbitragePass } from './typed-arbitrage-pass';

const settings = { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 };

/** The dispersed board is judged at a fixed instant, so the same seed gives the same bytes. */
const DISPERSED_NOW = Date.parse('2026-11-22T12:00:00Z');

const GOALS = {
  fullSweepMedianMs: 20,
  sweepOverTypedPass: 7,
  singleUpdatesPerSecond: 1_000_000,
  pollParseApplyOverJsonParse: 2,
};

/** JSON text → the real wire parser → the board, one snapshot per sport as the feed applies it. */
function parseAndApply(text: string, board: PriceBoard, at: number) {
  const { events } = ingestOddsBody(JSON.parse(text));
  const bySport = new Map<string, WireEventOdds[]>();
  for (const event of events) {
    for (const book of event.bookmakers) learnBook(book.key, book.title);
    const list = bySport.get(event.sport_key) ?? [];
    list.push(event);
    bySport.set(event.sport_key, list);
  }
  for (const [sport, list] of bySport) board.applySnapshot(sport, list, at);
  return events;
}

function engineOver(board: PriceBoard, now: () => number) {
  return new DetectionEngine(
    board,
    settings,
    new MemoryBus(),
    null,
    pino({ level: 'silent' }),
    now,
  );
}

/** Kinds found by the last sweep, arbitrages split by market. */
function foundCounts(engine: DetectionEngine) {
  const counts = { arbitrage: { h2h: 0, spreads: 0, totals: 0 }, middles: 0, value: 0 };
  for (const { candidate } of engine.tracker.live.values()) {
    if (candidate.kind === 'value') counts.value++;
    else if (candidate.kind === 'middle') counts.middles++;
    else counts.arbitrage[candidate.arb.kind]++;
  }
  return counts;
}

/**
 * One update is one quote's price moved on the board and published as the feed publishes a
 * poll's diff, then engine.onDiff: the columns written, the parts of its market that the change
 * can alter evaluated again, the tracker told, and DTOs built and published on the bus for the
 * opportunities that changed. Serving's read, the shared snapshot of the live list, is taken
 * after the run and timed apart; `served` says it holds exactly what the tracker holds.
 */
function singleUpdates(engine: DetectionEngine, quotes: BoardQuote[], now: number) {
  const { pick, diffOf } = singlePriceMoves(quotes, now);
  const singles = Math.min(200_000, quotes.length);
  for (let i = 0; i < 2_000; i++) engine.onDiff(diffOf(pick()));
  let changing = 0;
  const ms = time(() => {
    for (let i = 0; i < singles; i++) {
      const changes = engine.onDiff(diffOf(pick()));
      if (changes.added.length + changes.updated.length + changes.removed.length > 0) changing++;
    }
  });
  let body = '';
  const readMs = time(() => {
    body = engine.live.all().json;
  });
  const served = (JSON.parse(body) as { opportunities: unknown[] }).opportunities.length;
  const floor = singleMoveFloor(quotes, now, singles);
  return {
    perSecond: Math.round(singles / (ms / 1000)),
    // The same moves doing nothing but find their quote's place by key: no engine beats this.
    floorPerSecond: Math.round(1e6 / floor.usPerMove),
    updates: singles,
    changingServedSet: changing,
    servedReadMs: round(readMs),
    served: served === engine.tracker.live.size,
  };
}

/** Sweeps with the clock one second on each time: held results re-aged, expired rankings rebuilt. */
function clockSweeps(engine: DetectionEngine, clock: { at: number }) {
  return Array.from({ length: 15 }, () => {
    clock.at += 1_000;
    return time(() => engine.sweep());
  });
}

/** Sweeps with every block's kept ranking and results dropped first: detection from the columns. */
function coldSweeps(engine: DetectionEngine) {
  return Array.from({ length: 5 }, () => {
    for (const block of engine.columns.blocks.values()) {
      block.rescan = true;
      block.results = null;
      block.pending = true;
    }
    return time(() => engine.sweep());
  });
}

/** Parse + validate + apply of one poll body beside JSON.parse of the same text. */
function pollFigures(poll: string, at: number) {
  const parseOnly = Array.from({ length: 5 }, () => time(() => JSON.parse(poll)));
  const parseApply = Array.from({ length: 5 }, () =>
    time(() => parseAndApply(poll, new PriceBoard(), at)),
  );
  const objectFloor = Array.from({ length: 5 }, () => time(() => objectPerPriceFloor(poll)));
  const parseApplyMs = median(parseApply);
  const jsonParseMs = median(parseOnly);
  return {
    bytes: poll.length,
    parseValidateApplyMs: round(parseApplyMs),
    jsonParseMs: round(jsonParseMs),
    ratio: round(parseApplyMs / jsonParseMs),
    // JSON.parse and one keyed object per price, nothing else: the least a board of objects pays.
    objectPerPriceFloorRatio: round(median(objectFloor) / jsonParseMs),
  };
}

/**
 * Every figure of one board: parse + apply, full sweeps, the typed-array arbitrage floor beside
 * them, single-price updates, what was found and how often. Sweeps run before the single updates,
 * which move prices.
 */
function measureBoard(text: string, now: number | null, poll: string | null) {
  const board = new PriceBoard();
  let events: WireEventOdds[] = [];
  const applyAt = now ?? Date.now();
  const parseApplyMs = time(() => {
    events = parseAndApply(text, board, applyAt);
  });
  let at = now ?? 0;
  if (now === null) for (const quote of board.allQuotes()) at = Math.max(at, quote.lastUpdate);
  const clock = { at };
  const engine = engineOver(board, () => clock.at);
  for (let i = 0; i < 3; i++) engine.sweep();
  const sweeps = Array.from({ length: 15 }, () => time(() => engine.sweep()));

  const arrays = arbitrageArrays(board);
  const limitAge = settings.maxAgeMs + settings.staleGraceMs;
  let typedFound = 0;
  for (let i = 0; i < 3; i++) typedFound = typedArbitragePass(arrays, at, limitAge);
  const typed = Array.from({ length: 15 }, () =>
    time(() => typedArbitragePass(arrays, at, limitAge)),
  );
  const sweepMedian = median(sweeps);
  const typedMedian = median(typed);

  const found = foundCounts(engine);
  const rates = hitRates(engine, board, at);
  const shape = boardShape(board);
  const quotes = [...board.allQuotes()];
  // Then the clock moves; last, the single updates move prices.
  const moving = clockSweeps(engine, clock);
  const movingMedian = median(moving);
  const cold = coldSweeps(engine);
  const updates = singleUpdates(engine, quotes, clock.at);
  const pollRun = poll ? pollFigures(poll, applyAt) : null;
  return {
    events: events.length,
    quotes: quotes.length,
    parseApplyMs: round(parseApplyMs),
    fullSweepMs: {
      clockMoving: { median: round(movingMedian), min: round(Math.min(...moving)) },
      sameInstant: { median: round(sweepMedian), min: round(Math.min(...sweeps)) },
      cold: { median: round(median(cold)), min: round(Math.min(...cold)) },
    },
    typedArbitragePassMs: {
      median: round(typedMedian, 100),
      min: round(Math.min(...typed), 100),
      outcomeSets: arrays.setWidth.length,
      sameLineArbitragesFound: typedFound,
    },
    sweepOverTypedPass: round(movingMedian / typedMedian),
    coldSweepOverTypedPass: round(median(cold) / typedMedian),
    singleUpdates: updates,
    found,
    hitRates: rates,
    shape,
    ...(pollRun ? { poll500x40x3: pollRun } : {}),
    goalsMet: {
      fullSweepMedianMs: movingMedian <= GOALS.fullSweepMedianMs,
      sweepOverTypedPass: movingMedian / typedMedian <= GOALS.sweepOverTypedPass,
      singleUpdatesPerSecond: updates.perSecond >= GOALS.singleUpdatesPerSecond,
      ...(pollRun
        ? { pollParseApplyOverJsonParse: pollRun.ratio <= GOALS.pollParseApplyOverJsonParse }
        : {}),
    },
  };
}

/**
 * Detection over boards: with --board FILE, that JSON array of v4 events (judged at the time of
 * its newest quote); otherwise 2,000 events × 40 books × h2h/spreads/totals twice — the uniform
 * board (every book on one line) and the dispersed one (a market as it is) — each with a
 * 500-event poll of its own kind. The recorded responses' hit rates are printed beside them.
 */
export function detectionBench(boardFile?: string) {
  const recorded = measureBoard(recordedBoardText(), null, null);
  const recordedRates = {
    source: 'src/server/odds/fixtures odds-*.json',
    ...recorded.hitRates,
    shape: recorded.shape,
  };
  if (boardFile) {
    return {
      board: measureBoard(readFileSync(boardFile, 'utf8'), null, null),
      recorded: recordedRates,
      goals: GOALS,
    };
  }
  const uniform = measureBoard(
    JSON.stringify(syntheticMarket({ events: 2000, books: 40, seed: 3 })),
    Date.now(),
    JSON.stringify(syntheticMarket({ events: 500, books: 40, seed: 5 })),
  );
  const dispersed = measureBoard(
    JSON.stringify(dispersedMarket({ events: 2000, books: 40, seed: 3, now: DISPERSED_NOW })),
    DISPERSED_NOW,
    JSON.stringify(dispersedMarket({ events: 500, books: 40, seed: 5, now: DISPERSED_NOW })),
  );
  return { uniform, dispersed, recorded: recordedRates, goals: GOALS };
}

const round = (ms: number, scale = 10) => Math.round(ms * scale) / scale;
