import { LineChart as LineChartIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { AnalyticsRange } from '../../../contracts/portfolio';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryView } from '../../components/query-view';
import { SegmentedControl } from '../../components/segmented-control';
import { Skeleton } from '../../components/skeleton';
import { formatMoney, formatSignedMoney, profitTone } from '../../lib/format-figures';
import { usePortfolioAnalytics } from '../../lib/use-portfolio-analytics';

const RANGES = [
  { value: '7d', label: '7D' },
  { value: '30d', label: '30D' },
  { value: '90d', label: '90D' },
] as const satisfies readonly { value: AnalyticsRange; label: string }[];
type DashboardRange = (typeof RANGES)[number]['value'];

const DAYS: Record<DashboardRange, number> = { '7d': 7, '30d': 30, '90d': 90 };

// recharts is most of the bundle; it loads only when there is something to chart.
const BankrollChart = lazy(() =>
  import('../../components/charts/bankroll-chart').then((module) => ({
    default: module.BankrollChart,
  })),
);

/** The member's bankroll day by day over 7, 30 or 90 days, from their settled bets. */
export function PortfolioPerformance() {
  const [range, setRange] = useState<DashboardRange>('7d');
  const query = usePortfolioAnalytics(range);

  return (
    <Card className="p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <LineChartIcon className="size-4 text-muted" aria-hidden />
        <h2 className="font-medium">Portfolio Performance</h2>
        <SegmentedControl
          label="Portfolio period"
          value={range}
          options={RANGES}
          onChange={setRange}
          className="ml-auto"
        />
      </div>
      <QueryView
        query={query}
        errorTitle="Failed to load your portfolio"
        compactError
        loading={<Skeleton className="block h-48 w-full" />}
        isEmpty={(analytics) => analytics.stats.settledCount === 0}
        empty={
          <EmptyState
            icon={LineChartIcon}
            title={`No bets settled in the last ${DAYS[range]} days`}
          >
            Your bankroll is charted from settled bets. Log what you place in{' '}
            <Link to="/portfolio" className="underline hover:text-fg">
              Portfolio
            </Link>
            , or use “I placed these bets” on an opportunity; bets settle from the final scores.
          </EmptyState>
        }
      >
        {(analytics) => (
          <div className={query.isPlaceholderData ? 'opacity-60' : ''}>
            <dl className="grid grid-cols-3 gap-3 text-sm">
              <div>
                <dt className="text-xs text-muted">Balance</dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {formatMoney(analytics.stats.portfolioValue)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Profit, {DAYS[range]} days</dt>
                <dd
                  className={`text-lg font-semibold tabular-nums ${profitTone(analytics.stats.profit)}`}
                >
                  {formatSignedMoney(analytics.stats.profit)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Bets settled</dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {analytics.stats.settledCount}
                </dd>
              </div>
            </dl>
            <Suspense fallback={<Skeleton className="mt-3 block h-48 w-full" />}>
              <div className="mt-3 h-48" data-testid="bankroll-chart-dashboard">
                <BankrollChart points={analytics.series} />
              </div>
            </Suspense>
            <p className="mt-2 text-xs text-muted">
              {analytics.methods.series ?? 'Your balance at the end of each day.'}{' '}
              <Link to="/portfolio-analytics" className="underline hover:text-fg">
                Full analytics
              </Link>{' '}
              ·{' '}
              <Link to="/portfolio" className="underline hover:text-fg">
                Your bets
              </Link>
            </p>
          </div>
        )}
      </QueryView>
    </Card>
  );
}
