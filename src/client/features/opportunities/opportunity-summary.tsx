import { CalendarClock, Layers, Percent, Trophy } from 'lucide-react';
import { StatCard } from '../../components/stat-card';
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
  loading,
}: {
  summary: OpportunitySummary;
  kind: OpportunityKind;
  loading: boolean;
}) {
  const noun = KIND_LABELS[kind].plural.toLowerCase();
  const figure = SUMMARY_FIGURES[kind];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        icon={Layers}
        title={figure.count}
        value={summary.total}
        detail={`all live ${noun}`}
        loading={loading}
      />
      <StatCard
        icon={Percent}
        title={figure.average}
        value={summary.averageReturn === null ? '—' : formatPercent(summary.averageReturn)}
        valueClassName={summary.averageReturn === null ? '' : 'text-profit'}
        detail={figure.detail}
        loading={loading}
      />
      <StatCard
        icon={CalendarClock}
        title="Next 24H"
        value={summary.next24h}
        detail="start within 24 hours"
        loading={loading}
      />
      <StatCard
        icon={Trophy}
        title="Sports Covered"
        value={summary.sportsCovered}
        detail={`with live ${noun}`}
        loading={loading}
      />
    </div>
  );
}
