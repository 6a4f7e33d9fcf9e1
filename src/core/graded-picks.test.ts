import { describe, expect, it } from 'vitest';
import {
  dedupePicks,
  gradePick,
  SCORE_WAIT_MS,
  trackRecord,
  type PickEvent,
  type PublishedPick,
} from './graded-picks';

const NOW = Date.UTC(2026, 2, 10, 12);
const HOUR = 3_600_000;
const STAKE = 100;

const lakersWin: PickEvent = {
  completed: true,
  score: { homeTeam: 'Lakers', awayTeam: 'Celtics', homeScore: 110, awayScore: 104 },
  scoredAt: NOW - HOUR,
  drawPossible: false,
};

function pick(partial: Partial<PublishedPick> & Pick<PublishedPick, 'outcome' | 'odds'>) {
  return {
    id: `p-${partial.outcome}-${partial.point ?? ''}-${partial.odds}`,
    eventId: 'lal-bos',
    market: 'h2h',
    point: null,
    book: 'draftkings',
    commenceTime: NOW - 5 * HOUR,
    publishedAt: NOW - 10 * HOUR,
    ...partial,
  } satisfies PublishedPick;
}

describe('gradePick', () => {
  it('pushes a whole spread line that lands exactly, from either side', () => {
    const away = pick({ market: 'spreads', outcome: 'Celtics', point: 6, odds: 1.95 });
    const home = pick({ market: 'spreads', outcome: 'Lakers', point: -6, odds: 1.9 });
    expect(gradePick(away, lakersWin, STAKE, NOW)).toMatchObject({ result: 'push', profit: 0 });
    expect(gradePick(home, lakersWin, STAKE, NOW)).toMatchObject({ result: 'push', profit: 0 });
  });

  it('splits a quarter line: half pushes, half wins', () => {
    const under = pick({ market: 'totals', outcome: 'Under', point: 214.25, odds: 2 });
    expect(gradePick(under, lakersWin, STAKE, NOW)).toMatchObject({
      result: 'half-win',
      profit: 50,
      gradedAt: NOW - HOUR,
    });
  });

  it('is pending before the final score, and void once the source can no longer send one', () => {
    const open: PickEvent = { completed: false, score: null, scoredAt: null, drawPossible: false };
    const soon = pick({ outcome: 'Lakers', odds: 2, commenceTime: NOW - HOUR });
    expect(gradePick(soon, open, STAKE, NOW)).toEqual({
      result: null,
      profit: null,
      gradedAt: null,
      note: null,
    });
    const stale = pick({ outcome: 'Lakers', odds: 2, commenceTime: NOW - SCORE_WAIT_MS - HOUR });
    expect(gradePick(stale, open, STAKE, NOW)).toMatchObject({
      result: 'void',
      profit: 0,
      gradedAt: null,
    });
    expect(gradePick(stale, null, STAKE, NOW).result).toBe('void');
  });
});

describe('a track record counted by hand', () => {
  const drawGame: PickEvent = {
    completed: true,
    score: { homeTeam: 'Arsenal', awayTeam: 'Chelsea', homeScore: 1, awayScore: 1 },
    scoredAt: NOW - HOUR,
    drawPossible: true,
  };
  const noScore: PickEvent = { completed: true, score: null, scoredAt: NOW, drawPossible: false };
  const cases: [PublishedPick, PickEvent | null][] = [
    [pick({ outcome: 'Lakers', odds: 2.1 }), lakersWin], // win +110
    [pick({ market: 'spreads', outcome: 'Celtics', point: 6, odds: 1.95 }), lakersWin], // push
    [pick({ market: 'spreads', outcome: 'Lakers', point: -6, odds: 1.9 }), lakersWin], // push
    [pick({ market: 'totals', outcome: 'Over', point: 213.5, odds: 1.91 }), lakersWin], // win +91
    [pick({ market: 'totals', outcome: 'Under', point: 214.25, odds: 2 }), lakersWin], // half +50
    [pick({ market: 'spreads', outcome: 'Celtics', point: 5.5, odds: 2.05 }), lakersWin], // −100
    [pick({ eventId: 'ars-che', outcome: 'Arsenal', odds: 2.5 }), drawGame], // loss −100
    [pick({ eventId: 'ars-che', outcome: 'Draw', odds: 3.4 }), drawGame], // win +240
    [pick({ eventId: 'later', outcome: 'Lakers', odds: 2, commenceTime: NOW + HOUR }), null],
    [
      pick({ eventId: 'lost', outcome: 'Lakers', odds: 2, commenceTime: NOW - 4 * 86_400_000 }),
      null,
    ],
    [pick({ eventId: 'bad', outcome: 'Lakers', odds: 2 }), noScore], // void
  ];

  it('equals the count: wins, losses, pushes, voids, pending, win rate and P/L', () => {
    const grades = cases.map(([p, event]) => gradePick(p, event, STAKE, NOW));
    expect(grades.map((g) => g.result)).toEqual([
      'win',
      'push',
      'push',
      'win',
      'half-win',
      'loss',
      'loss',
      'win',
      null,
      'void',
      'void',
    ]);
    expect(trackRecord(grades, STAKE)).toEqual({
      totalPicks: 11,
      totalGraded: 10,
      pending: 1,
      wins: 4,
      losses: 2,
      pushes: 2,
      voids: 2,
      winRate: 4 / 6,
      totalPL: 110 + 91 + 50 - 100 - 100 + 240,
      roi: 291 / 800,
    });
  });
});

describe('dedupePicks', () => {
  it('keeps the first publication of each event, market, outcome and book', () => {
    const first = pick({ market: 'spreads', outcome: 'Celtics', point: 6.5, odds: 1.9 });
    const moved = {
      ...pick({ market: 'spreads', outcome: 'celtics ', point: 6, odds: 2 }),
      publishedAt: first.publishedAt + HOUR,
    };
    const otherBook = { ...moved, id: 'fd', book: 'fanduel' };
    expect(dedupePicks([moved, first, otherBook]).map((p) => p.id)).toEqual([first.id, 'fd']);
  });
});
