import { afterAll, describe, expect, it } from 'vitest';
import { analyseMarket } from '../../core/market-analysis/analyse-market';
import { listedViews } from '../../core/market-analysis/market-listing';
import { DEFAULT_PARAMETERS } from '../../core/market-analysis/parameters';
import type { EventHistory } from '../../core/market-analysis/price-series';
import { PriceTableBuilder } from '../../core/market-analysis/price-table';
import type { PricePoint } from '../../core/market-analysis/price-table';
import { AnalysisPool, shares } from './analysis-pool';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 22, 12);
const SPORTS = ['basketball_nba', 'americanfootball_nfl', 'icehockey_nhl', 'soccer_epl'];
const BOOKS = ['pinnacle', 'betfair_ex_uk', 'draftkings', 'fanduel', 'betmgm', 'bovada'];

/**
 * Events whose books wander for six hours, some withdrawing quotes, and every third with a
 * sharp-led move the others follow within minutes.
 */
function board(count: number): EventHistory[] {
  // Park–Miller: the same board every run.
  let seed = 7;
  const next = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const table = new PriceTableBuilder({ shared: true });
  return Array.from({ length: count }, (_, i) => {
    const sides = (['Home', 'Away'] as const).map((outcome) => {
      const points: PricePoint[] = [];
      for (const [rank, book] of BOOKS.entries()) {
        let prob = 0.4 + 0.2 * next();
        for (let minute = -360; minute <= 0; minute += 20 + Math.floor(next() * 40)) {
          prob = Math.min(0.9, Math.max(0.1, prob + (next() - 0.5) * 0.02));
          const withdrawn = next() < 0.03;
          points.push({
            book,
            outcome,
            point: null,
            price: withdrawn ? null : 1 / prob,
            at: NOW + minute * MINUTE,
          });
        }
        if (i % 3 === 0 && outcome === 'Home') {
          const price = 1 / Math.min(0.95, prob + 0.05);
          points.push({ book, outcome, point: null, price, at: NOW - 30 * MINUTE + rank * 20_000 });
        }
      }
      return table.addSide('h2h', outcome, points);
    });
    return {
      eventId: `game-${i}`,
      sport: SPORTS[i % SPORTS.length]!,
      homeTeam: `Home ${i}`,
      awayTeam: `Away ${i}`,
      commenceTime: NOW + (i + 1) * 60 * MINUTE,
      sides,
    };
  });
}

const log = { warn: () => undefined } as never;
const pools: AnalysisPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.stop()));
});

describe('AnalysisPool', () => {
  const events = board(40);
  const whole = analyseMarket({ now: NOW, events });

  it.each([0, 2])(
    'with %i threads gives the listed games, summary, bookmakers and steam of the whole board',
    async (threads) => {
      const pool = new AnalysisPool(threads, log);
      pools.push(pool);
      for (const sport of ['all', 'basketball'] as const) {
        const analysis = await pool.analyse({ now: NOW, events, arbitrages: [], sport });
        // The server asks per selection; either way the listed games must be the whole board's.
        const expected = listedViews(whole.views, sport, DEFAULT_PARAMETERS);
        const listed = listedViews(analysis.views, sport, DEFAULT_PARAMETERS);
        expect(listed.length).toBeGreaterThan(0);
        expect(listed.map((index) => analysis.views[index]!)).toEqual(
          expected.map((index) => whole.views[index]!),
        );
        expect(analysis.summary).toEqual(whole.summary);
        expect(analysis.bookmakers).toEqual(whole.bookmakers);
        expect(analysis.steam).toEqual(whole.steam);
      }
      expect(whole.summary.steamMoves).toBeGreaterThan(0);
    },
  );

  it('rejects a request the analysis cannot read, and answers the next one', async () => {
    const pool = new AnalysisPool(2, log);
    pools.push(pool);
    const broken = [
      {
        ...events[0]!,
        sides: [{ market: 'h2h', outcome: 'Home', prices: { table: null, start: 0, end: 2 } }],
      },
    ] as unknown as EventHistory[];
    await expect(
      pool.analyse({ now: NOW, events: broken, arbitrages: [], sport: 'all' }),
    ).rejects.toThrow(/market analysis failed/);
    const analysis = await pool.analyse({ now: NOW, events, arbitrages: [], sport: 'all' });
    expect(analysis.summary).toEqual(whole.summary);
  });
});

describe('shares', () => {
  it('splits the events in order into runs of about equal price counts', () => {
    const events = board(40);
    const split = shares({ now: NOW, events, arbitrages: [], sport: 'all' }, 3);
    expect(split.flatMap((share) => share.events)).toEqual(events);
    const sizes = split.map((share) =>
      share.events.reduce(
        (sum, event) =>
          sum + event.sides.reduce((own, side) => own + side.prices.end - side.prices.start, 0),
        0,
      ),
    );
    const total = sizes.reduce((sum, size) => sum + size, 0);
    for (const size of sizes) expect(Math.abs(size - total / 3)).toBeLessThan(total / 20);
  });
});
