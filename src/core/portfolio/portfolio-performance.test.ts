import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bankrollOf } from './bankroll';
import { bankrollSeries } from './bankroll-series';
import { clvDistribution } from './clv-distribution';
import { portfolioStats, statsBy, statsGroupKeys } from './portfolio-stats';
import { portfolioBetArb } from './test-support/portfolio-bets';

const bets = fc.sample(portfolioBetArb, { numRuns: 10_000, seed: 9 });

function everyFigure(timeZone: string): void {
  bankrollOf(1000, bets);
  portfolioStats(1000, bets);
  for (const key of statsGroupKeys) statsBy(bets, key, 1000);
  bankrollSeries(1000, bets, { bucket: 'day', timeZone });
  bankrollSeries(1000, bets, { from: '2024-02-01T00:00:00Z', bucket: 'day', timeZone });
  clvDistribution(bets);
}

/** Best of several runs: the budget is for the code, not for a busy test machine. */
function fastestMs(run: () => void): number {
  run();
  let fastest = Infinity;
  for (let attempt = 0; attempt < 7; attempt++) {
    const started = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

describe('portfolio analytics speed', () => {
  it('computes every figure, grouping and series for 10,000 bets in well under 50 ms', () => {
    expect(bets).toHaveLength(10_000);
    expect(fastestMs(() => everyFigure('UTC'))).toBeLessThan(25);
    expect(fastestMs(() => everyFigure('America/New_York'))).toBeLessThan(25);
  });
});
