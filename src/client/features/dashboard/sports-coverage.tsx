import { Trophy } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardStats } from '../../../contracts/opportunities';
import { sportGroupOf, sportIcon } from '../../../core/catalog/sports';
import { Card } from '../../components/card';
import { QueryView } from '../../components/query-view';
import { SkeletonRows } from '../../components/skeleton';
import { SPORTS_SHOWN } from './dashboard-lists';

/** The five sports with the most live arbitrage, with bars relative to the busiest. */
export function SportsCoverage({ query }: { query: UseQueryResult<DashboardStats> }) {
  return (
    <Card className="p-4">
      <div className="mb-3 flex items-center gap-2">
        <Trophy className="size-4 text-muted" aria-hidden />
        <h2 className="font-medium">Sports Coverage</h2>
        <span className="ml-auto text-xs text-muted">live arbitrage by sport</span>
      </div>
      <QueryView
        query={query}
        errorTitle="Failed to load sports coverage"
        compactError
        loading={<SkeletonRows label="Loading sports" rowClassName="h-6" className="space-y-3" />}
        isEmpty={(stats) => stats.bySport.length === 0}
        empty={
          <p className="py-6 text-center text-sm text-muted">
            No live arbitrage in any sport right now.
          </p>
        }
      >
        {(stats) => {
          const sports = stats.bySport.slice(0, SPORTS_SHOWN);
          const busiest = Math.max(1, ...sports.map((s) => s.count));
          return (
            <ul className="space-y-3">
              {sports.map((sport) => (
                <li key={sport.sport}>
                  <div className="flex items-center justify-between text-sm">
                    <span>
                      <span aria-hidden>{sportIcon(sportGroupOf(sport.sport))}</span> {sport.title}
                    </span>
                    <span className="font-medium tabular-nums">{sport.count}</span>
                  </div>
                  <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-raised" aria-hidden>
                    <div
                      className="h-full rounded-full bg-fg/70"
                      style={{ width: `${(sport.count / busiest) * 100}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryView>
    </Card>
  );
}
