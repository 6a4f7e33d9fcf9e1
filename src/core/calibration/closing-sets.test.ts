import { describe, expect, it } from 'vitest';
import { devigByMethod } from '../devig';
import type { MarketSlice, Quote } from '../market';
import { closingSets, winningSlot } from './closing-sets';

const start = 1_790_000_000_000;
const event = {
  id: 'e1',
  sport: 'basketball_nba',
  homeTeam: 'A',
  awayTeam: 'B',
  commenceTime: start,
};
const quote = (book: string, outcome: string, price: number, point?: number): Quote => ({
  book,
  outcome,
  price,
  lastUpdate: start - 60_000,
  ...(point === undefined ? {} : { point }),
});
const score = (homeScore: number, awayScore: number) => ({
  homeTeam: 'A',
  awayTeam: 'B',
  homeScore,
  awayScore,
});

describe('closingSets', () => {
  it('devigs the sharp close six ways and keeps only sets with a reference', () => {
    const slice: MarketSlice = {
      event,
      kind: 'totals',
      quotes: [
        quote('pinnacle', 'Over', 1.9, 210.5),
        quote('pinnacle', 'Under', 1.95, 210.5),
        // One soft book alone on another line: no reference (the consensus needs two books).
        quote('soft', 'Over', 2.1, 215.5),
        quote('soft', 'Under', 1.7, 215.5),
      ],
    };
    const sets = closingSets(slice);
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({ line: 210.5, reference: 'pinnacle' });
    expect(sets[0]!.byMethod).toEqual(devigByMethod([1.9, 1.95]));
  });

  it('finds nothing in a slice without prices', () => {
    expect(closingSets({ event, kind: 'h2h', quotes: [] })).toEqual([]);
  });
});

describe('winningSlot', () => {
  it('names the side that won, and no side on a push or a 2-way tie', () => {
    const h2h = [{ outcome: 'A' }, { outcome: 'B' }];
    expect(winningSlot('h2h', h2h, score(101, 99), false)).toBe(0);
    expect(winningSlot('h2h', h2h, score(99, 101), false)).toBe(1);
    expect(winningSlot('h2h', h2h, score(100, 100), false)).toBeNull();
    const threeWay = [{ outcome: 'A' }, { outcome: 'Draw' }, { outcome: 'B' }];
    expect(winningSlot('h2h', threeWay, score(1, 1), true)).toBe(1);
    const total = [
      { outcome: 'Over', point: 200 },
      { outcome: 'Under', point: 200 },
    ];
    expect(winningSlot('totals', total, score(100, 100), false)).toBeNull();
    expect(winningSlot('totals', total, score(100, 101), false)).toBe(0);
    const spread = [
      { outcome: 'A', point: -3.5 },
      { outcome: 'B', point: 3.5 },
    ];
    expect(winningSlot('spreads', spread, score(103, 100), false)).toBe(1);
  });
});
