import { CalendarClock, Crown, Percent, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardStats } from '../../../contracts/opportunities';
import { StatCard, StatGrid } from '../../components/stat-card';
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
  const stats = query.data;
  return (
    <StatGrid query={query} errorTitle="Failed to load the live figures">
      <StatCard
        icon={Zap}
        title="Live Arbitrage"
        value={stats?.liveArbitrage}
        status={query.status}
        detail={stats === undefined ? undefined : `plus ${stats.valueBets} value bets`}
      />
      <StatCard
        icon={Percent}
        title="Avg Return"
        value={stats?.averageReturn == null ? '—' : formatPercent(stats.averageReturn)}
        valueClassName={stats?.averageReturn == null ? '' : 'text-profit'}
        status={query.status}
        detail="guaranteed, mean of live arbitrage"
      />
      {COUNT_CARDS.map(({ figure, ...card }) => (
        <StatCard key={figure} {...card} value={stats?.[figure]} status={query.status} />
      ))}
    </StatGrid>
  );
}
