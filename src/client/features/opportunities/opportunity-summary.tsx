import { CalendarClock, Layers, Percent, Trophy } from 'lucide-react';
import { StatCard } from '../../components/stat-card';
import { formatPercent } from '../../lib/format-figures';
import type { OpportunityKind, OpportunitySummary } from './opportunity-filters';

export function OpportunitySummaryCards({
  summary,
  kind,
  loading,
}: {
  summary: OpportunitySummary;
  kind: OpportunityKind;
  loading: boolean;
}) {
  const noun = kind === 'arbitrage' ? 'arbitrage' : 'value bets';
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        icon={Layers}
        title={kind === 'arbitrage' ? 'Live Arbitrage' : 'Value Bets'}
        value={summary.total}
        detail={`all live ${noun}`}
        loading={loading}
      />
      <StatCard
        icon={Percent}
        title={kind === 'arbitrage' ? 'Average Return' : 'Average EV'}
        value={summary.averageReturn === null ? '—' : formatPercent(summary.averageReturn)}
        valueClassName={summary.averageReturn === null ? '' : 'text-profit'}
        detail={kind === 'arbitrage' ? 'guaranteed, on total stake' : 'estimated, per unit staked'}
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
