import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PARAMETERS } from './parameters';
import type { PricePoint } from './price-table';
import { bookQuickMoves, quickMoves, steamConfidence, steamMoves } from './steam';
import { at, path, quote, series, us } from './test-support/series';

const parameters = DEFAULT_PARAMETERS;

const steamOf = (points: readonly PricePoint[]) => {
  const side = series(points);
  return steamMoves(
    side,
    quickMoves(side, parameters.steamMinMove, parameters.steamWindowMs),
    parameters,
  );
};

/** Every book opens Home at 1.95 two hours before; `moves` are [book, minutes, new price]. */
function board(
  moves: readonly (readonly [string, number, number])[],
  still: readonly string[] = [],
) {
  const books = [...new Set([...moves.map(([book]) => book), ...still])];
  return [
    ...books.flatMap((book) => path(book, 'Home', [[-120, 1.95]])),
    ...moves.flatMap(([book, minutes, price]) => path(book, 'Home', [[minutes, price]])),
  ];
}

describe('steam', () => {
  it('finds books shortening a side together, led by the sharp book, in the order they moved', () => {
    const points = board(
      [
        ['pinnacle', 0, 1.8],
        ['draftkings', 1, 1.83],
        ['fanduel', 2.5, 1.8],
        ['betmgm', 4, 1.82],
      ],
      ['williamhill_us'],
    );
    // The rows as one poll stored them, last mover first: order comes from the quotes' own times.
    const [steam, ...others] = steamOf(points.reverse());
    expect(others).toEqual([]);
    expect(steam).toMatchObject({
      market: 'h2h',
      side: 'Home',
      direction: 'down',
      bookmakers: ['pinnacle', 'draftkings', 'fanduel', 'betmgm'],
      leader: 'pinnacle',
      likelyCause: 'sharp-led',
      startTime: points.find((p) => p.book === 'pinnacle' && p.price === 1.8)!.at,
      endTime: points.find((p) => p.book === 'betmgm' && p.price === 1.82)!.at,
      pointChange: null,
    });
    // Moves 4.27, 3.36, 4.27 and 3.66 points: median 3.97. Price changes −0.15, −0.12, −0.15, −0.13.
    expect(steam!.impliedChange).toBeCloseTo((1 / 1.82 + 1 / 1.8) / 2 - 1 / 1.95, 9);
    expect(steam!.oddsChange).toBeCloseTo(-0.14, 9);
    // 100 × (0.4 × 4/6 + 0.35 × 0.0397/0.06 + 0.25 × (1 − 2.5/5)) = 62.3
    expect(steam!.confidence).toBe(62);
  });

  it('calls steam market-wide when a recreational book moved first', () => {
    const [steam] = steamOf(
      board([
        ['draftkings', 0, 1.8],
        ['fanduel', 1, 1.8],
        ['pinnacle', 2, 1.8],
      ]),
    );
    expect(steam).toMatchObject({ leader: 'draftkings', likelyCause: 'market-wide' });
  });

  it('finds lengthening steam too', () => {
    const [steam] = steamOf(
      board([
        ['pinnacle', 0, 2.15],
        ['draftkings', 1, 2.15],
        ['fanduel', 2, 2.15],
      ]),
    );
    expect(steam).toMatchObject({ direction: 'up' });
    expect(steam!.impliedChange).toBeCloseTo(1 / 2.15 - 1 / 1.95, 9);
  });

  it('does not call a slow drift steam, however many books take part', () => {
    // Four books lengthen the same 4.5 points, half a point every 20 minutes for three hours.
    const drift = ['pinnacle', 'draftkings', 'fanduel', 'betmgm'].flatMap((book, offset) =>
      path(
        book,
        'Home',
        Array.from(
          { length: 10 },
          (_, step) => [step * 20 + offset, 1 / (0.5 + step * 0.005)] as const,
        ),
      ),
    );
    expect(steamOf(drift)).toEqual([]);
  });

  it('does not call sharp moves steam when the books moved twenty minutes apart', () => {
    expect(
      steamOf(
        board([
          ['pinnacle', 0, 1.8],
          ['draftkings', 20, 1.8],
          ['fanduel', 40, 1.8],
        ]),
      ),
    ).toEqual([]);
  });

  it('does not call a price crossing even money steam: −102 → +102 is one point', () => {
    const books = ['pinnacle', 'draftkings', 'fanduel', 'betmgm'];
    const points = books.flatMap((book, i) =>
      path(book, 'Home', [
        [-60, us(-102)],
        [i * 0.5, us(102)],
      ]),
    );
    expect(steamOf(points)).toEqual([]);
  });

  it('needs the minimum number of books', () => {
    expect(
      steamOf(
        board([
          ['pinnacle', 0, 1.8],
          ['draftkings', 1, 1.8],
        ]),
      ),
    ).toEqual([]);
  });

  it('keeps books following within the window of the last one in the same steam', () => {
    const [steam, ...others] = steamOf(
      board([
        ['pinnacle', 0, 1.8],
        ['draftkings', 1, 1.8],
        ['fanduel', 2, 1.8],
        ['betmgm', 6, 1.8],
        ['williamhill_us', 9, 1.8],
      ]),
    );
    expect(others).toEqual([]);
    expect(steam!.bookmakers).toEqual([
      'pinnacle',
      'draftkings',
      'fanduel',
      'betmgm',
      'williamhill_us',
    ]);
  });

  it('dates a jump from the step that made it, not from a noise step minutes before', () => {
    // DraftKings ticks Home in by half a point 4.5 min before the news, Pinnacle by one point 4
    // min before; the jump (≈ +3.5 points) comes at 0, and the others follow.
    const [steam, ...others] = steamOf(
      board([
        ['draftkings', -4.5, 1.93],
        ['pinnacle', -4, 1.91],
        ['pinnacle', 0, 1.79],
        ['draftkings', 1, 1.8],
        ['fanduel', 2, 1.8],
      ]),
    );
    expect(others).toEqual([]);
    expect(steam).toMatchObject({ leader: 'pinnacle', likelyCause: 'sharp-led', startTime: at(0) });
    expect(steam!.bookmakers).toEqual(['pinnacle', 'draftkings', 'fanduel']);
  });

  it('tells a second jump from drift after the first, however close', () => {
    // Each book jumps, drifts a little the same way two to three minutes later, then jumps again
    // six minutes after the first: two steam moves, each dated from its own jump.
    const books = ['pinnacle', 'draftkings', 'fanduel'];
    const [first, second, ...others] = steamOf(
      board(
        books.flatMap((book, i) => [
          [book, i * 0.5, 1.8] as const,
          [book, 2.5 + i * 0.5, 1.79] as const,
          [book, 6 + i * 0.5, 1.67] as const,
        ]),
      ),
    );
    expect(others).toEqual([]);
    expect(first).toMatchObject({ leader: 'pinnacle', startTime: at(0) });
    expect(second).toMatchObject({ leader: 'pinnacle', startTime: at(6) });
    expect(second!.bookmakers).toEqual(books);
  });

  it('starts new steam when a book of the last one moves again, however the followers chain', () => {
    const [first, second, ...others] = steamOf(
      board([
        ['pinnacle', 0, 1.8],
        ['draftkings', 1, 1.8],
        ['fanduel', 2, 1.8],
        ['betmgm', 5, 1.8],
        ['williamhill_us', 9, 1.8],
        ['pinnacle', 12, 1.67],
        ['draftkings', 13, 1.67],
        ['fanduel', 14, 1.67],
      ]),
    );
    expect(others).toEqual([]);
    expect(first!.bookmakers).toEqual([
      'pinnacle',
      'draftkings',
      'fanduel',
      'betmgm',
      'williamhill_us',
    ]);
    expect(second).toMatchObject({ leader: 'pinnacle', startTime: at(12) });
    expect(second!.bookmakers).toEqual(['pinnacle', 'draftkings', 'fanduel']);
  });
});

