import { CalendarClock, Layers, Percent, Trophy } from 'lucide-react';
import type { QueryState } from '../../components/query-view';
import { StatCard, StatGrid } from '../../components/stat-card';
import { formatPercent } from '../../lib/format-figures';
import { KIND_LABELS } from './opportunity-filters';
import type { OpportunityKind, OpportunitySummary } from './opportunity-filters';

const SUMMARY_FIGURES: Record<OpportunityKind, { count: string; average: string; detail: string }> =
  {
    arbitrage: {
      count: 'Live Arbitrage',
      average: 'Average Return',
      detail: 'guaranteed, on total stake',
    },
    value: { count: 'Value Bets', average: 'Average EV', detail: 'estimated, per unit staked' },
    middle: {
      count: 'Middles',
      average: 'Average Expected',
      detail: 'model estimate, on total stake',
    },
  };

export function OpportunitySummaryCards({
  summary,
  kind,
  query,
}: {
  summary: OpportunitySummary;
  kind: OpportunityKind;
  /** The read of the live list the summary is built from. */
  query: QueryState;
}) {
  const noun = KIND_LABELS[kind].plural.toLowerCase();
  const figure = SUMMARY_FIGURES[kind];
  return (
    <StatGrid query={query} errorTitle="Failed to load the live figures">
      <StatCard
        icon={Layers}
        title={figure.count}
        value={summary.total}
        detail={`all live ${noun}`}
        status={query.status}
      />
      <StatCard
        icon={Percent}
        title={figure.average}
        value={summary.averageReturn === null ? '—' : formatPercent(summary.averageReturn)}
        valueClassName={summary.averageReturn === null ? '' : 'text-profit'}
        detail={figure.detail}
        status={query.status}
      />
      <StatCard
        icon={CalendarClock}
        title="Next 24H"
        value={summary.next24h}
        detail="start within 24 hours"
        status={query.status}
      />
      <StatCard
        icon={Trophy}
        title="Sports Covered"
        value={summary.sportsCovered}
        detail={`with live ${noun}`}
        status={query.status}
      />
    </StatGrid>
  );
}
