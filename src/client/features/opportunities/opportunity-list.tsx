import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { OpportunitiesResponse, Opportunity } from '../../../contracts/opportunities';
import { EmptyState } from '../../components/empty-state';
import { QueryView } from '../../components/query-view';
import { Skeleton } from '../../components/skeleton';
import { OpportunityCard } from './opportunity-card';

function LoadingCards() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading opportunities"
      className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="space-y-3 rounded-lg border border-line bg-surface p-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="block h-5 w-3/4" />
          <Skeleton className="block h-4 w-full" />
          <Skeleton className="block h-4 w-full" />
        </div>
      ))}
    </div>
  );
}

export function OpportunityList({
  query,
  opportunities,
  hasAnyLive,
  now,
  stake,
  onView,
  kindLabel,
}: {
  query: UseQueryResult<OpportunitiesResponse>;
  /** The live opportunities that pass the filters. */
  opportunities: readonly Opportunity[];
  hasAnyLive: boolean;
  now: number;
  /** The member's default total stake, for the dollar figure each card leads with. */
  stake: number;
  onView: (opportunity: Opportunity) => void;
  kindLabel: string;
}) {
  return (
    <QueryView
      query={query}
      errorTitle="Failed to load opportunities"
      loading={<LoadingCards />}
      isEmpty={() => opportunities.length === 0}
      empty={
        <EmptyState icon={SearchX} title={`No ${kindLabel} opportunities found`}>
          {hasAnyLive
            ? 'None of the live ones match your filters. Lower the minimum return or clear a filter.'
            : 'The scanner has found none right now. New ones appear here the moment they are detected.'}
        </EmptyState>
      }
    >
      {() => (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
          {opportunities.map((opportunity) => (
            <OpportunityCard
              key={opportunity.id}
              opportunity={opportunity}
              now={now}
              stake={stake}
              onView={() => onView(opportunity)}
            />
          ))}
        </div>
      )}
    </QueryView>
  );
}
