import { describe, expect, it } from 'vitest';
import { BOOKS } from './catalog-books';
import { SPORTS } from './catalog-sports';
import { Market } from './market';
import { matchModel } from './outcome-model';
import type { OddsQuery } from './wire-odds';
import { buildOdds } from './wire-odds';
import { buildScores } from './wire-scores';

const START = Date.UTC(2025, 2, 1, 12);
const ALL: OddsQuery = {
  bookmakers: new Set(BOOKS.map((b) => b.key)),
  markets: ['h2h', 'spreads', 'totals'],
  oddsFormat: 'decimal',
  dateFormat: 'iso',
  eventIds: null,
  commenceFrom: null,
  commenceTo: null,
  includeBetLimits: true,
};
const SAMPLE = [
  'soccer_epl',
  'basketball_nba',
  'icehockey_nhl',
  'tennis_atp_us_open',
  'baseball_mlb',
];

function snapshot(market: Market): string {
  return JSON.stringify([
    SAMPLE.map((s) => buildOdds(market, s, ALL)),
    buildScores(market, 'soccer_epl', { daysFrom: 3, dateFormat: 'iso', eventIds: null }),
  ]);
}

describe('Market', () => {
  it('reaches the same state however time is advanced (fixed ticks)', () => {
    const once = new Market({ seed: 9, startTime: START });
    once.advanceTo(START + 600_000);
    const chunked = new Market({ seed: 9, startTime: START });
    let t = START;
    while (t < START + 600_000) {
      t = Math.min(START + 600_000, t + 1234);
      chunked.advanceTo(t);
    }
    expect(chunked.tick).toBe(600);
    expect(snapshot(chunked)).toBe(snapshot(once));
  });

  it('differs between seeds', () => {
    const a = new Market({ seed: 1, startTime: START });
    const b = new Market({ seed: 2, startTime: START });
    expect(snapshot(a)).not.toBe(snapshot(b));
  });

  it('holds a full board and steps it tick by tick', () => {
    const market = new Market({ seed: 3, startTime: START });
    const counts = market.counts();
    expect(SPORTS.filter((s) => !s.outright).length).toBeGreaterThanOrEqual(40);
    expect(BOOKS.length).toBeGreaterThanOrEqual(40);
    expect(counts.upcoming).toBeGreaterThan(400);
    expect(counts.quotes).toBeGreaterThan(15_000);
    market.advance(60_000);
    // What a step costs is a benchmark figure (npm run bench), not something a test can hold.
    expect(market.advance(600_000)).toBe(600);
    expect(market.counts().upcoming).toBeGreaterThan(400);
  });

  it('starts, finishes and replaces events, and scores them', () => {
    const market = new Market({ seed: 4, startTime: START });
    const initial = new Set([...market.allBoards()].flatMap((b) => b.upcoming.map((e) => e.id)));
    market.advance(3 * 3_600_000);
    let started = 0;
    let finished = 0;
    for (const board of market.allBoards()) {
      for (const e of [...board.live, ...board.completed]) {
        if (!initial.has(e.id)) continue;
        started++;
        expect(e.score).not.toBeNull();
        expect(e.lines).toHaveLength(0);
        if (e.status === 'completed') finished++;
      }
      expect(board.upcoming.every((e) => e.commence > market.now())).toBe(true);
      // Fixtures are refilled (small leagues are limited by free teams).
      expect(board.upcoming.length).toBeGreaterThanOrEqual(Math.min(board.sport.target, 3));
    }
    expect(started).toBeGreaterThan(12);
    expect(finished).toBeGreaterThanOrEqual(3);
    const epl = buildScores(market, 'soccer_epl', {
      daysFrom: 1,
      dateFormat: 'iso',
      eventIds: null,
    });
    expect(epl.some((e) => e.completed && e.scores?.length === 2)).toBe(true);
    expect(epl.filter((e) => !e.completed && e.scores === null).length).toBeGreaterThan(3);
    // Three simulated hours are ten thousand steps of the whole board: seconds, or more on a busy machine.
  }, 120_000);

  it('draws results from the fair prices: favourites win more often, totals land near the line', () => {
    let favourites = 0;
    let decided = 0;
    let surplus = 0;
    let pointsGames = 0;
    for (const seed of [1, 2]) {
      const market = new Market({ seed, startTime: START });
      for (const board of market.allBoards()) {
        for (const e of board.completed) {
          const s = e.score;
          if (!s) continue;
          if (e.sport.kind === 'points') {
            surplus += (s.home + s.away - e.tot) / e.tot;
            pointsGames++;
          }
          if (s.home === s.away) continue;
          const [home = 0, away = 0] = matchModel(e.sport, e.x, e.tot).h2h;
          decided++;
          if (home > away === s.home > s.away) favourites++;
        }
      }
    }
    expect(decided).toBeGreaterThan(800);
    expect(favourites / decided).toBeGreaterThan(0.57);
    expect(favourites / decided).toBeLessThan(0.75);
    expect(Math.abs(surplus / pointsGames)).toBeLessThan(0.05);
  });
});
