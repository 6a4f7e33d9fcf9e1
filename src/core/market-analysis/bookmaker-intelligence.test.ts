import { describe, expect, it } from 'vitest';
import {
  bookmakerStats,
  newBookmakerTally,
  tallyMoves,
  tallyOutliers,
} from './bookmaker-intelligence';
import { DEFAULT_PARAMETERS } from './parameters';
import { clusterMoves, quickMoves } from './steam';
import { MINUTE, path, series } from './test-support/series';

const parameters = DEFAULT_PARAMETERS;

/** Books shortening Home from 1.95 to 1.80 at the given minutes. */
function move(order: Record<string, number>) {
  const side = series(
    Object.entries(order).flatMap(([book, minutes]) =>
      path(book, 'Home', [
        [-60, 1.95],
        [minutes, 1.8],
      ]),
    ),
  );
  const moves = quickMoves(side, parameters.steamMinMove, parameters.steamWindowMs);
  return clusterMoves(moves, parameters.marketMoveMinBooks, parameters.steamWindowMs);
}

describe('bookmaker intelligence', () => {
  it('counts who moved first and how long each book lagged the first sharp book', () => {
    const tally = newBookmakerTally();
    tallyMoves(tally, move({ pinnacle: 0, draftkings: 2, fanduel: 4 }));
    tallyMoves(tally, move({ draftkings: 0, pinnacle: 1, fanduel: 3 }));
    const stats = Object.fromEntries(bookmakerStats(tally).map((row) => [row.book, row]));
    expect(stats.pinnacle).toMatchObject({
      title: 'Pinnacle',
      sharp: true,
      marketMoves: 2,
      movedFirst: 1,
      firstMoveRate: 0.5,
      lagSamples: 0,
      medianLagMs: null,
    });
    // DraftKings led the second move, so only the first gives it a lag.
    expect(stats.draftkings).toMatchObject({
      movedFirst: 1,
      lagSamples: 1,
      medianLagMs: 2 * MINUTE,
    });
    expect(stats.fanduel).toMatchObject({
      movedFirst: 0,
      firstMoveRate: 0,
      lagSamples: 2,
      medianLagMs: 3 * MINUTE,
    });
  });

  it('counts a current price far from the other books’ median as an outlier', () => {
    const tally = newBookmakerTally();
    const prices: Record<string, number> = {
      pinnacle: 2,
      draftkings: 2,
      fanduel: 2.02,
      betus: 2.3,
    };
    // The median of 0.5, 0.5, 0.495 and 0.435 is 0.4975: BetUS is 6.3 points away.
    tallyOutliers(
      tally,
      series(Object.entries(prices).flatMap(([book, price]) => path(book, 'Home', [[0, price]]))),
      (0.5 + 1 / 2.02) / 2,
      parameters,
    );
    // Too few books to judge.
    tallyOutliers(
      tally,
      series([...path('betus', 'Away', [[0, 3]]), ...path('fanduel', 'Away', [[0, 2]])]),
      0.4,
      parameters,
    );
    const stats = Object.fromEntries(bookmakerStats(tally).map((row) => [row.book, row]));
    expect(stats.betus).toMatchObject({ quotesCompared: 1, outliers: 1, outlierRate: 1 });
    expect(stats.fanduel).toMatchObject({ quotesCompared: 1, outliers: 0, outlierRate: 0 });
    expect(stats.pinnacle?.firstMoveRate).toBeNull();
  });
});
