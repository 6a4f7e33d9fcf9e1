import { describe, expect, it } from 'vitest';
import { PriceTableBuilder, pointsOf, sideHistoryOf, sidesOf } from './price-table';
import { buildSideSeries } from './price-series';
import { quote, series } from './test-support/series';

describe('PriceTableBuilder', () => {
  it('keeps each side’s rows together, with withdrawals and missing points as NaN and back', () => {
    const builder = new PriceTableBuilder();
    const home = builder.addSide('spreads', 'Home', [
      quote('pinnacle', 'Home', 1.9, 0, -3.5),
      quote('draftkings', 'Home', null, 1, -3.5),
    ]);
    const away = builder.addSide('h2h', 'Away', [quote('pinnacle', 'Away', 2.1, 2)]);
    expect(home.prices.table.bookNames).toBe(away.prices.table.bookNames);
    expect([home.prices.start, home.prices.end, away.prices.start, away.prices.end]).toEqual([
      0, 2, 2, 3,
    ]);
    expect(Number.isNaN(home.prices.table.price[1])).toBe(true);
    expect(pointsOf(home)).toEqual([
      quote('pinnacle', 'Home', 1.9, 0, -3.5),
      quote('draftkings', 'Home', null, 1, -3.5),
    ]);
    expect(pointsOf(away)).toEqual([quote('pinnacle', 'Away', 2.1, 2)]);
  });

  it('sorts a side by time, keeping the recorded order of equal times', () => {
    const side = sideHistoryOf('h2h', 'Home', [
      quote('c', 'Home', 2.2, 5),
      quote('a', 'Home', 2.0, 1),
      quote('b', 'Home', 2.1, 1),
    ]);
    expect(pointsOf(side).map((point) => point.book)).toEqual(['a', 'b', 'c']);
  });

  it('grows past its first columns without losing the sides closed before', () => {
    const builder = new PriceTableBuilder();
    const sides = Array.from({ length: 300 }, (_, i) =>
      builder.addSide('h2h', 'Home', [
        quote(`book-${i % 7}`, 'Home', 2 + i / 1000, i),
        quote(`book-${(i + 1) % 7}`, 'Home', 2.5, i + 1),
        quote(`book-${i % 7}`, 'Home', 1.9, i + 2),
        quote(`book-${(i + 3) % 7}`, 'Home', 3, i + 3),
      ]),
    );
    expect(pointsOf(sides[0]!)[0]).toEqual(quote('book-0', 'Home', 2, 0));
    expect(pointsOf(sides[299]!)[0]).toEqual(quote('book-5', 'Home', 2.299, 299));
  });
});

describe('sidesOf', () => {
  it('groups one market’s rows by outcome', () => {
    const sides = sidesOf('h2h', [
      quote('a', 'Home', 2, 0),
      quote('a', 'Away', 2, 0),
      quote('b', 'Home', 2.1, 1),
    ]);
    expect(sides.map((side) => [side.outcome, pointsOf(side).length])).toEqual([
      ['Home', 2],
      ['Away', 1],
    ]);
  });
});

describe('buildSideSeries on a table built elsewhere', () => {
  it('reads rows out of time order as if they were sorted', () => {
    const points = [
      quote('fanduel', 'Home', 1.8, 3),
      quote('pinnacle', 'Home', 1.95, 0),
      quote('fanduel', 'Home', 2, 1),
    ];
    // A table written in recorded order, not sorted by the builder.
    const table = {
      bookNames: ['fanduel', 'pinnacle'],
      book: Int32Array.from([0, 1, 0]),
      at: Float64Array.from(points.map((point) => point.at)),
      price: Float64Array.from(points.map((point) => point.price!)),
      point: Float64Array.from(points.map(() => Number.NaN)),
    };
    const built = buildSideSeries(
      { eventId: 'event-1', sport: 'basketball_nba' },
      { market: 'h2h', outcome: 'Home', prices: { table, start: 0, end: 3 } },
      300_000,
    );
    expect(built.books).toEqual(series(points).books);
    expect(built.books.find((book) => book.book === 'fanduel')?.lastPrice).toBe(1.8);
  });
});
