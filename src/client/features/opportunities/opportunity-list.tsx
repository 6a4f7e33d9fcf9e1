import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import type { OpportunitiesResponse, Opportunity } from '../../../contracts/opportunities';
import { buttonClass } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { QueryView } from '../../components/query-view';
import { Skeleton } from '../../components/skeleton';
import { OpportunityCard } from './opportunity-card';
import { groupSharedLegs } from './shared-leg-groups';

/**
 * Cards drawn at first, and added per "Show more": with event markets on, hundreds of props
 * arbitrages can be live, and drawing every card again on each live update stalls a phone.
 */
export const CARDS_PER_PAGE = 30;

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
  const [shown, setShown] = useState(CARDS_PER_PAGE);
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
      {() => {
        const groups = groupSharedLegs(opportunities);
        const left = groups.length - shown;
        return (
          <>
            <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
              {groups.slice(0, shown).map(({ lead, alternatives }) => (
                <OpportunityCard
                  key={lead.id}
                  opportunity={lead}
                  alternatives={alternatives}
                  now={now}
                  stake={stake}
                  onView={onView}
                />
              ))}
            </div>
            {left > 0 && (
              <button
                type="button"
                className={buttonClass('secondary', 'w-full')}
                onClick={() => setShown((count) => count + CARDS_PER_PAGE)}
              >
                Show {Math.min(left, CARDS_PER_PAGE)} more ({left} not shown)
              </button>
            )}
          </>
        );
      }}
    </QueryView>
  );
}
