import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HistoryFigures, HistorySummary } from '../../../contracts/history-summary';
import { HistorySummaryCards } from './history-summary-cards';

const figures = (overrides: Partial<HistoryFigures> = {}): HistoryFigures => ({
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

const period = (overall: HistoryFigures, arbitrage: HistoryFigures, value: HistoryFigures) => ({
  from: '2030-01-01T12:00:00.000Z',
  to: '2030-01-08T12:00:00.000Z',
  overall,
  byKind: { arbitrage, value, middle: figures() },
});

const summary: HistorySummary = {
  period: '7d',
  sport: null,
  timezone: 'America/New_York',
  current: period(
    figures({ total: 12, executed: 4, totalProfit: 40, totalStaked: 1800 }),
    figures({ total: 8, executed: 3, executionRate: 37.5, averageRoi: 2.5, roiCount: 3 }),
    figures({ total: 4, executed: 1, executionRate: 25, averageRoi: -10, roiCount: 1 }),
  ),
  previous: period(figures({ total: 10 }), figures(), figures()),
  daily: [],
  statusCounts: [],
};

const query = (status: 'pending' | 'error' | 'success', data?: HistorySummary) => ({
  status,
  data,
  error: status === 'error' ? new TypeError('Failed to fetch') : null,
  isFetching: false,
  refetch: () => Promise.reject(new Error('not called in a render')),
});

describe('HistorySummaryCards', () => {
  it('shows the real change from the previous period and each kind apart', () => {
    const html = renderToStaticMarkup(
      <HistorySummaryCards query={query('success', summary)} periodLabel="7 days" />,
    );
    expect(html).toContain('+20.00%');
    expect(html).toContain('from the previous 7 days (10 → 12)');
    expect(html).toContain('37.50%');
    expect(html).toContain('25.00%');
    expect(html).toContain('Value &amp; middles');
    expect(html).toContain('Executed: 3 of 8 arbitrages, 1 of 4 value bets &amp; middles');
    expect(html).toContain('+$40.00');
    expect(html).toContain('−10.00%');
  });

  it('shows "—" and the reason with Retry after a failed read, never a figure', () => {
    // A failed refetch keeps the last answer in data: it must not show as current figures.
    const html = renderToStaticMarkup(
      <HistorySummaryCards query={query('error', summary)} periodLabel="7 days" />,
    );
    expect(html).toContain('Failed to load the figures for this period');
    expect(html).toContain('Retry');
    expect(html.match(/>—<\/p>/g)).toHaveLength(4);
    expect(html).not.toContain('$40.00');
    expect(html).not.toContain('37.50%');
  });

  it('shows no figure while loading', () => {
    const html = renderToStaticMarkup(
      <HistorySummaryCards query={query('pending')} periodLabel="7 days" />,
    );
    expect(html).not.toMatch(/\d%|\$/);
  });
});
