import { CalendarClock, Crown, Percent, Zap } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardStats } from '../../../contracts/opportunities';
import { LoadError } from '../../components/load-error';
import { StatCard } from '../../components/stat-card';
import { formatPercent } from '../../lib/format-figures';

export function DashboardStatCards({ query }: { query: UseQueryResult<DashboardStats> }) {
  if (query.isError) {
    return (
      <LoadError
        title="Failed to load the live figures"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const stats = query.data;
  const loading = stats === undefined;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        icon={Zap}
        title="Live Arbitrage"
        value={stats?.liveArbitrage ?? 0}
        loading={loading}
        detail={stats === undefined ? undefined : `plus ${stats.valueBets} value bets`}
      />
      <StatCard
        icon={Percent}
        title="Avg Return"
        value={stats?.averageReturn == null ? '—' : formatPercent(stats.averageReturn)}
        valueClassName={stats?.averageReturn == null ? '' : 'text-profit'}
        loading={loading}
        detail="guaranteed, mean of live arbitrage"
      />
      <StatCard
        icon={CalendarClock}
        title="Next 24H"
        value={stats?.next24h ?? 0}
        loading={loading}
        detail="arbitrage starting within 24 hours"
      />
      <StatCard
        icon={Crown}
        title="Premium Opps"
        value={stats?.premium ?? 0}
        loading={loading}
        detail="arbitrage returning 2% or more"
      />
    </div>
  );
}
