import { lazy, Suspense, useMemo, useState } from 'react';
import type { HistoryPeriod } from '../../../contracts/history-summary';
import { PageHeader } from '../../components/page-header';
import { SegmentedControl } from '../../components/segmented-control';
import { Skeleton } from '../../components/skeleton';
import { countLabel } from '../../lib/count-label';
import { useNow } from '../../lib/use-now';
import { HISTORY_LIMIT, useHistory } from './api/get-history';
import { useHistorySummary } from './api/get-history-summary';
import { HistoryFiltersCard } from './history-filters';
import { HistoryList } from './history-list';
import { DEFAULT_PERIOD, PERIOD_NOUNS, PERIODS, periodRange } from './history-period';
import { DEFAULT_HISTORY_FILTERS, filterHistory, historySportOptions } from './history-summary';
import { HistorySummaryCards } from './history-summary-cards';

// recharts is most of the bundle; the charts load after the figures and the list.
const PerformanceChart = lazy(() =>
  import('./performance-chart').then((module) => ({ default: module.PerformanceChart })),
);
const StatusChart = lazy(() =>
  import('./status-chart').then((module) => ({ default: module.StatusChart })),
);

const chartSkeleton = <Skeleton className="block h-72 w-full" />;

export function ArbitrageHistoryPage() {
  const now = useNow(60_000);
  const [period, setPeriod] = useState<HistoryPeriod>(DEFAULT_PERIOD);
  const [filters, setFilters] = useState(DEFAULT_HISTORY_FILTERS);
  const range = useMemo(() => periodRange(period, now), [period, now]);
  const current = useHistory(range);
  const summary = useHistorySummary(period);

  const records = useMemo(() => current.data ?? [], [current.data]);
  const shown = useMemo(() => filterHistory(records, filters), [records, filters]);
  const periodTotal = summary.data?.current.overall.total;
  const truncated = records.length >= HISTORY_LIMIT;

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
        <HistorySummaryCards query={summary} periodLabel={PERIOD_NOUNS[period]} />
        {summary.isPending && chartSkeleton}
        {summary.data !== undefined && !summary.isError && (
          <Suspense fallback={chartSkeleton}>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-[3fr_2fr]">
              <PerformanceChart daily={summary.data.daily} timezone={summary.data.timezone} />
              <StatusChart counts={summary.data.statusCounts} />
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
            <span className="tabular-nums">
              {countLabel('Opportunity History', current.isSuccess ? shown.length : undefined)}
            </span>
          </h2>
          {truncated && (
            <p className="text-xs text-warn">
              Showing the latest {HISTORY_LIMIT} records of this period
              {periodTotal === undefined ? '' : ` (of ${periodTotal})`}; older ones are not listed.
              The figures above cover the whole period.
            </p>
          )}
          <HistoryList query={current} records={shown} />
        </section>
      </div>
    </>
  );
}
