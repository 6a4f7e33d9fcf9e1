import { singleMoveFloor, singlePriceMoves } from './single-price-moves';
import { Session } from 'node:inspector/promises';
import pino from 'pino';
import { DetectionEngine } from '../src/server/engine/detection-engine';
import { MemoryBus } from '../src/server/platform/bus/memory-bus';
import { PriceBoard } from '../src/server/odds/price-board';
import type { WireEventOdds } from '../src/server/odds/wire-format';
import { dispersedMarket } from './dispersed-market';
import { profileSummary } from './profile-summary';

/**
 * npx tsx bench/update-profile.ts [updates] [--no-profile]: CPU profile of single-price updates
 * over the dispersed board, as detection-bench's singleUpdates makes them (one quote's price moved,
 * engine.onDiff with a one-quote diff), and only of them; printed as the functions with the most
 * self time. Writes the whole profile to update.cpuprofile in the temporary directory.
 */
const updates = Number(process.argv[2] ?? 200_000) || 200_000;
const profiling = !process.argv.includes('--no-profile');
const now = Date.parse('2026-11-22T12:00:00Z');
const board = new PriceBoard();
const bySport = new Map<string, WireEventOdds[]>();
const eventsAt = process.argv.indexOf('--events');
const events = eventsAt >= 0 ? Number(process.argv[eventsAt + 1]) : 2000;
for (const event of dispersedMarket({ events, books: 40, seed: 3, now })) {
  const list = bySport.get(event.sport_key) ?? [];
  list.push(event);
  bySport.set(event.sport_key, list);
}
for (const [sport, list] of bySport) board.applySnapshot(sport, list, now);
const settings = { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 };
const engine = new DetectionEngine(
  board,
  settings,
  new MemoryBus(),
  null,
  pino({ level: 'silent' }),
  () => now,
);
for (let i = 0; i < 3; i++) engine.sweep();
const hotAt = process.argv.indexOf('--hot');
const allQuotes = [...board.allQuotes()];
// --hot N: moves only the first N quotes, whose memory stays in cache (is the path memory-bound?).
const quotes = hotAt >= 0 ? allQuotes.slice(0, Number(process.argv[hotAt + 1])) : allQuotes;

const { pick, diffOf } = singlePriceMoves(quotes, now);
for (let i = 0; i < 2_000; i++) engine.onDiff(diffOf(pick()));

const session = new Session();
if (profiling) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
}
let changing = 0;
const cpuBefore = process.cpuUsage();
const started = performance.now();
for (let i = 0; i < updates; i++) {
  const changes = engine.onDiff(diffOf(pick()));
  if (changes.added.length + changes.updated.length + changes.removed.length > 0) changing++;
}
const elapsed = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const profile = profiling ? (await session.post('Profiler.stop')).profile : null;
const floor = singleMoveFloor(allQuotes, now, updates);
// CPU time beside wall time: on a shared machine the second is mostly other processes' turns.
const cpuMs = (cpu.user + cpu.system) / 1000;
const summary = {
  updates,
  changing,
  perSecond: Math.round(updates / (elapsed / 1000)),
  usPerUpdate: Math.round((elapsed / updates) * 1000 * 100) / 100,
  cpuUsPerUpdate: Math.round((cpuMs / updates) * 1000 * 100) / 100,
  floorUsPerUpdate: Math.round(floor.usPerMove * 100) / 100,
  floorSum: Math.round(floor.sum),
};
if (!profile) {
  process.stdout.write(`${JSON.stringify(summary)}\n`);
  process.exit(0);
}

const summarised = profileSummary(profile, 'update', 25);
process.stdout.write(
  `${JSON.stringify(
    {
      ...summary,
      ...summarised,
    },
    null,
    2,
  )}\n`,
);
process.exit(0);
