import { lazy, Suspense, useMemo, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { SegmentedControl } from '../../components/segmented-control';
import { Skeleton } from '../../components/skeleton';
import { useNow } from '../../lib/use-now';
import { DEFAULT_PERIOD, PERIODS, periodRanges } from './history-period';
import type { PeriodKey } from './history-period';
import { HistoryFiltersCard } from './history-filters';
import { HistoryList } from './history-list';
import {
  dailyProfit,
  DEFAULT_HISTORY_FILTERS,
  filterHistory,
  historySportOptions,
  statusCounts,
  summariseHistory,
} from './history-summary';
import { HistorySummaryCards } from './history-summary-cards';
import { HISTORY_LIMIT, useHistory } from './api/get-history';

// recharts is most of the bundle; the charts load after the figures and the list.
const PerformanceChart = lazy(() =>
  import('./performance-chart').then((module) => ({ default: module.PerformanceChart })),
);
const StatusChart = lazy(() =>
  import('./status-chart').then((module) => ({ default: module.StatusChart })),
);

const PERIOD_NOUNS: Record<PeriodKey, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '3 months',
};

export function ArbitrageHistoryPage() {
  const now = useNow(60_000);
  const [period, setPeriod] = useState<PeriodKey>(DEFAULT_PERIOD);
  const [filters, setFilters] = useState(DEFAULT_HISTORY_FILTERS);
  const ranges = useMemo(() => periodRanges(period, now), [period, now]);
  const current = useHistory(ranges.current);
  const previous = useHistory(ranges.previous);

  const records = useMemo(() => current.data ?? [], [current.data]);
  const truncated = records.length >= HISTORY_LIMIT;
  const summary = useMemo(() => summariseHistory(records), [records]);
  const shown = useMemo(() => filterHistory(records, filters), [records, filters]);
  const periodStart = Date.parse(ranges.current.start);
  const buckets = useMemo(
    () => dailyProfit(records, now, periodStart),
    [records, now, periodStart],
  );

  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between [&>header]:mb-0">
        <PageHeader
          title="Arbitrage History"
          subtitle="Track the opportunities you opened and how your executions performed."
        />
        <SegmentedControl
          label="Period"
          value={period}
          options={PERIODS}
          onChange={setPeriod}
          className="w-full sm:w-auto"
        />
      </div>
      <div className="space-y-4">
        <HistorySummaryCards
          summary={summary}
          truncated={truncated}
          query={current}
          periodLabel={PERIOD_NOUNS[period]}
          previous={
            previous.isPending
              ? { state: 'loading' }
              : previous.isError
                ? { state: 'error' }
                : {
                    state: 'ready',
                    count: previous.data.length,
                    truncated: previous.data.length >= HISTORY_LIMIT,
                  }
          }
        />
        {current.isSuccess && (
          <Suspense fallback={<Skeleton className="block h-72 w-full" />}>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-[3fr_2fr]">
              <PerformanceChart buckets={buckets} />
              <StatusChart counts={statusCounts(records)} />
            </div>
          </Suspense>
        )}
        <HistoryFiltersCard
          filters={filters}
          onChange={setFilters}
          sports={historySportOptions(records)}
        />
        <section aria-labelledby="history-list-title" className="space-y-3">
          <h2 id="history-list-title" className="font-medium">
            Opportunity History <span className="tabular-nums">({shown.length})</span>
          </h2>
          {truncated && (
            <p className="text-xs text-warn">
              Showing the latest {HISTORY_LIMIT} records of this period; older ones are not loaded,
              and the figures above cover these {HISTORY_LIMIT} only.
            </p>
          )}
          <HistoryList query={current} records={shown} />
        </section>
      </div>
    </>
  );
}
