import { readFileSync } from 'node:fs';
import pino from 'pino';
import { DetectionEngine } from '../src/server/engine/detection-engine';
import { OpportunityBus } from '../src/server/engine/opportunity-bus';
import { learnBook } from '../src/server/odds/book-directory';
import { PriceBoard, type BoardDiff, type BoardQuote } from '../src/server/odds/price-board';
import type { WireEventOdds } from '../src/server/odds/wire-format';
import { ingestOddsBody } from '../src/server/odds/wire-ingest';
import { syntheticMarket } from './synthetic-market';
import { median, time } from './measure';

const settings = { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 };

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

/**
 * Detection over a board: parse + apply, full sweeps and single-price updates. The board is a
 * JSON array of v4 events (mixed sports) from --board FILE, or 2,000 synthetic events × 40 books
 * × h2h/spreads/totals. A recorded board is judged at the time of its newest quote.
 */
export function detectionBench(boardFile?: string) {
  const text = boardFile
    ? readFileSync(boardFile, 'utf8')
    : JSON.stringify(syntheticMarket({ events: 2000, books: 40, seed: 3 }));
  const board = new PriceBoard();
  let events: WireEventOdds[] = [];
  const parseApplyMs = time(() => {
    events = parseAndApply(text, board, Date.now());
  });
  let now = Date.now();
  if (boardFile) {
    now = 0;
    for (const quote of board.allQuotes()) now = Math.max(now, quote.lastUpdate);
  }
  const engine = new DetectionEngine(
    board,
    settings,
    new OpportunityBus(),
    null,
    pino({ level: 'silent' }),
    () => now,
  );
  for (let i = 0; i < 3; i++) engine.sweep();
  const sweeps = Array.from({ length: 15 }, () => time(() => engine.sweep()));

  const counts = { arbitrage: { h2h: 0, spreads: 0, totals: 0 }, middles: 0, value: 0 };
  for (const { candidate } of engine.tracker.live.values()) {
    if (candidate.kind === 'value') counts.value++;
    else if (candidate.kind === 'middle') counts.middles++;
    else counts.arbitrage[candidate.arb.kind]++;
  }

  const quotes = [...board.allQuotes()];
  let state = 99;
  const pick = (): BoardQuote => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return quotes[state % quotes.length]!;
  };
  const diffOf = (quote: BoardQuote): BoardDiff => {
    const previousPrice = quote.price;
    quote.price = Math.round((quote.price + (quote.price > 3 ? -0.01 : 0.01)) * 100) / 100;
    return {
      sportKey: quote.eventId,
      at: now,
      changed: [{ quote, previousPrice }],
      removed: [],
      refreshed: [],
      events: [],
      removedEventIds: [],
      withdrawnAt: new Map(),
    };
  };
  // One price change per detection pass, published like a poll's: the worst case.
  const singles = Math.min(50_000, quotes.length * 4);
  for (let i = 0; i < 2_000; i++) engine.onDiff(diffOf(pick()));
  const singleMs = time(() => {
    for (let i = 0; i < singles; i++) engine.onDiff(diffOf(pick()));
  });

  // The parse + validate + apply goal is set for one poll of 500 events × 40 books × 3 markets.
  const poll = JSON.stringify(syntheticMarket({ events: 500, books: 40, seed: 5 }));
  const pollRuns = Array.from({ length: 5 }, () =>
    time(() => parseAndApply(poll, new PriceBoard(), Date.now())),
  );

  return {
    events: events.length,
    quotes: quotes.length,
    parseApplyMs: round(parseApplyMs),
    fullSweepMs: { median: round(median(sweeps)), min: round(Math.min(...sweeps)) },
    singleUpdatesPerSecond: Math.round(singles / (singleMs / 1000)),
    opportunities: {
      arbitrage: counts.arbitrage,
      middles: counts.middles,
      value: counts.value,
    },
    poll500x40x3ParseApplyMs: { median: round(median(pollRuns)), goal: 150 },
    goals: { fullSweepMedianMs: 20, singleUpdatesPerSecond: 1_000_000 },
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
