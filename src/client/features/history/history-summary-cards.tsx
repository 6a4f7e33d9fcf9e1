import { Activity, DollarSign, Percent, Target } from 'lucide-react';
import type { QueryState } from '../../components/query-view';
import { StatCard, StatGrid } from '../../components/stat-card';
import {
  formatMoney,
  formatPercent,
  formatSignedMoney,
  formatSignedPercent,
  profitTone,
} from '../../lib/format-figures';
import { periodChange } from './history-summary';
import type { HistorySummary } from './history-summary';

type PreviousCount =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; count: number; truncated: boolean };

function ChangeLine({
  current,
  truncated,
  previous,
  periodLabel,
}: {
  current: number;
  truncated: boolean;
  previous: PreviousCount;
  periodLabel: string;
}) {
  if (previous.state === 'loading') return <>Comparing with the previous {periodLabel}…</>;
  if (previous.state === 'error') return <>The previous {periodLabel} could not be loaded.</>;
  const change = periodChange(current, previous.count);
  const atLeast = truncated || previous.truncated ? ' (at least; the list is capped at 100)' : '';
  if (change.percent === null) {
    return (
      <>
        None in the previous {periodLabel}
        {atLeast}
      </>
    );
  }
  return (
    <>
      <span className={profitTone(change.difference)}>{formatSignedPercent(change.percent)}</span>{' '}
      from the previous {periodLabel} ({previous.count} → {current}){atLeast}
    </>
  );
}

export function HistorySummaryCards({
  summary,
  truncated,
  previous,
  periodLabel,
  query,
}: {
  summary: HistorySummary;
  truncated: boolean;
  previous: PreviousCount;
  periodLabel: string;
  /** The read of the selected period the summary is built from. */
  query: QueryState;
}) {
  return (
    <StatGrid query={query} errorTitle="Failed to load the figures for this period">
      <StatCard
        icon={Target}
        title="Total Opportunities"
        value={truncated ? `${summary.total}+` : summary.total}
        status={query.status}
        detail={
          <ChangeLine
            current={summary.total}
            truncated={truncated}
            previous={previous}
            periodLabel={periodLabel}
          />
        }
      />
      <StatCard
        icon={Activity}
        title="Execution Rate"
        value={summary.executionRate === null ? '—' : formatPercent(summary.executionRate)}
        status={query.status}
        detail={`${summary.executed} of ${summary.total} executed`}
      />
      <StatCard
        icon={DollarSign}
        title="Total Profit"
        value={formatSignedMoney(summary.totalProfit)}
        valueClassName={profitTone(summary.totalProfit)}
        status={query.status}
        detail={
          <>
            on {formatMoney(summary.totalStaked)} staked
            {summary.executedWithoutProfit > 0 && (
              <span className="block text-warn">
                {summary.executedWithoutProfit} executed without a profit entered
              </span>
            )}
          </>
        }
      />
      <StatCard
        icon={Percent}
        title="Average ROI"
        value={summary.averageRoi === null ? '—' : formatPercent(summary.averageRoi)}
        valueClassName={summary.averageRoi === null ? '' : profitTone(summary.averageRoi)}
        status={query.status}
        detail="over executed bets with a result"
      />
    </StatGrid>
  );
}
