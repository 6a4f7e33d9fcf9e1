import { beforeAll, describe, expect, it } from 'vitest';
import { SPORTS } from './catalog-sports';
import { startSimulator } from './index';
import { Market } from './market';
import type { MetricsSummary } from './market-metrics';
import { MarketMetrics, median } from './market-metrics';
import { parseOddsParams } from './request-params';
import { buildOdds } from './wire-odds';

/**
 * An hour of market as an arbitrage scanner sees it: /odds (h2h, decimal, every region) for every
 * sport, polled every 15 s of simulated time. Bodies are built with the same function the server
 * serialises (checked against HTTP below), without paying for 11,000 loopback round trips.
 */

const START = Date.UTC(2025, 2, 1, 12);
const QUERY = 'regions=us,us2,uk,eu,au&markets=h2h&oddsFormat=decimal';

function simulateHour(seed: number): MetricsSummary {
  const market = new Market({ seed, startTime: START });
  const { query } = parseOddsParams(new URLSearchParams(QUERY));
  const metrics = new MarketMetrics();
  const sports = SPORTS.filter((s) => !s.outright);
  for (let poll = 0; poll <= 240; poll++) {
    if (poll > 0) market.advance(15_000);
    for (const s of sports) metrics.observe(s.key, market.now(), buildOdds(market, s.key, query));
  }
  return metrics.summary();
}

describe('market realism over a simulated hour', () => {
  let hour: MetricsSummary;
  beforeAll(() => {
    hour = simulateHour(1);
  });

  it('opens a few arbitrage windows per minute across the board', () => {
    expect(hour.arbWindows).toBeGreaterThanOrEqual(60);
    expect(hour.arbWindows).toBeLessThanOrEqual(600);
  });

  it('keeps edges mostly between 0.2 % and 3 %', () => {
    const m = median(hour.edges);
    expect(m).toBeGreaterThanOrEqual(0.002);
    expect(m).toBeLessThanOrEqual(0.03);
    const inBand = hour.edges.filter((e) => e >= 0.002 && e <= 0.03).length / hour.edges.length;
    expect(inBand).toBeGreaterThan(0.6);
    expect(Math.max(...hour.edges)).toBeLessThan(0.15);
  });

  it('closes windows within seconds to minutes', () => {
    // Durations are in 15-second polls: most close within a few minutes, none last the hour.
    expect(median(hour.durations)).toBeLessThanOrEqual(12);
    expect(Math.max(...hour.durations)).toBeLessThanOrEqual(40);
  });

  it('shows value spots against Pinnacle and steam moves that the market follows', () => {
    expect(hour.valueSpots).toBeGreaterThan(100);
    expect(hour.sharpMoves).toBeGreaterThanOrEqual(10);
    expect(hour.steamMoves).toBeGreaterThanOrEqual(10);
    expect(hour.steamMoves / hour.sharpMoves).toBeGreaterThan(0.7);
  });

  it('serves exactly these bodies over HTTP', async () => {
    const sim = await startSimulator({ seed: 1, clock: 'manual', startTime: START, rateLimit: 0 });
    try {
      sim.advance(90_000);
      const market = new Market({ seed: 1, startTime: START });
      market.advance(90_000);
      const { query } = parseOddsParams(new URLSearchParams(QUERY));
      for (const sport of ['soccer_epl', 'americanfootball_nfl']) {
        const text = await (
          await fetch(`${sim.url}/v4/sports/${sport}/odds?apiKey=k&${QUERY}`)
        ).text();
        expect(text).toBe(JSON.stringify(buildOdds(market, sport, query)));
      }
    } finally {
      await sim.close();
    }
  });
});
