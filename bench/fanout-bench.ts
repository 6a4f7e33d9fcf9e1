import pino from 'pino';
import { DetectionEngine } from '../src/server/engine/detection-engine';
import { PriceBoard } from '../src/server/odds/price-board';
import type { BusMessage } from '../src/server/platform/bus/live-bus';
import {
  busesOn,
  reachable,
  TEST_NATS_URL,
  testLayout,
} from '../src/server/platform/bus/test-support/nats-test-bus';
import { arbGame } from './freshness-bench';
import { median, percentile } from './measure';
import { syntheticMarket } from './synthetic-market';

const SAMPLES = 500;

/**
 * Price change at the source → event at a second bus instance through NATS JetStream: the
 * scanner's board takes a poll's answer, detection publishes, and another instance (as an API
 * process would) receives it. Uses NATS_URL or the local server, on a stream of its own.
 */
export async function fanoutBench() {
  if (!(await reachable(TEST_NATS_URL)))
    return { skipped: `NATS not reachable at ${TEST_NATS_URL}` };
  const buses = busesOn(testLayout());
  try {
    const scannerBus = await buses.open();
    const apiBus = await buses.open();
    const board = new PriceBoard();
    board.applySnapshot(
      'basketball_nba',
      syntheticMarket({ events: 500, books: 40, seed: 5 }),
      Date.now(),
    );
    const engine = new DetectionEngine(
      board,
      { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 },
      scannerBus,
      null,
      pino({ level: 'silent' }),
    );
    engine.sweep();
    let waiting: ((message: BusMessage) => void) | null = null;
    apiBus.subscribe((message) => waiting?.(message));
    const latencies: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const open = i % 2 === 0;
      const expected = open ? 'opportunity.added' : 'opportunity.removed';
      const received = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${expected} within 5 s`)), 5_000);
        waiting = (message) => {
          if (message.event.type !== expected) return;
          clearTimeout(timer);
          resolve();
        };
      });
      const t0 = performance.now();
      engine.onDiff(board.applySnapshot('fanout', [arbGame(open, Math.floor(i / 2))], Date.now()));
      await received;
      latencies.push(performance.now() - t0);
    }
    // Both instances end on the same offset: the ids a member's stream carries agree.
    const deadline = Date.now() + 5_000;
    while (scannerBus.lastSeq !== apiBus.lastSeq && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const r = (ms: number) => Math.round(ms * 100) / 100;
    return {
      samples: latencies.length,
      p50Ms: r(median(latencies)),
      p99Ms: r(percentile(latencies, 99)),
      p90Ms: r(percentile(latencies, 90)),
      p95Ms: r(percentile(latencies, 95)),
      maxMs: r(Math.max(...latencies)),
      goalP99Ms: 50,
      sameSequenceIds: scannerBus.lastSeq === apiBus.lastSeq,
    };
  } finally {
    await buses.cleanUp();
  }
}
