import { loadavg } from 'node:os';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { ServerResponse } from 'node:http';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import { FakeOddsApi, send } from '../src/server/odds/fixtures/fake-odds-api';
import { syntheticOdds } from '../src/server/test-support/synthetic-odds';
import { startTestServer } from '../src/server/test-support/test-server';
import { benchSubscriberCookie } from './bench-server';
import { percentile } from './measure';

const SPORTS = JSON.stringify([
  {
    key: 'basketball_nba',
    group: 'Basketball',
    title: 'NBA',
    description: 'US Basketball',
    active: true,
    has_outrights: false,
  },
]);

interface Sample {
  path: string;
  sentAt: number;
  ms: number;
  ok: boolean;
}

/**
 * Served while polling (issue 19): the whole server on a v4 source of 500 events × 40 books × 3
 * markets in one sport. A quiet window while the source holds its answer (no poll work at all),
 * then a window in which a poll that moves every price is applied, detected and persisted. For
 * each: the longest wait and p99 of the requests a client thread makes every 20 ms, and the
 * HTTP thread's event-loop delay. Then a stop in the middle of such a poll, timed.
 */
export async function servingBench(postgresUrl: string | null, args: string[] = []) {
  const results: Record<string, unknown> = {};
  const at = args.indexOf('--placement');
  const placement = at >= 0 ? args[at + 1] : undefined;
  // The scanner on its own thread (the default, decision 040), then on the serving thread
  // (`--placement thread|serving` runs one of them).
  const placements = placement ? [placement === 'thread'] : [true, false];
  for (const thread of placements) {
    const mode = thread ? 'scannerThread' : 'scannerOnServingThread';
    results[`pglite.${mode}`] = await servingOn(
      await openDatabase({ kind: 'pglite', dataDir: 'memory://' }),
      thread,
    );
    if (postgresUrl) {
      results[`postgres.${mode}`] = await servingOn(
        await openDatabase({ kind: 'postgres', url: postgresUrl }),
        thread,
      );
    }
  }
  return {
    ...results,
    goal: { maxWaitMs: 100, eventLoopDelayP99Ms: 20, liveArbitrageP99Ms: 20, stopMs: 10_000 },
  };
}

async function servingOn(database: DatabaseHandle, scannerThread: boolean) {
  const start = Date.now() + 3_600_000;
  const bodies = [0, 1].map((moved) =>
    JSON.stringify(syntheticOdds({ events: 500, books: 40, start, seed: 7, moveShare: moved })),
  );
  const source = new FakeOddsApi('bench-key');
  let polls = 0;
  let held: ((body: string) => void) | null = null;
  let heldArrived: (() => void) | null = null;
  source.answer = (request, res: ServerResponse) => {
    if (request.path === '/v4/sports') return send(res, 200, SPORTS, source.quotaHeaders(0));
    if (!request.path.endsWith('/odds')) return send(res, 200, '[]', source.quotaHeaders(0));
    const poll = polls++;
    const answer = (body: string) => send(res, 200, body, source.quotaHeaders(3));
    // The first poll loads the board; every later one waits until the bench releases it.
    if (poll === 0) return answer(bodies[0]!);
    held = answer;
    heldArrived?.();
  };
  await source.start();
  const nextHeld = () =>
    new Promise<(body: string) => void>((resolve) => {
      if (held) return resolve(take());
      heldArrived = () => resolve(take());
    });
  const take = () => {
    const answer = held!;
    held = null;
    heldArrived = null;
    return answer;
  };

  const server = await startTestServer(
    database,
    {
      ODDS_API_KEY: 'bench-key',
      ODDS_API_BASE_URL: source.url,
      ODDS_SPORTS: 'basketball_nba',
      ODDS_REGIONS: 'us',
      ODDS_POLL_INTERVAL_S: '2',
      ODDS_API_MONTHLY_CREDITS: '10000000',
    },
    { live: true, scannerThread },
  );
  const cookie = await benchSubscriberCookie(database, server.config.session, 'serving');
  const loop = monitorEventLoopDelay({ resolution: 5 });
  // Garbage collection on the serving thread, to tell its pauses from the poll's own work.
  const pauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const samples: Sample[] = [];
  const client = new Worker(new URL('./serving-client.mjs', import.meta.url), {
    workerData: { url: server.url, cookie },
  });
  const clientStopped = new Promise<void>((resolve) =>
    client.on('message', (m: Sample | 'stopped') =>
      m === 'stopped' ? resolve() : samples.push(m),
    ),
  );

  const window = async (release: (() => void) | null, ms: number) => {
    const from = Date.now();
    const seqBefore = server.runtime.bus?.lastSeq ?? 0;
    loop.reset();
    loop.enable();
    pauses.length = 0;
    release?.();
    await new Promise((resolve) => setTimeout(resolve, ms));
    loop.disable();
    const within = samples.filter((s) => s.sentAt >= from && s.sentAt < from + ms);
    const live = within.filter((s) => s.path === '/api/live-arbitrage').map((s) => s.ms);
    const all = within.map((s) => s.ms);
    const r = (v: number) => Math.round(v * 10) / 10;
    return {
      // What the serving thread was handed of the poll: the stream events it replayed.
      busEvents: (server.runtime.bus?.lastSeq ?? 0) - seqBefore,
      requests: within.length,
      failed: within.filter((s) => !s.ok).length,
      maxWaitMs: r(Math.max(...all)),
      p99Ms: r(percentile(all, 99)),
      liveArbitrageP99Ms: r(percentile(live, 99)),
      eventLoopDelayP99Ms: r(loop.percentile(99) / 1e6),
      eventLoopDelayMaxMs: r(loop.max / 1e6),
      gcPauses: pauses.length,
      gcLongestPauseMs: r(Math.max(0, ...pauses)),
      gcTotalMs: r(pauses.reduce((sum, ms) => sum + ms, 0)),
      // The machine is shared: its load says how far these figures are the server's own.
      loadAverage: loadavg().map(r),
    };
  };

  try {
    // The first poll's board is applied and written; the second poll is held by the source.
    const firstRelease = await nextHeld();
    if (server.runtime.feed) await server.runtime.feed.flushWrites();
    // On its own thread the scanner's writes are its own: the first poll's are given time to end.
    else await new Promise((resolve) => setTimeout(resolve, 5_000));
    const quiet = await window(null, 8_000);
    const busy = await window(() => firstRelease(bodies[1]!), 15_000);
    const secondRelease = await nextHeld();
    const busyAgain = await window(() => secondRelease(bodies[0]!), 15_000);
    client.postMessage('stop');
    await clientStopped;
    // A stop in the middle of a poll that moves every price.
    const third = await nextHeld();
    third(bodies[1]!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const t0 = performance.now();
    await server.close();
    const stopMs = Math.round(performance.now() - t0);
    return {
      database: database.kind,
      withoutPoll: quiet,
      withPoll: [busy, busyAgain],
      stopMidPollMs: stopMs,
    };
  } finally {
    gc.disconnect();
    await client.terminate();
    await server.close();
    await source.stop();
    await database.close();
  }
}
