import pino from 'pino';
import { DetectionEngine } from '../src/server/engine/detection-engine';
import { MemoryBus } from '../src/server/platform/bus/memory-bus';
import { PriceBoard } from '../src/server/odds/price-board';
import { ingestOddsBody } from '../src/server/odds/wire-ingest';
import type { WireEventOdds } from '../src/server/odds/wire-format';
import { dispersedMarket } from './dispersed-market';

/**
 * Run in a process of its own by the startup bench: resident memory of the board and detection
 * holding the dispersed 2,000 × 40 × 3 board, after a full sweep. Prints one JSON line.
 */
const now = Date.parse('2026-11-22T12:00:00Z');
const mb = (bytes: number) => Math.round(bytes / 1_048_576);
global.gc?.();
const before = process.memoryUsage();
const board = new PriceBoard();
{
  const { events } = ingestOddsBody(
    JSON.parse(JSON.stringify(dispersedMarket({ events: 2000, books: 40, seed: 3, now }))),
  );
  const bySport = new Map<string, WireEventOdds[]>();
  for (const event of events)
    bySport.set(event.sport_key, [...(bySport.get(event.sport_key) ?? []), event]);
  for (const [sport, list] of bySport) board.applySnapshot(sport, list, now);
}
const engine = new DetectionEngine(
  board,
  { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 },
  new MemoryBus(),
  null,
  pino({ level: 'silent' }),
  () => now,
);
engine.sweep();
global.gc?.();
const after = process.memoryUsage();
process.stdout.write(
  `${JSON.stringify({
    quotes: board.quoteCount,
    opportunities: engine.tracker.live.size,
    rssMb: mb(after.rss),
    heapUsedMb: mb(after.heapUsed),
    boardAndEngineHeapMb: mb(after.heapUsed - before.heapUsed),
  })}\n`,
);
