import { describe, expect, it } from 'vitest';
import { historyFixture as record } from '../../lib/test-support/history-fixture';
import type { HistoryFigures } from '../../../contracts/history-summary';
import {
  combineFigures,
  DEFAULT_HISTORY_FILTERS,
  filterHistory,
  historySportOptions,
  periodChange,
} from './history-summary';

const records = [
  record('a', {
    status: 'executed',
    profitAmount: 20,
    stakeAmount: 1000,
    roi: 2,
    executedAt: '2030-01-07T10:00:00.000Z',
  }),
  record('b', {
    status: 'executed',
    profitAmount: 30,
    stakeAmount: 500,
    roi: null,
    executedAt: '2030-01-07T20:00:00.000Z',
  }),
  record('c', {
    status: 'executed',
    profitAmount: null,
    stakeAmount: 200,
    executedAt: '2030-01-05T10:00:00.000Z',
  }),
  record('d', { status: 'expired', sport: 'soccer_epl', homeTeam: 'Arsenal', awayTeam: 'Chelsea' }),
  record('e', { status: 'active', sport: 'americanfootball_nfl' }),
];

const figures = (overrides: Partial<HistoryFigures>): HistoryFigures => ({
  total: 0,
  executed: 0,
  executionRate: null,
  totalProfit: 0,
  totalStaked: 0,
  averageRoi: null,
  roiCount: 0,
  executedWithoutProfit: 0,
  ...overrides,
});

describe('combineFigures (value bets with middles)', () => {
  it('adds the sums and works the rate and the average ROI out again, weighted', () => {
    const value = figures({
      total: 4,
      executed: 2,
      executionRate: 50,
      totalProfit: 30,
      totalStaked: 300,
      averageRoi: 10,
      roiCount: 2,
    });
    const middle = figures({
      total: 1,
      executed: 1,
      executionRate: 100,
      totalProfit: -20,
      totalStaked: 100,
      averageRoi: -20,
      roiCount: 1,
      executedWithoutProfit: 0,
    });
    expect(combineFigures(value, middle)).toEqual({
      total: 5,
      executed: 3,
      executionRate: 60,
      totalProfit: 10,
      totalStaked: 400,
      averageRoi: 0,
      roiCount: 3,
      executedWithoutProfit: 0,
    });
  });

  it('has no rate or ROI when neither kind has any', () => {
    const none = combineFigures(figures({}), figures({ total: 2 }));
    expect(none.executionRate).toBe(0);
    expect(none.averageRoi).toBeNull();
    expect(combineFigures(figures({}), figures({})).executionRate).toBeNull();
  });
});

describe('periodChange', () => {
  it('is the real change against the previous period', () => {
    expect(periodChange(12, 10)).toEqual({ difference: 2, percent: 20 });
    expect(periodChange(5, 10)).toEqual({ difference: -5, percent: -50 });
  });

  it('gives no percentage when the previous period was empty', () => {
    expect(periodChange(4, 0)).toEqual({ difference: 4, percent: null });
    expect(periodChange(0, 0)).toEqual({ difference: 0, percent: null });
  });
});

describe('filterHistory', () => {
  it('searches teams, and filters by sport group and status', () => {
    const ids = (filters: Partial<typeof DEFAULT_HISTORY_FILTERS>) =>
      filterHistory(records, { ...DEFAULT_HISTORY_FILTERS, ...filters }).map((r) => r.id);
    expect(ids({ search: 'CHELS' })).toEqual(['d']);
    expect(ids({ sport: 'soccer' })).toEqual(['d']);
    expect(ids({ sport: 'nba', status: 'executed' })).toEqual(['a', 'b', 'c']);
  });

  it('offers the sports present in the records', () => {
    expect(historySportOptions(records)).toEqual([
      { value: 'nba', label: 'NBA' },
      { value: 'nfl', label: 'NFL' },
      { value: 'soccer', label: 'Soccer' },
    ]);
  });
});
