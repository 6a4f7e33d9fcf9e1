import { describe, expect, it } from 'vitest';
import { historyFixture as record } from '../../lib/test-support/history-fixture';
import { portfolioSeries } from './portfolio-series';

describe('portfolioSeries', () => {
  const now = new Date(2030, 0, 7, 18).getTime();

  it('accumulates executed profit day by day', () => {
    const series = portfolioSeries(
      [
        record('a', {
          status: 'executed',
          profitAmount: 10,
          stakeAmount: 500,
          executedAt: new Date(2030, 0, 2, 12).toISOString(),
        }),
        record('b', {
          status: 'executed',
          profitAmount: -4,
          stakeAmount: 200,
          executedAt: new Date(2030, 0, 7, 9).toISOString(),
        }),
        record('c', {
          status: 'executed',
          profitAmount: null,
          stakeAmount: 300,
          executedAt: new Date(2030, 0, 7, 10).toISOString(),
        }),
        record('d', { status: 'expired' }),
      ],
      now,
      7,
    );
    expect(series.points.map((p) => p.cumulativeProfit)).toEqual([0, 10, 10, 10, 10, 10, 6]);
    expect(series.points[0]?.dayStart).toBe(new Date(2030, 0, 1).getTime());
    expect(series).toMatchObject({
      totalProfit: 6,
      totalStaked: 1000,
      executed: 3,
      withoutProfit: 1,
    });
  });

  it('is flat at zero with no executed bets', () => {
    const series = portfolioSeries([], now, 30);
    expect(series.points).toHaveLength(30);
    expect(series.points.every((p) => p.cumulativeProfit === 0)).toBe(true);
  });
});
