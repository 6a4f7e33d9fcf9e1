import { PriceBoard } from '../src/server/odds/price-board';
import type { WireEventOdds } from '../src/server/odds/wire-format';
import { openSse } from '../src/server/test-support/sse-client';
import { startBenchServer } from './bench-server';
import { median, percentile } from './measure';
import { syntheticMarket } from './synthetic-market';

/** One game whose two books cross into an arbitrage when `open`, and out of it when not. */
export function arbGame(open: boolean, n: number): WireEventOdds {
  const stamp = new Date().toISOString();
  const prices: [number, number][] = open
    ? [
        [2.1, 1.8],
        [1.75, 2.05],
      ]
    : [
        [1.9, 1.8],
        [1.75, 1.95],
      ];
  return {
    id: `fresh-${n}`,
    sport_key: 'basketball_nba',
    sport_title: 'NBA',
    commence_time: new Date(Date.now() + 3_600_000).toISOString(),
    home_team: 'Home',
    away_team: 'Away',
    bookmakers: prices.map(([home, away], b) => ({
      key: `fbook${b}`,
      title: `F${b}`,
      last_update: stamp,
      markets: [
        {
          key: 'h2h',
          last_update: stamp,
          outcomes: [
            { name: 'Home', price: home },
            { name: 'Away', price: away },
          ],
        },
      ],
    })),
  };
}

/**
 * Price change → SSE event at a connected client, not counting the poll interval: from the moment
 * a poll's answer reaches the board until the client has parsed the pushed event.
 */
export async function freshnessBench() {
  const board = new PriceBoard();
  board.applySnapshot(
    'basketball_nba',
    syntheticMarket({ events: 500, books: 40, seed: 5 }),
    Date.now(),
  );
  const server = await startBenchServer(board);
  const stream = await openSse(`${server.url}/api/stream`, { cookie: server.cookie });
  await stream.waitFor((m) => m.event === 'ready', 5_000);
  const latencies: number[] = [];
  try {
    for (let i = 0; i < 200; i++) {
      const open = i % 2 === 0;
      const expected = open ? '"opportunity.added"' : '"opportunity.removed"';
      const seen = stream.messages.length;
      const t0 = performance.now();
      server.engine.onDiff(
        board.applySnapshot('freshness', [arbGame(open, Math.floor(i / 2))], Date.now()),
      );
      await stream.waitFor(
        (m) => stream.messages.indexOf(m) >= seen && m.data.includes(expected),
        5_000,
      );
      latencies.push(performance.now() - t0);
    }
  } finally {
    await stream.close();
    await server.close();
  }
  const r = (ms: number) => Math.round(ms * 100) / 100;
  return {
    samples: latencies.length,
    p50Ms: r(median(latencies)),
    p99Ms: r(percentile(latencies, 99)),
    goal: { p50Ms: 50, p99Ms: 250 },
  };
}
