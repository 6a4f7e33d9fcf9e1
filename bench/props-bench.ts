import { loadavg } from 'node:os';
import pino from 'pino';
import { DetectionEngine } from '../src/server/engine/detection-engine';
import { MemoryBus } from '../src/server/platform/bus/memory-bus';
import { PriceBoard } from '../src/server/odds/price-board';
import type { WireEventOdds } from '../src/server/odds/wire-format';
import { dispersedMarket } from './dispersed-market';
import { median, time } from './measure';
import { withEventMarkets } from './props-market';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const GOAL_FULL_SWEEP_MS = 150;
const mb = (bytes: number) => Math.round(bytes / 1_048_576);
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The props-scale goal of issue 21: 2,000 events × 40 books × the featured markets plus 20 event
 * markets (props per player, alternate ladders, team totals, periods) on one board; a full sweep
 * (clock moving 1 s between sweeps, as the engine's periodic pass meets it; and cold, every
 * kept ranking dropped) and the process's resident memory once it holds them. `--events N`
 * scales the board down on a machine without the memory.
 */
export function propsBench(args: readonly string[]) {
  const at = args.indexOf('--events');
  const events = at >= 0 ? Number(args[at + 1]) : 2000;
  const wire = withEventMarkets(dispersedMarket({ events, books: 40, seed: 3, now: NOW }), 11);
  const board = new PriceBoard();
  const bySport = new Map<string, WireEventOdds[]>();
  for (const event of wire)
    bySport.set(event.sport_key, [...(bySport.get(event.sport_key) ?? []), event]);
  const applyMs = time(() => {
    for (const [sport, list] of bySport) board.applySnapshot(sport, list, NOW);
  });
  wire.length = 0;
  const clock = { at: NOW };
  const engine = new DetectionEngine(
    board,
    {
      maxAgeMs: 600_000,
      staleGraceMs: 300_000,
      valueMinEv: 0.02,
      consensusMinBooks: 3,
      consensusMinEv: 0.04,
    },
    new MemoryBus(),
    null,
    pino({ level: 'silent' }),
    () => clock.at,
  );
  const firstSweepMs = time(() => engine.sweep());
  const moving = Array.from({ length: 9 }, () => {
    clock.at += 1_000;
    return time(() => engine.sweep());
  });
  const cold = Array.from({ length: 3 }, () => {
    for (const block of engine.columns.blocks.values()) {
      block.rescan = true;
      block.results = null;
      block.pending = true;
    }
    return time(() => engine.sweep());
  });
  const byType: Record<string, number> = {};
  for (const tracked of engine.tracker.live.values()) {
    const type = `${tracked.candidate.market?.type ?? 'main'}/${tracked.candidate.kind}`;
    byType[type] = (byType[type] ?? 0) + 1;
  }
  global.gc?.();
  const memory = process.memoryUsage();
  return {
    events,
    books: 40,
    quotes: board.quoteCount,
    blocks: engine.columns.blocks.size,
    applyMs: round(applyMs),
    firstSweepMs: round(firstSweepMs),
    fullSweepMs: {
      clockMoving: { median: round(median(moving)), min: round(Math.min(...moving)) },
      cold: { median: round(median(cold)), min: round(Math.min(...cold)) },
    },
    opportunities: byType,
    rssMb: mb(memory.rss),
    heapUsedMb: mb(memory.heapUsed),
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    goal: { fullSweepMs: GOAL_FULL_SWEEP_MS },
    goalMet: median(moving) <= GOAL_FULL_SWEEP_MS,
  };
}
