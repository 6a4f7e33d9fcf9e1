import { describe, expect, it } from 'vitest';
import { historyFixture as record } from '../../lib/test-support/history-fixture';
import {
  dailyProfit,
  DEFAULT_HISTORY_FILTERS,
  filterHistory,
  historySportOptions,
  periodChange,
  statusCounts,
  summariseHistory,
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

describe('summariseHistory', () => {
  it('derives execution rate, profit, stake and average ROI over executed records', () => {
    expect(summariseHistory(records)).toEqual({
      total: 5,
      executed: 3,
      executionRate: 60,
      totalProfit: 50,
      totalStaked: 1700,
      averageRoi: (2 + 6) / 2,
      executedWithoutProfit: 1,
    });
  });

  it('has no rate or ROI to show for an empty period', () => {
    const empty = summariseHistory([]);
    expect(empty.executionRate).toBeNull();
    expect(empty.averageRoi).toBeNull();
    expect(empty.totalProfit).toBe(0);
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

describe('dailyProfit', () => {
  const now = new Date(2030, 0, 7, 23, 0).getTime();

  it('sums executed profit per local day for the last 7 days', () => {
    const local = [
      record('x', {
        status: 'executed',
        profitAmount: 20,
        executedAt: new Date(2030, 0, 7, 9).toISOString(),
      }),
      record('y', {
        status: 'executed',
        profitAmount: 5,
        executedAt: new Date(2030, 0, 7, 21).toISOString(),
      }),
      record('z', {
        status: 'executed',
        profitAmount: -3,
        executedAt: new Date(2030, 0, 5, 12).toISOString(),
      }),
      record('old', {
        status: 'executed',
        profitAmount: 99,
        executedAt: new Date(2029, 11, 20).toISOString(),
      }),
      record('open', { status: 'active', detectedAt: new Date(2030, 0, 7, 9).toISOString() }),
    ];
    const buckets = dailyProfit(local, now, new Date(2029, 11, 1).getTime());
    expect(buckets).toHaveLength(7);
    expect(buckets[0]?.dayStart).toBe(new Date(2030, 0, 1).getTime());
    expect(buckets.map((b) => b.profit)).toEqual([0, 0, 0, 0, -3, 0, 25]);
    expect(buckets[6]?.executed).toBe(2);
  });

  it('leaves out days before the loaded period', () => {
    const buckets = dailyProfit([], now, now - 86_400_000);
    expect(buckets.map((b) => b.dayStart)).toEqual([
      new Date(2030, 0, 6).getTime(),
      new Date(2030, 0, 7).getTime(),
    ]);
  });
});

describe('statusCounts', () => {
  it('counts each status, executed first', () => {
    expect(statusCounts(records)).toEqual([
      { status: 'executed', count: 3 },
      { status: 'active', count: 1 },
      { status: 'expired', count: 1 },
    ]);
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
