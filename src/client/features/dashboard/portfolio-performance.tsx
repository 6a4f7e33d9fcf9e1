import { LineChart as LineChartIcon } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryView } from '../../components/query-view';
import { SegmentedControl } from '../../components/segmented-control';
import { Skeleton } from '../../components/skeleton';
import { formatMoney, formatSignedMoney, profitTone } from '../../lib/format-figures';
import { portfolioSeries } from './portfolio-series';
import { PORTFOLIO_LIMIT, useExecutedHistory } from './api/get-executed-history';

const RANGES = [
  { value: '7', label: '7D' },
  { value: '30', label: '30D' },
  { value: '90', label: '90D' },
] as const;
type RangeDays = (typeof RANGES)[number]['value'];

// recharts is most of the bundle; it loads only when there is something to chart.
const PortfolioChart = lazy(() =>
  import('./portfolio-chart').then((module) => ({ default: module.PortfolioChart })),
);

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The member's own results over time, from the executed bets recorded in their history. */
export function PortfolioPerformance({ now }: { now: number }) {
  const [days, setDays] = useState<RangeDays>('7');
  // Keyed to the minute so the query is not re-issued on every clock tick.
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const range = useMemo(
    () => ({
      start: new Date(minute - Number(days) * DAY_MS).toISOString(),
      end: new Date(minute).toISOString(),
    }),
    [minute, days],
  );
  const query = useExecutedHistory(range);
  const series = useMemo(
    () => (query.data === undefined ? null : portfolioSeries(query.data, now, Number(days))),
    [query.data, now, days],
  );

  return (
    <Card className="p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <LineChartIcon className="size-4 text-muted" aria-hidden />
        <h2 className="font-medium">Portfolio Performance</h2>
        <SegmentedControl
          label="Portfolio period"
          value={days}
          options={RANGES}
          onChange={setDays}
          className="ml-auto"
        />
      </div>
      <QueryView
        query={query}
        errorTitle="Failed to load your recorded bets"
        loading={<Skeleton className="block h-48 w-full" />}
        isEmpty={() => series === null || series.executed === 0}
        empty={
          <EmptyState icon={LineChartIcon} title="No executed bets recorded in this period">
            Your portfolio fills in as you record executed bets: open an opportunity, tick “I placed
            these bets” and record it, or mark a record executed in Arbitrage History.
          </EmptyState>
        }
      >
        {(records) =>
          series !== null && (
            <>
              <dl className="grid grid-cols-3 gap-3 text-sm">
                <div>
                  <dt className="text-xs text-muted">Profit</dt>
                  <dd
                    className={`text-lg font-semibold tabular-nums ${profitTone(series.totalProfit)}`}
                  >
                    {formatSignedMoney(series.totalProfit)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">Staked</dt>
                  <dd className="text-lg font-semibold tabular-nums">
                    {formatMoney(series.totalStaked)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">Executed bets</dt>
                  <dd className="text-lg font-semibold tabular-nums">{series.executed}</dd>
                </div>
              </dl>
              <Suspense fallback={<Skeleton className="mt-3 block h-48 w-full" />}>
                <PortfolioChart points={series.points} />
              </Suspense>
              <p className="mt-2 text-xs text-muted">
                Cumulative profit of the executed bets in your history.
                {series.withoutProfit > 0 &&
                  ` ${series.withoutProfit} executed without a profit entered count as $0.00 until you enter it.`}
                {records.length >= PORTFOLIO_LIMIT &&
                  ` Only the latest ${PORTFOLIO_LIMIT} executed bets are included.`}
              </p>
            </>
          )
        }
      </QueryView>
    </Card>
  );
}
