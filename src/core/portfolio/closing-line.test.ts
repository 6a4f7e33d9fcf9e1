import { describe, expect, it } from 'vitest';
import type { Quote } from '../market';
import { closingPrices } from './closing-line';
import { closingLineValue } from './closing-line-value';

const start = 1_800_000_000_000;
const event = {
  id: 'e1',
  sport: 'basketball_nba',
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  commenceTime: start,
};
const quote = (book: string, outcome: string, price: number, point?: number): Quote => ({
  book,
  outcome,
  price,
  lastUpdate: start - 3_600_000,
  ...(point === undefined ? {} : { point }),
});

describe('closingPrices', () => {
  it('devigs Pinnacle’s close for the fair price and reads the bet’s own book', () => {
    // Pinnacle 1.95 / 1.95: power devig of a symmetric pair gives ½ each → fair 2.00.
    const slice = {
      event,
      kind: 'h2h' as const,
      quotes: [
        quote('pinnacle', 'Boston Celtics', 1.95),
        quote('pinnacle', 'Miami Heat', 1.95),
        quote('draftkings', 'Boston Celtics', 2.05),
        quote('draftkings', 'Miami Heat', 1.8),
      ],
    };
    const close = closingPrices(slice, {
      book: 'draftkings',
      outcome: 'Boston Celtics',
      point: null,
    });
    expect(close.closingOdds).toBe(2.05);
    expect(close.fairClosingOdds).toBeCloseTo(2, 10);
    expect(close.reference).toBe('pinnacle');
    // A bet taken at 2.10 against a fair close of 2.00 beat the close by 5 %.
    expect(closingLineValue(2.1, close.fairClosingOdds)).toBeCloseTo(0.05, 10);
  });

  it('finds the set at the bet’s line for spreads', () => {
    const slice = {
      event,
      kind: 'spreads' as const,
      quotes: [
        quote('pinnacle', 'Boston Celtics', 1.95, -3.5),
        quote('pinnacle', 'Miami Heat', 1.95, 3.5),
        quote('pinnacle', 'Boston Celtics', 1.7, -5.5),
        quote('pinnacle', 'Miami Heat', 2.25, 5.5),
      ],
    };
    const close = closingPrices(slice, { book: 'fanduel', outcome: 'Miami Heat', point: 3.5 });
    expect(close.closingOdds).toBeNull();
    expect(close.fairClosingOdds).toBeCloseTo(2, 10);
  });

  it('has no fair close when nothing prices the whole set', () => {
    const slice = {
      event,
      kind: 'h2h' as const,
      quotes: [quote('draftkings', 'Boston Celtics', 2)],
    };
    const close = closingPrices(slice, {
      book: 'draftkings',
      outcome: 'Boston Celtics',
      point: null,
    });
    expect(close).toEqual({
      closingOdds: 2,
      fairClosingOdds: null,
      fairByMethod: null,
      reference: null,
    });
  });
});
