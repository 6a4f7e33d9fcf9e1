import { BarChart3, ReceiptText } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { PortfolioAnalytics } from '../../../contracts/portfolio';
import { buttonClass } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { SegmentedControl } from '../../components/segmented-control';
import { Skeleton, SkeletonRows } from '../../components/skeleton';
import { usePortfolioAnalytics } from '../../lib/use-portfolio-analytics';
import { ANALYTICS_RANGES, pathForRange, RANGE_NOUNS, rangeFromSearch } from './analytics-range';
import { ClvBreakdownSection } from './clv-breakdown-section';
import { GroupTable } from './group-table';
import { HeadlineFigures } from './headline-figures';
import { KindShare } from './kind-share';

// recharts is most of the bundle; the charts load after the figures and the tables.
const PerformanceCharts = lazy(() =>
  import('./performance-charts').then((module) => ({ default: module.PerformanceCharts })),
);
const ClvHistogram = lazy(() =>
  import('./clv-histogram').then((module) => ({ default: module.ClvHistogram })),
);

export function PortfolioAnalyticsPage() {
  const range = rangeFromSearch(useSearch());
  const [, navigate] = useLocation();
  const query = usePortfolioAnalytics(range);

  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between [&>header]:mb-0">
        <PageHeader
          title="Portfolio Analytics"
          subtitle="How your bets have done: bankroll, profit, ROI, bankroll growth and closing-line value, by sport, book, market and kind."
        />
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedControl
            label="Range"
            value={range}
            options={ANALYTICS_RANGES}
            onChange={(next) => navigate(pathForRange(next), { replace: true })}
            className="w-full sm:w-auto"
          />
          <Link to="/portfolio" className={buttonClass('ghost')}>
            <ReceiptText className="size-4" aria-hidden />
            Bets
          </Link>
        </div>
      </div>
      <QueryView
        query={query}
        errorTitle="Failed to load your analytics"
        loading={<SkeletonRows count={4} rowClassName="h-28" label="Loading analytics" />}
        isEmpty={(analytics) => analytics.stats.settledCount === 0}
        empty={
          <EmptyState icon={BarChart3} title={`No settled bets in ${RANGE_NOUNS[range]}`}>
            The figures here are built from settled bets. Log the bets you place in Portfolio (or
            with “I placed these bets” on an opportunity); they settle from the final scores.
            {range !== 'all' && ' A longer range may hold older results.'}
          </EmptyState>
        }
      >
        {(analytics) => (
          <div
            className={`space-y-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={query.isFetching}
          >
            <Figures analytics={analytics} />
          </div>
        )}
      </QueryView>
    </>
  );
}

function Figures({ analytics }: { analytics: PortfolioAnalytics }) {
  const chartFallback = <Skeleton className="block h-72 w-full" />;
  return (
    <>
      <HeadlineFigures analytics={analytics} />
      <Suspense fallback={chartFallback}>
        <PerformanceCharts analytics={analytics} />
      </Suspense>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <GroupTable
          title="By sport"
          column="Sport"
          dimension="bySport"
          groups={analytics.bySport}
        />
        <GroupTable
          title="By market"
          column="Market"
          dimension="byMarket"
          groups={analytics.byMarket}
        />
      </div>
      <GroupTable
        title="By market type"
        column="Market type"
        dimension="byMarketType"
        groups={analytics.byMarketType}
        note="Main markets, alternate lines, periods and player props. Closes are recorded for main markets only."
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <GroupTable
          title="By book"
          column="Book"
          dimension="byBook"
          groups={analytics.byBook}
          note="Average CLV by book shows where your prices beat the close."
        />
        <Suspense fallback={chartFallback}>
          <ClvHistogram analytics={analytics} />
        </Suspense>
      </div>
      <GroupTable
        title="By kind"
        column="Kind"
        dimension="byKind"
        groups={analytics.byKind}
        note="Arbitrage and middle legs, value bets and bets added by hand. A value bet's return is earned over many bets, never guaranteed."
        lead={<KindShare groups={analytics.byKind} />}
      />
      <ClvBreakdownSection breakdown={analytics.clvBreakdown} methods={analytics.methods} />
      <p className="text-xs text-muted">
        {analytics.methods.range} Days are counted in {analytics.timezone}.
      </p>
    </>
  );
}
