import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { efficiencyScore, eventEfficiency, marketEfficiency } from './market-efficiency';
import { DEFAULT_PARAMETERS, scoreColour } from './parameters';
import { path, series } from './test-support/series';

const parameters = DEFAULT_PARAMETERS;

/** Each book's current [home, away] price. */
function h2h(prices: Record<string, [number, number]>) {
  const books = Object.entries(prices);
  return [
    series(books.flatMap(([book, [home]]) => path(book, 'Home', [[0, home]]))),
    series(
      books.flatMap(([book, [, away]]) => path(book, 'Away', [[0, away]])),
      'h2h',
      'Away',
    ),
  ];
}

describe('market efficiency', () => {
  it('rates a tight market above a loose one', () => {
    const tight = marketEfficiency(
      h2h({ pinnacle: [1.96, 1.96], betfair_ex_uk: [1.97, 1.97], circasports: [1.95, 1.96] }),
      parameters,
    )!;
    const loose = marketEfficiency(
      h2h({ draftkings: [1.8, 1.9], fanduel: [1.68, 2.05], betus: [1.95, 1.72] }),
      parameters,
    )!;
    expect(tight.score).toBeGreaterThan(loose.score);
    expect(scoreColour(tight.score)).toBe('green');
    expect(scoreColour(loose.score)).toBe('red');
    expect(tight.margin).toBeCloseTo(2 / 1.96 - 1, 9);
    expect(tight.books).toBe(3);
  });

  it('follows its formula: 100 − 4 × margin % − 10 × dispersion in points', () => {
    expect(efficiencyScore(0.025, 0.005, parameters)).toBe(85);
    expect(efficiencyScore(0.045, 0.015, parameters)).toBe(67);
    expect(efficiencyScore(0.08, 0.03, parameters)).toBe(38);
  });

  it('stays within 0–100 whatever the margin and dispersion', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 10 }),
        fc.double({ min: 0, max: 1 }),
        (margin, dispersion) => {
          const score = efficiencyScore(margin, dispersion, parameters);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('stays within 0–100 on any board', () => {
    const price = fc.double({ min: 1.01, max: 30, noNaN: true });
    fc.assert(
      fc.property(fc.array(fc.tuple(price, price), { minLength: 2, maxLength: 8 }), (rows) => {
        const board = Object.fromEntries(rows.map((row, i) => [`book${i}`, row]));
        const score = marketEfficiency(h2h(board), parameters)!.score;
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('needs two books quoting every side', () => {
    expect(marketEfficiency(h2h({ pinnacle: [1.96, 1.96] }), parameters)).toBeNull();
    const oneSided = [
      series([...path('a', 'Home', [[0, 1.9]]), ...path('b', 'Home', [[0, 1.9]])]),
      series(path('a', 'Away', [[0, 1.9]]), 'h2h', 'Away'),
    ];
    expect(marketEfficiency(oneSided, parameters)).toBeNull();
  });

  it('counts a spread book as complete only when its two handicaps mirror each other', () => {
    const home = series(
      [
        ...path('a', 'Home', [[0, 1.91, -3]]),
        ...path('b', 'Home', [[0, 1.91, -3]]),
        ...path('c', 'Home', [[0, 1.91, -3.5]]),
      ],
      'spreads',
    );
    const away = series(
      [
        ...path('a', 'Away', [[0, 1.91, 3]]),
        ...path('b', 'Away', [[0, 1.91, 3]]),
        ...path('c', 'Away', [[0, 1.91, 3]]),
      ],
      'spreads',
      'Away',
    );
    expect(marketEfficiency([home, away], parameters)!.books).toBe(2);
  });

  it('scores an event as the mean of its markets', () => {
    const market = (score: number) => ({
      market: 'h2h' as const,
      score,
      margin: 0,
      dispersion: 0,
      books: 2,
    });
    expect(eventEfficiency([market(80), market(61)])).toBe(71);
    expect(eventEfficiency([])).toBeNull();
  });
});
