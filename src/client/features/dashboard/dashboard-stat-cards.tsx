import { CalendarClock, Crown, DollarSign, Zap } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardStats } from '../../../contracts/opportunities';
import { StatCard, StatGrid } from '../../components/stat-card';
import { formatMoney, formatPercent } from '../../lib/format-figures';

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
        icon={DollarSign}
        title="Avg Profit"
        value={stats?.averageProfit == null ? '—' : formatMoney(stats.averageProfit)}
        valueClassName={stats?.averageProfit == null ? '' : 'text-profit'}
        status={query.status}
        detail={
          stats === undefined
            ? 'mean of live arbitrage at your stake'
            : `at your ${formatMoney(stats.stake)} within limits${stats.averageReturn == null ? '' : ` · ${formatPercent(stats.averageReturn)} mean return`}`
        }
      />
      <StatCard
        icon={CalendarClock}
        title="Next 24H"
        value={stats?.next24h}
        status={query.status}
        detail="arbitrage starting within 24 hours"
      />
      <StatCard
        icon={Crown}
        title="Premium Opps"
        value={stats?.premium}
        status={query.status}
        detail={
          stats === undefined
            ? 'arbitrage paying the most at your stake'
            : `paying ${formatMoney(stats.premiumProfit)} or more at your ${formatMoney(stats.stake)} (2 %), within limits`
        }
      />
    </StatGrid>
  );
}
