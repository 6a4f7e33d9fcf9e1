import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PriceBoard } from '../src/server/odds/price-board';
import { startBenchServer } from './bench-server';
import { syntheticMarket } from './synthetic-market';

const autocannonBin = fileURLToPath(
  new URL('../node_modules/autocannon/autocannon.js', import.meta.url),
);

/** GET /api/live-arbitrage with a session cookie, 100 connections, load from a second process. */
export async function httpBench() {
  // Two boards: a live list the size the simulator usually shows, and one several times larger.
  return { typicalBoard: await httpBenchOn(0.045), busyBoard: await httpBenchOn(0.05) };
}

async function httpBenchOn(noise: number) {
  const board = new PriceBoard();
  board.applySnapshot(
    'basketball_nba',
    syntheticMarket({ events: 500, books: 40, seed: 8, noise }),
    Date.now(),
  );
  const server = await startBenchServer(board);
  try {
    const sample = await fetch(`${server.url}/api/live-arbitrage`, {
      headers: { cookie: server.cookie },
    });
    const body = await sample.text();
    // Load from a second process; this one keeps serving meanwhile.
    const result = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          autocannonBin,
          '-c',
          '100',
          '-d',
          '10',
          '-j',
          '-H',
          `cookie=${server.cookie}`,
          // A browser accepts compression; the list is compressed once per change, not per request.
          '-H',
          'accept-encoding=gzip',
          `${server.url}/api/live-arbitrage`,
        ],
        {
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      );
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.on('exit', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`autocannon exited ${code}`)),
      );
    });
    const report = JSON.parse(result) as {
      requests: { average: number };
      latency: { p99: number; p50: number };
      non2xx: number;
      errors: number;
    };
    return {
      opportunitiesInResponse: (JSON.parse(body) as { opportunities: unknown[] }).opportunities
        .length,
      responseBytes: body.length,
      gzipBytes: Number(
        (
          await fetch(`${server.url}/api/live-arbitrage`, {
            headers: { cookie: server.cookie, 'accept-encoding': 'gzip' },
          })
        ).headers.get('content-length') ?? Number.NaN,
      ),
      connections: 100,
      durationSeconds: 10,
      requestsPerSecond: Math.round(report.requests.average),
      latencyMs: { p50: report.latency.p50, p99: report.latency.p99 },
      non2xx: report.non2xx,
      errors: report.errors,
      goal: { requestsPerSecond: 20_000, p99Ms: 20 },
    };
  } finally {
    await server.close();
  }
}
