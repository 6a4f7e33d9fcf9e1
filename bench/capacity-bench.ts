import { Agent, request } from 'node:http';
import { createSession } from '../src/server/auth/session-store';
import { users } from '../src/server/db/schema/index';
import { PriceBoard } from '../src/server/odds/price-board';
import { openSse } from '../src/server/test-support/sse-client';
import { startBenchServer } from './bench-server';
import { median, percentile } from './measure';
import { syntheticMarket } from './synthetic-market';
import { staggeredPolls } from './staggered-polls';

const MEMBERS = 2_500;
const DURATION_MS = 30_000;

/**
 * The spec's polling at scale: 2,500 signed-in members, each with an open live stream, polling
 * /api/auth/user every 5 s and both live lists every 15 s (staggered), for 30 s. The load is
 * generated in the same process as the server, which makes the figures pessimistic.
 */
export async function capacityBench() {
  const board = new PriceBoard();
  board.applySnapshot(
    'basketball_nba',
    syntheticMarket({ events: 500, books: 40, seed: 8, noise: 0.045 }),
    Date.now(),
  );
  const server = await startBenchServer(board);
  const db = server.database.db;
  try {
    const now = new Date();
    const rows = Array.from({ length: MEMBERS }, (_, i) => ({
      oidcIssuer: 'https://capacity.bench',
      oidcSubject: `member-${i}`,
      email: `member${i}@capacity.bench`,
      subscriptionStatus: 'active' as const,
      subscriptionTier: 'elite' as const,
      accessEndsAt: new Date(now.getTime() + 86_400_000),
      createdAt: now,
      updatedAt: now,
    }));
    const members = await db.insert(users).values(rows).returning({ id: users.id });
    const policy = { idleMs: 86_400_000, absoluteMs: 86_400_000 };
    const cookies: string[] = [];
    for (const member of members) {
      const { rawId } = await createSession(db, member.id, policy, now, null);
      cookies.push(`arbiter_session=${rawId}`);
    }

    const streams = await Promise.all(
      cookies.map((cookie) => openSse(`${server.url}/api/stream`, { cookie })),
    );
    const streamsOpen = streams.filter((s) => s.response.status === 200).length;

    const agent = new Agent({ keepAlive: true, maxSockets: 512 });
    const latencies: number[] = [];
    let errors = 0;
    const get = (path: string, cookie: string) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        const req = request(
          `${server.url}${path}`,
          { agent, headers: { cookie, 'accept-encoding': 'gzip' } },
          (res) => {
            res.resume();
            res.on('end', () => {
              latencies.push(performance.now() - started);
              if (res.statusCode !== 200) errors++;
              resolve();
            });
          },
        );
        req.on('error', () => {
          errors++;
          resolve();
        });
        req.end();
      });

    const polls = staggeredPolls();
    cookies.forEach((cookie) => {
      polls.every(5_000, () => get('/api/auth/user', cookie));
      polls.every(15_000, () => get('/api/live-arbitrage', cookie));
      polls.every(15_000, () => get('/api/opportunities', cookie));
    });
    await new Promise((resolve) => setTimeout(resolve, DURATION_MS));
    await polls.stop();
    await Promise.all(streams.map((s) => s.close()));
    agent.destroy();
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      members: MEMBERS,
      streamsOpen,
      durationSeconds: DURATION_MS / 1000,
      requests: latencies.length,
      requestsPerSecond: Math.round(latencies.length / (DURATION_MS / 1000)),
      errors,
      latencyMs: {
        p50: round(median(latencies)),
        p99: round(percentile(latencies, 99)),
        max: round(Math.max(...latencies)),
      },
      goal: { p99Ms: 100 },
    };
  } finally {
    await server.close();
  }
}
