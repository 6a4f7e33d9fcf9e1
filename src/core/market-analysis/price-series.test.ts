import { describe, expect, it } from 'vitest';
import { newWorkspace } from './series-workspace';
import { HOUR, MINUTE, T0, bookColumns, path, pathOf, quote, series } from './test-support/series';

const HALF_POINT_NBA = (0.5 * (1 / Math.sqrt(2 * Math.PI))) / 12.5;

describe('buildSideSeries', () => {
  it('splits the side per book in the order of the quotes’ own update times', () => {
    // Rows as one poll stored them: the book that moved last is listed first.
    const side = series([
      quote('fanduel', 'Home', 1.8, 3),
      quote('pinnacle', 'Home', 1.95, 0),
      quote('pinnacle', 'Home', 1.85, 1),
      quote('fanduel', 'Home', 1.9, 0),
    ]);
    expect(bookColumns(side, 'pinnacle').price).toEqual([1.95, 1.85]);
    expect(bookColumns(side, 'fanduel').price).toEqual([1.9, 1.8]);
    expect(bookColumns(side, 'fanduel').at).toEqual([T0, T0 + 3 * MINUTE]);
    expect(pathOf(side).at).toEqual([T0 + MINUTE, T0 + 3 * MINUTE]);
  });

  it('summarises each book: first, latest and total move', () => {
    const side = series(
      path('draftkings', 'Home', [
        [0, 2],
        [30, 1.9],
        [60, 1.8],
      ]),
    );
    expect(side.books[0]).toMatchObject({
      book: 'draftkings',
      sharp: false,
      quoting: true,
      firstAt: T0,
      lastAt: T0 + HOUR,
      firstPrice: 2,
      lastPrice: 1.8,
      firstPoint: null,
      lastPoint: null,
    });
    expect(side.books[0]!.change).toBeCloseTo(1 / 1.8 - 0.5, 12);
  });

  it('flags the catalogue’s sharp books', () => {
    const side = series([
      ...path('pinnacle', 'Home', [[0, 2]]),
      ...path('draftkings', 'Home', [[0, 2]]),
    ]);
    expect(side.books.map((book) => [book.book, book.sharp])).toEqual([
      ['pinnacle', true],
      ['draftkings', false],
    ]);
  });

  it('moves spread quotes onto the opening line: −3.5 at the same price is the home side shortening', () => {
    // NBA margin σ = 12.5: half a point is worth 0.5 × φ(0) / 12.5 = 0.01596 of probability.
    const side = series(
      path('draftkings', 'Home', [
        [0, 1.91, -3],
        [10, 1.91, -3.5],
      ]),
      'spreads',
    );
    const [first, second] = bookColumns(side, 'draftkings').prob;
    expect(second! - first!).toBeCloseTo(HALF_POINT_NBA, 12);
    expect(side.referencePoint).toBe(-3);
    expect(side.books[0]).toMatchObject({ firstPoint: -3, lastPoint: -3.5 });
  });

  it('reads a raised total as the Over shortening and the Under lengthening', () => {
    const over = series(
      path('draftkings', 'Over', [
        [0, 1.91, 220.5],
        [10, 1.91, 221.5],
      ]),
      'totals',
      'Over',
    );
    const under = series(
      path('draftkings', 'Under', [
        [0, 1.91, 220.5],
        [10, 1.91, 221.5],
      ]),
      'totals',
      'Under',
    );
    expect(over.books[0]!.change).toBeGreaterThan(0);
    expect(under.books[0]!.change).toBeLessThan(0);
  });

  it('keeps a line change (old point withdrawn, new one added) as one series', () => {
    const side = series(
      [
        quote('draftkings', 'Home', 1.91, 0, -3),
        quote('draftkings', 'Home', null, 10, -3),
        quote('draftkings', 'Home', 1.91, 10, -3.5),
      ],
      'spreads',
    );
    expect(side.books[0]!.quoting).toBe(true);
    expect(bookColumns(side, 'draftkings').restarts).toEqual([0]);
    expect(side.path.length).toBe(1);
  });

  it('starts afresh when a withdrawn book returns long after, so its return is not a move', () => {
    const side = series([
      quote('draftkings', 'Home', 2, 0),
      quote('draftkings', 'Home', null, 5),
      quote('draftkings', 'Home', 1.5, 5 + 3 * 60),
    ]);
    expect(side.books[0]!.change).toBe(0);
    expect(bookColumns(side, 'draftkings').restarts).toEqual([0, 1]);
    expect(side.path.length).toBe(0);
  });

  it('starts afresh at a new line where the sport has no result model to compare lines', () => {
    const side = series(
      path('draftkings', 'Home', [
        [0, 1.9, -1.5],
        [10, 2.2, -2.5],
      ]),
      'spreads',
      'Home',
      'tennis_atp_wimbledon',
    );
    expect(side.books[0]!.change).toBe(0);
    expect(bookColumns(side, 'draftkings').restarts).toEqual([0, 1]);
  });

  it('ignores a withdrawal of a line the book no longer quotes', () => {
    const side = series(
      [
        quote('draftkings', 'Home', 1.91, 0, -3),
        quote('draftkings', 'Home', 1.91, 10, -3.5),
        quote('draftkings', 'Home', null, 10, -3),
      ],
      'spreads',
    );
    expect(side.books[0]!.quoting).toBe(true);
  });

  it('marks a book whose last record withdrew its quote as not quoting', () => {
    const side = series([quote('draftkings', 'Home', 2, 0), quote('draftkings', 'Home', null, 60)]);
    expect(side.books[0]!.quoting).toBe(false);
  });

  it('ignores prices that cannot exist', () => {
    const side = series([
      quote('draftkings', 'Home', 1, 0),
      quote('draftkings', 'Home', Number.NaN, 1),
    ]);
    expect(side.books).toHaveLength(0);
  });

  it('averages the books’ moves in the movement path, books that did not move included', () => {
    const side = series([
      ...path('pinnacle', 'Home', [
        [0, 2],
        [60, 1.8],
      ]),
      ...path('draftkings', 'Home', [[0, 2]]),
    ]);
    // (1/1.8 − 1/2) / 2 books
    expect(pathOf(side).index[0]).toBeCloseTo((1 / 1.8 - 0.5) / 2, 12);
    expect(pathOf(side).at[0]).toBe(T0 + HOUR);
  });

  it('grows a shared workspace and gives the same series as a fresh one', () => {
    const workspace = newWorkspace(2);
    const points = path('draftkings', 'Home', [
      [0, 2],
      [30, 1.9],
      [60, 1.8],
    ]);
    const reused = series(points, 'h2h', 'Home', 'basketball_nba', workspace);
    expect(workspace.capacity).toBeGreaterThanOrEqual(3);
    expect(reused.books).toEqual(series(points).books);
  });
});
