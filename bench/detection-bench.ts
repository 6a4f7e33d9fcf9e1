import pino from 'pino';
import { DetectionEngine } from '../src/server/engine/detection-engine';
import { OpportunityBus } from '../src/server/engine/opportunity-bus';
import { PriceBoard, type BoardDiff, type BoardQuote } from '../src/server/odds/price-board';
import { syntheticMarket } from './synthetic-market';
import { median, time } from './measure';

const settings = { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 };

function engineOn(board: PriceBoard) {
  return new DetectionEngine(
    board,
    settings,
    new OpportunityBus(),
    null,
    pino({ level: 'silent' }),
  );
}

/** Full scan of 2,000 events × 40 books × 3 markets, and incremental single-price updates. */
export function detectionBench() {
  const board = new PriceBoard();
  board.applySnapshot(
    'basketball_nba',
    syntheticMarket({ events: 2000, books: 40, seed: 3 }),
    Date.now(),
  );
  const engine = engineOn(board);
  engine.sweep();
  const scans = Array.from({ length: 7 }, () => time(() => engine.sweep()));
  const quotes = [...board.allQuotes()];

  let state = 99;
  const pick = (): BoardQuote => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return quotes[state % quotes.length]!;
  };
  const nudge = (quote: BoardQuote) => {
    const previousPrice = quote.price;
    quote.price = Math.round((quote.price + (quote.price > 3 ? -0.01 : 0.01)) * 100) / 100;
    return { quote, previousPrice };
  };
  const diffOf = (changed: BoardDiff['changed']): BoardDiff => ({
    sportKey: 'basketball_nba',
    at: Date.now(),
    changed,
    removed: [],
    refreshed: [],
    events: [],
    removedEventIds: [],
  });

  // One price change per detection pass: the worst case, every update re-evaluates its market.
  const singles = 20_000;
  const singleMs = time(() => {
    for (let i = 0; i < singles; i++) engine.onDiff(diffOf([nudge(pick())]));
  });

  // A poll's worth of changes in one pass: markets touched several times are evaluated once.
  const batchSize = 200_000;
  const batch = Array.from({ length: batchSize }, () => nudge(pick()));
  const batchMs = time(() => engine.onDiff(diffOf(batch)));

  return {
    board: {
      events: 2000,
      books: 40,
      quotes: quotes.length,
      liveOpportunities: engine.tracker.live.size,
    },
    fullScanMs: { median: round(median(scans)), goal: 30 },
    incremental: {
      singleUpdatePerPass: {
        updates: singles,
        updatesPerSecond: Math.round(singles / (singleMs / 1000)),
      },
      batchedPass: {
        updates: batchSize,
        ms: round(batchMs),
        updatesPerSecond: Math.round(batchSize / (batchMs / 1000)),
      },
      goalUpdatesPerSecond: 1_000_000,
    },
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
