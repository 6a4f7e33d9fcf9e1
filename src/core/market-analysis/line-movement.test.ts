import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { americanToDecimal } from '../odds-format';
import { directionOf, latestReversal, lineMovement } from './line-movement';
import { DEFAULT_PARAMETERS } from './parameters';
import type { MovementPath } from './price-series';
import { HOUR, at, path, series, us } from './test-support/series';

const parameters = DEFAULT_PARAMETERS;

describe('lineMovement', () => {
  it('measures a price crossing even money (−102 → +102) as a one-point move, not 204 cents', () => {
    const side = series([
      ...path('draftkings', 'Home', [
        [0, us(-102)],
        [30, us(102)],
      ]),
      ...path('fanduel', 'Home', [
        [0, us(-102)],
        [31, us(102)],
      ]),
      ...path('betmgm', 'Home', [
        [0, us(-102)],
        [32, us(102)],
      ]),
    ]);
    const movement = lineMovement(side, at(60), parameters)!;
    // −102 is 1.9804 and +102 is 2.02: 0.5050 → 0.4950 of implied probability, just under one
    // point, and four cents of decimal price. Inside the stable band.
    expect(movement.impliedChange).toBeCloseTo(-2 / 202, 12);
    expect(movement.change).toBeCloseTo(0.0396, 4);
    expect(movement.changePercentage).toBeCloseTo((0.0396 / 1.9804) * 100, 1);
    expect(movement.direction).toBe('stable');
  });

  it('takes opening and current as medians across books and the best price for a bettor', () => {
    const side = series([
      ...path('pinnacle', 'Home', [
        [0, 2.0],
        [60, 1.8],
      ]),
      ...path('draftkings', 'Home', [
        [0, 1.95],
        [70, 1.75],
      ]),
      ...path('fanduel', 'Home', [
        [0, 2.05],
        [80, 1.85],
      ]),
    ]);
    const movement = lineMovement(side, at(120), parameters)!;
    expect(movement.opening.price).toBeCloseTo(2.0, 9);
    expect(movement.opening.at).toBe(at(0));
    expect(movement.current.price).toBeCloseTo(1.8, 9);
    expect(movement.best).toEqual({ book: 'fanduel', price: 1.85, point: null });
    expect(movement.impliedChange).toBeCloseTo(1 / 1.8 - 1 / 2, 9);
    expect(movement.direction).toBe('down');
    expect(movement.consensus).toMatchObject({ books: 3, sharpBooks: 1 });
    expect(movement.consensus.range).toBeCloseTo(1 / 1.75 - 1 / 1.85, 9);
  });

  it('calls a side stable inside the band', () => {
    const side = series(
      path('draftkings', 'Home', [
        [0, 2.0],
        [60, 1.98],
      ]),
    );
    expect(lineMovement(side, at(120), parameters)!.direction).toBe('stable');
  });

  it('gives velocity per hour over the last window, from the average book', () => {
    // Both books lengthen 2 points of probability per hour, in steps every 15 min.
    const steps = (book: string) =>
      path(
        book,
        'Home',
        [0, 15, 30, 45, 60, 75, 90, 105, 120].map(
          (minutes) => [minutes, 1 / (0.6 - (0.02 * minutes) / 60)] as const,
        ),
      );
    const side = series([...steps('draftkings'), ...steps('fanduel')]);
    const movement = lineMovement(side, at(120), parameters)!;
    expect(movement.velocity).toBeCloseTo(-0.02, 9);
    expect(lineMovement(side, at(120) + 3 * HOUR, parameters)!.velocity).toBe(0);
  });

  it('reports the line movement of a spread', () => {
    const side = series(
      [
        ...path('draftkings', 'Home', [
          [0, 1.91, -3],
          [60, 1.91, -3.5],
        ]),
        ...path('fanduel', 'Home', [
          [0, 1.91, -3],
          [65, 1.91, -3.5],
        ]),
      ],
      'spreads',
    );
    const movement = lineMovement(side, at(120), parameters)!;
    expect(movement.line).toEqual({ opening: -3, current: -3.5, change: -0.5 });
    expect(movement.impliedChange).toBeGreaterThan(0);
  });

  it('gives nothing for a side no book quotes any more', () => {
    const side = series(
      path('draftkings', 'Home', [
        [0, 2.0],
        [60, null],
      ]),
    );
    expect(lineMovement(side, at(120), parameters)).toBeNull();
  });
});

describe('reversal', () => {
  it('finds a turn after a move of at least the threshold', () => {
    // Shortens 0.50 → 0.53 over two hours, then drifts back to 0.51.
    const prob = [0.5, 0.51, 0.52, 0.53, 0.52, 0.51];
    const side = series(
      path(
        'draftkings',
        'Home',
        prob.map((p, i) => [i * 30, 1 / p] as const),
      ),
    );
    const movement = lineMovement(side, at(200), parameters)!;
    expect(movement.reversal).not.toBeNull();
    expect(movement.reversal!.at).toBe(at(90));
    expect(movement.reversal!.priorMove).toBeCloseTo(0.03, 9);
    expect(movement.reversal!.retrace).toBeCloseTo(-0.02, 9);
  });

  it('finds none on a one-way move or after a move below the threshold', () => {
    const oneWay = series(
      path(
        'draftkings',
        'Home',
        [0.5, 0.52, 0.54].map((p, i) => [i * 30, 1 / p] as const),
      ),
    );
    const small = series(
      path(
        'draftkings',
        'Home',
        [0.5, 0.515, 0.5, 0.515].map((p, i) => [i * 30, 1 / p] as const),
      ),
    );
    expect(lineMovement(oneWay, at(200), parameters)!.reversal).toBeNull();
    expect(lineMovement(small, at(200), parameters)!.reversal).toBeNull();
  });

  it('reports the latest of several turns', () => {
    const pathOf = (values: number[]): MovementPath => ({
      at: Float64Array.from(values, (_, i) => i),
      index: Float64Array.from(values),
      length: values.length,
    });
    const found = latestReversal(pathOf([0, 0.03, 0.01, -0.03, -0.01]), parameters);
    expect(found).toMatchObject({ at: 3 });
    // The second leg runs from the first turn (0.03) down to −0.03.
    expect(found!.priorMove).toBeCloseTo(-0.06, 9);
    expect(found!.retrace).toBeCloseTo(0.02, 9);
  });
});

describe('implied-probability moves', () => {
  it('are antisymmetric: going back undoes the move', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 50, noNaN: true }),
        fc.double({ min: 1.01, max: 50, noNaN: true }),
        (from, to) => {
          const there = lineMovement(
            series(
              path('a', 'Home', [
                [0, from],
                [60, to],
              ]),
            ),
            at(90),
            parameters,
          )!;
          const back = lineMovement(
            series(
              path('a', 'Home', [
                [0, to],
                [60, from],
              ]),
            ),
            at(90),
            parameters,
          )!;
          expect(there.impliedChange + back.impliedChange).toBeCloseTo(0, 12);
          expect(directionOf(there.impliedChange, 0.01)).toBe(
            { up: 'down', down: 'up', stable: 'stable' }[directionOf(back.impliedChange, 0.01)],
          );
        },
      ),
    );
  });

  it('are small across even money: −x → +x moves (x − 100) / (x + 100)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 400 }), (x) => {
        const side = series(
          path('a', 'Home', [
            [0, americanToDecimal(-x)],
            [60, americanToDecimal(x)],
          ]),
        );
        const movement = lineMovement(side, at(90), parameters)!;
        expect(-movement.impliedChange).toBeCloseTo((x - 100) / (x + 100), 12);
      }),
    );
  });
});
