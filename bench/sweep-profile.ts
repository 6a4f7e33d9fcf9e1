import { writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { DetectionEngine } from '../src/server/engine/detection-engine';
import { MemoryBus } from '../src/server/platform/bus/memory-bus';
import { PriceBoard } from '../src/server/odds/price-board';
import type { WireEventOdds } from '../src/server/odds/wire-format';
import { dispersedMarket } from './dispersed-market';

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

const selfMs = new Map<string, number>();
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const label = (node: Profiler.ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.split('/').slice(-2).join('/');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
};
const samples = profile.samples ?? [];
const deltas = profile.timeDeltas ?? [];
let total = 0;
samples.forEach((id, i) => {
  const node = nodes.get(id)!;
  // The profiler's own start and stop are sampled too; they are not the sweep.
  if (node.callFrame.url.startsWith('node:inspector')) return;
  const ms = (deltas[i] ?? 0) / 1000;
  total += ms;
  const key = label(node);
  selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
});
const top = [...selfMs.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
const profileFile = join(tmpdir(), 'sweep.cpuprofile');
writeFileSync(profileFile, JSON.stringify(profile));
process.stdout.write(
  `${JSON.stringify(
    {
      sweeps,
      profileFile,
      msPerSweep: Math.round((elapsed / sweeps) * 10) / 10,
      sampledMs: Math.round(total),
      topSelfTime: top.map(([fn, ms]) => ({
        fn,
        ms: Math.round(ms),
        share: Math.round((ms / total) * 1000) / 10,
      })),
    },
    null,
    2,
  )}\n`,
);