describe('bookQuickMoves', () => {
  it('joins a book’s quick steps the same way into one move, dated by its largest step', () => {
    // 0.5 → 0.518 → 0.538 (qualifies) → 0.556 (qualifies again: the same move, extended). The
    // steps are 1.8, 1.95 and 1.8 points: the move is dated at the second.
    const side = series(
      path('draftkings', 'Home', [
        [0, 2.0],
        [1, 1.93],
        [2, 1.86],
        [3, 1.8],
      ]),
    );
    const moves = bookQuickMoves(
      side.columns,
      side.books[0]!,
      parameters.steamMinMove,
      parameters.steamWindowMs,
    );
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ sign: 1, fromPrice: 2.0, toPrice: 1.8 });
    expect(moves[0]!.start).toBe(at(2));
    expect(moves[0]!.end).toBe(at(3));
  });
});

describe('quickMoves', () => {
  it('skips only books whose largest move in a window is below the minimum', () => {
    // Random walks with bursts, withdrawals and relists: the series' largestWindowMove must
    // bound every book's quick moves, so skipping by it loses none.
    const step = fc.record({
      gap: fc.integer({ min: 1, max: 20 * 60 }),
      move: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
      withdraw: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('pinnacle', 'draftkings', 'fanduel'), step), {
          maxLength: 60,
        }),
        (steps) => {
          const prob = new Map<string, number>();
          let seconds = 0;
          const points = steps.map(([book, { gap, move, withdraw }]) => {
            seconds += gap;
            const next = Math.min(0.9, Math.max(0.1, (prob.get(book) ?? 0.5) + move));
            prob.set(book, next);
            return quote(book, 'Home', withdraw ? null : 1 / next, seconds / 60);
          });
          const side = series(points);
          const every = side.books.flatMap((book) =>
            bookQuickMoves(side.columns, book, parameters.steamMinMove, parameters.steamWindowMs),
          );
          expect(quickMoves(side, parameters.steamMinMove, parameters.steamWindowMs)).toEqual(
            every,
          );
          for (const book of side.books) {
            const own = every.filter((move) => move.book === book.book);
            for (const move of own)
              expect(book.largestWindowMove).toBeGreaterThanOrEqual(
                Math.abs(move.toProb - move.fromProb) - 1e-12,
              );
          }
        },
      ),
    );
  });
});

describe('steamConfidence', () => {
  const minute = 60_000;

  it('scores the bare minimum steam 38 and a wide, large, instant one 100', () => {
    // 100 × (0.4 × 3/6 + 0.35 × 0.03/0.06 + 0.25 × 0) = 37.5
    expect(steamConfidence(3, 0.03, 5 * minute, parameters)).toBe(38);
    expect(steamConfidence(6, 0.06, 0, parameters)).toBe(100);
  });

  it('stays within 0–100 and grows with the number of books', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        fc.integer({ min: 0, max: 10 * minute }),
        (books, move, span) => {
          const score = steamConfidence(books, move, span, parameters);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
          expect(steamConfidence(books + 1, move, span, parameters)).toBeGreaterThanOrEqual(score);
        },
      ),
    );
  });
});
