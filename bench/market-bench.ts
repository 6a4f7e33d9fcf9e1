import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { analyseMarket } from '../src/core/market-analysis/analyse-market';
import type { EventHistory } from '../src/core/market-analysis/price-series';
import { PriceTableBuilder } from '../src/core/market-analysis/price-table';
import type { PricePoint, SideHistory } from '../src/core/market-analysis/price-table';
import { AnalysisPool } from '../src/server/market/analysis-pool';
import { median } from './measure';

const HOUR = 3_600_000;

/** A small deterministic generator (mulberry32), so the timing run is the same every time. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SPORTS = ['basketball_nba', 'americanfootball_nfl', 'icehockey_nhl', 'baseball_mlb'];
const BENCH_BOOKS = [
  'pinnacle',
  'betfair_ex_uk',
  'draftkings',
  'fanduel',
  'betmgm',
  'williamhill_us',
  'betrivers',
  'bovada',
  'betonlineag',
  'unibet_us',
];

/**
 * 48 hours of one side: every book reprices on average every `meanGapMs` by up to ±1.5 points,
 * and one event in four takes a steam move the books follow within minutes. Added to the one
 * price table of the whole board, as the server reads the history.
 */
function benchSide(
  table: PriceTableBuilder,
  next: () => number,
  now: number,
  meanGapMs: number,
  side: { market: 'h2h' | 'spreads' | 'totals'; outcome: string; point: number | null },
  steamAt: number | null,
): SideHistory {
  const { market, outcome, point } = side;
  const points: PricePoint[] = [];
  for (const [rank, book] of BENCH_BOOKS.entries()) {
    let prob = 0.45 + 0.1 * next();
    let t = now - 48 * HOUR;
    points.push({ book, outcome, point, price: 1 / prob, at: t });
    for (;;) {
      t += -Math.log(1 - next()) * meanGapMs;
      if (t > now) break;
      prob = Math.min(0.9, Math.max(0.1, prob + (next() - 0.5) * 0.03));
      points.push({ book, outcome, point, price: 1 / prob, at: t });
    }
    if (steamAt !== null) {
      const price = 1 / Math.min(0.95, prob + 0.04);
      points.push({ book, outcome, point, price, at: steamAt + rank * 30_000 });
    }
  }
  return table.addSide(market, outcome, points);
}

const BENCH_SIDES = [
  { market: 'h2h', outcome: 'Home', point: null },
  { market: 'h2h', outcome: 'Away', point: null },
  { market: 'spreads', outcome: 'Home', point: -3.5 },
  { market: 'spreads', outcome: 'Away', point: 3.5 },
  { market: 'totals', outcome: 'Over', point: 220.5 },
  { market: 'totals', outcome: 'Under', point: 220.5 },
] as const;

export function benchEvents(count: number, now: number, meanGapMs: number): EventHistory[] {
  const next = random(42);
  const table = new PriceTableBuilder({ shared: true });
  return Array.from({ length: count }, (_, i) => {
    const steamAt = i % 4 === 0 ? now - next() * 40 * HOUR : null;
    return {
      eventId: `e${i}`,
      sport: SPORTS[i % SPORTS.length]!,
      homeTeam: 'Home',
      awayTeam: 'Away',
      commenceTime: now + 6 * HOUR,
      sides: BENCH_SIDES.map((side, index) =>
        benchSide(table, next, now, meanGapMs, side, index === 0 ? steamAt : null),
      ),
    };
  });
}

const WARM_UP_RUNS = 3;
const MEASURED_RUNS = 5;

/** Median wall time of `run` after warming up (the server runs it every 30 s: always warm). */
async function timed(run: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP_RUNS + MEASURED_RUNS; i++) {
    const started = performance.now();
    await run();
    if (i >= WARM_UP_RUNS) times.push(performance.now() - started);
  }
  return Math.round(median(times));
}

/**
 * The whole market analysis for 2,000 events × 10 books × 3 markets over 48 hours, repricing on
 * average every 3 h (≈ 2 M prices) and every 6 h (≈ 1 M). Goal ≤ 200 ms. Measured twice: on one
 * thread (core's analyseMarket), and as the server runs it, split across the analysis threads
 * (the board's prices shared with them, each sending back its share of the listed games).
 */
export async function marketBench() {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const threads = Math.min(2, availableParallelism());
  const pool = new AnalysisPool(threads, { warn: console.warn } as unknown as FastifyBaseLogger);
  const result: Record<string, unknown> = {};
  try {
    for (const hours of [3, 6]) {
      const events = benchEvents(2000, now, hours * HOUR);
      const prices = events.reduce(
        (total, one) =>
          total + one.sides.reduce((sum, own) => sum + own.prices.end - own.prices.start, 0),
        0,
      );
      const single = analyseMarket({ now, events });
      const pooled = await pool.analyse({ now, events, arbitrages: [], sport: 'all' });
      result[`priceEvery${hours}h`] = {
        events: events.length,
        prices,
        steamMoves: single.summary.steamMoves,
        sameSummaryPooled: JSON.stringify(pooled.summary) === JSON.stringify(single.summary),
        oneThreadMs: await timed(() => analyseMarket({ now, events })),
        [`${threads}ThreadsMs`]: await timed(() =>
          pool.analyse({ now, events, arbitrages: [], sport: 'all' }),
        ),
      };
    }
  } finally {
    await pool.stop();
  }
  return { ...result, goalMs: 200 };
}
