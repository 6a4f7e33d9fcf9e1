import type { UseQueryResult } from '@tanstack/react-query';
import { Activity, BarChart3, Percent, Trophy } from 'lucide-react';
import type { AnalyticsResponse } from '../../../contracts/admin-analytics';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryView } from '../../components/query-view';
import { StatCard, StatGrid } from '../../components/stat-card';
import { fractionPercent } from './admin-format';
import { RANGE_OPTIONS, type AdminFilters } from './admin-filters';
import { SportsPerformance } from './sports-performance';

const rangeWords = (filters: AdminFilters) =>
  `first detected in the last ${RANGE_OPTIONS.find((o) => o.value === filters.range)?.label}`;

/** The spec's four summary cards, from the opportunity log of the range and sport. */
export function AnalyticsCards({
  query,
  filters,
}: {
  query: UseQueryResult<AnalyticsResponse>;
  filters: AdminFilters;
}) {
  const a = query.data;
  return (
    <StatGrid query={query} errorTitle="Failed to load the platform analytics">
      <StatCard
        icon={Activity}
        title="Total Opportunities"
        value={a?.totalOpportunities}
        status={query.status}
        detail={rangeWords(filters)}
      />
      <StatCard
        icon={Percent}
        title="Arbitrage Opportunities"
        value={a?.arbitrageCount}
        status={query.status}
        detail={a && `avg profit ${fractionPercent(a.avgArbitrageProfit)} at peak`}
      />
      <StatCard
        icon={BarChart3}
        title="EV Opportunities"
        value={a?.evCount}
        status={query.status}
        detail={a && `avg EV ${fractionPercent(a.avgEVPercentage)} at peak`}
      />
      <StatCard
        icon={Trophy}
        title="Top Sports"
        value={a?.topSports.length}
        status={query.status}
        detail={a && (a.topSports[0] ? `most: ${a.topSports[0].name}` : 'no sport yet')}
      />
    </StatGrid>
  );
}

/** Sports with an opportunity in the range, most first. */
export function SportsCard({ query }: { query: UseQueryResult<AnalyticsResponse> }) {
  return (
    <Card className="p-4">
      <h2 className="font-medium">Sports Performance</h2>
      <p className="mb-3 text-xs text-muted">
        Total profit: $100 on each arbitrage at its peak return. Averages at peak.
      </p>
      <QueryView
        query={query}
        errorTitle="Failed to load the sports"
        compactError
        isEmpty={(a) => a.topSports.length === 0}
        empty={
          <EmptyState icon={Trophy} title="No sports data available">
            No opportunity was detected in this range and sport.
          </EmptyState>
        }
      >
        {(a) => <SportsPerformance sports={a.topSports} />}
      </QueryView>
    </Card>
  );
}

export function AnalyticsTab({
  query,
  filters,
}: {
  query: UseQueryResult<AnalyticsResponse>;
  filters: AdminFilters;
}) {
  return (
    <div className="space-y-4">
      <AnalyticsCards query={query} filters={filters} />
      <SportsCard query={query} />
    </div>
  );
}
