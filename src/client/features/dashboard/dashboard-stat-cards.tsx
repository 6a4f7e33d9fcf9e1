import { CalendarClock, Crown, Percent, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardStats } from '../../../contracts/opportunities';
import { LoadError } from '../../components/load-error';
import { StatCard } from '../../components/stat-card';
import { formatPercent } from '../../lib/format-figures';

/** The plain arbitrage counts: they differ only in which figure and caption they show. */
const COUNT_CARDS: readonly {
  figure: 'next24h' | 'premium';
  icon: LucideIcon;
  title: string;
  detail: string;
}[] = [
  {
    figure: 'next24h',
    icon: CalendarClock,
    title: 'Next 24H',
    detail: 'arbitrage starting within 24 hours',
  },
  {
    figure: 'premium',
    icon: Crown,
    title: 'Premium Opps',
    detail: 'arbitrage returning 2% or more',
  },
];

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
      {COUNT_CARDS.map(({ figure, ...card }) => (
        <StatCard key={figure} {...card} value={stats?.[figure] ?? 0} loading={loading} />
      ))}
    </div>
  );
}
