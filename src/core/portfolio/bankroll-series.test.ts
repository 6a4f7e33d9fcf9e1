import { describe, expect, it } from 'vitest';
import { bankrollSeries } from './bankroll-series';
import { makeBet } from './test-support/portfolio-bets';

const settledOn = (settledAt: string | null, profit: number) =>
  makeBet({ status: profit > 0 ? 'won' : 'lost', settledAt, profit });

const bets = [
  settledOn('2024-02-20T10:00:00Z', 100),
  settledOn('2024-03-01T09:00:00Z', 50),
  settledOn('2024-03-01T22:00:00Z', -20),
  settledOn('2024-03-03T12:00:00Z', 10),
  settledOn('2024-03-09T12:00:00Z', 1000),
  settledOn(null, 5),
  makeBet({ stake: 500 }),
];

describe('bankrollSeries', () => {
  it('opens with everything settled before the window, then a point for every day', () => {
    const series = bankrollSeries(1000, bets, {
      from: '2024-03-01T15:00:00Z',
      to: new Date('2024-03-04T01:00:00Z'),
      bucket: 'day',
    });
    expect(series).toEqual([
      { date: '2024-02-29', balance: 1105, profit: 0 },
      { date: '2024-03-01', balance: 1135, profit: 30 },
      { date: '2024-03-02', balance: 1135, profit: 30 },
      { date: '2024-03-03', balance: 1145, profit: 40 },
      { date: '2024-03-04', balance: 1145, profit: 40 },
    ]);
  });

  it('runs from the first to the last settlement when no window is given', () => {
    const series = bankrollSeries(1000, bets, { bucket: 'day' });
    expect(series[0]).toEqual({ date: '2024-02-19', balance: 1005, profit: 0 });
    expect(series.at(-1)).toEqual({ date: '2024-03-09', balance: 2145, profit: 1140 });
    expect(series).toHaveLength(1 + 19);
  });

  it('follows the member’s calendar days', () => {
    const late = [settledOn('2024-03-02T02:00:00Z', 10)];
    const window = {
      from: '2024-03-01T12:00:00Z',
      to: '2024-03-02T12:00:00Z',
      bucket: 'day' as const,
    };
    expect(bankrollSeries(0, late, window).map((point) => point.balance)).toEqual([0, 0, 10]);
    expect(
      bankrollSeries(0, late, { ...window, timeZone: 'America/New_York' }).map(
        (point) => point.balance,
      ),
    ).toEqual([0, 10, 10]);
  });

  it('starts with the starting value alone when nothing settled in the window', () => {
    expect(
      bankrollSeries(250, [], {
        from: '2024-03-01T00:00:00Z',
        to: '2024-03-01T00:00:00Z',
        bucket: 'day',
      }),
    ).toEqual([
      { date: '2024-02-29', balance: 250, profit: 0 },
      { date: '2024-03-01', balance: 250, profit: 0 },
    ]);
  });

  it('ends on the day of `to` even when everything settled after it', () => {
    const later = [settledOn('2024-03-05T12:00:00Z', 10)];
    expect(bankrollSeries(100, later, { to: '2024-03-01T12:00:00Z', bucket: 'day' })).toEqual([
      { date: '2024-02-29', balance: 100, profit: 0 },
      { date: '2024-03-01', balance: 100, profit: 0 },
    ]);
  });

  it('has no day to show without a window or a dated settlement', () => {
    expect(bankrollSeries(250, [makeBet(), settledOn(null, 5)], { bucket: 'day' })).toEqual([]);
  });

  it('refuses a window that ends before it starts, or a date it cannot read', () => {
    expect(() =>
      bankrollSeries(0, [], {
        from: '2024-03-02T00:00:00Z',
        to: '2024-03-01T00:00:00Z',
        bucket: 'day',
      }),
    ).toThrow(RangeError);
    expect(() => bankrollSeries(0, [], { from: 'yesterday', bucket: 'day' })).toThrow(RangeError);
  });
});
