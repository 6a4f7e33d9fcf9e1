import { Session } from 'node:inspector/promises';
import pino from 'pino';
import { DetectionEngine } from '../src/server/engine/detection-engine';
import { MemoryBus } from '../src/server/platform/bus/memory-bus';
import { PriceBoard } from '../src/server/odds/price-board';
import type { WireEventOdds } from '../src/server/odds/wire-format';
import { dispersedMarket } from './dispersed-market';
import { profileSummary } from './profile-summary';

/**
 * npx tsx bench/sweep-profile.ts [sweeps]: CPU profile of full sweeps over the dispersed board, the
 * clock one second on before each (at one instant a sweep finds nothing to do, 027), and only of them (building the board is left out), printed as the functions with the most
 * self time. Writes the whole profile to sweep.cpuprofile in the temporary directory, for a viewer.
 */
const sweeps = Number(process.argv[2] ?? 40);
let now = Date.parse('2026-11-22T12:00:00Z');
const board = new PriceBoard();
const bySport = new Map<string, WireEventOdds[]>();
for (const event of dispersedMarket({ events: 2000, books: 40, seed: 3, now })) {
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

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const started = performance.now();
for (let i = 0; i < sweeps; i++) {
  now += 1_000;
  engine.sweep();
}
const elapsed = performance.now() - started;
const { profile } = await session.post('Profiler.stop');

const summarised = profileSummary(profile, 'sweep', 15);
process.stdout.write(
  `${JSON.stringify(
    {
      sweeps,
      msPerSweep: Math.round((elapsed / sweeps) * 10) / 10,
      ...summarised,
    },
    null,
    2,
  )}\n`,
);
