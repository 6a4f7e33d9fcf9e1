import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Opportunity } from '../../../contracts/opportunities';

const PARAM = 'open';

/**
 * Which opportunity the dialog shows, kept in `?open=<id>` so the dashboard can link straight to
 * it and Back closes it. The last version seen is kept, so an opportunity that disappears while
 * open stays readable (flagged as no longer live) instead of vanishing under the member.
 */
export function useOpenOpportunity(live: readonly Opportunity[] | undefined) {
  const [, navigate] = useLocation();
  const openId = new URLSearchParams(useSearch()).get(PARAM);
  const [lastSeen, setLastSeen] = useState<Opportunity | null>(null);

  const current = openId === null ? undefined : live?.find((o) => o.id === openId);
  if (current !== undefined && current !== lastSeen) setLastSeen(current);

  const shown = current ?? (lastSeen !== null && lastSeen.id === openId ? lastSeen : null);
  return {
    opportunity: shown,
    stillLive: current !== undefined,
    /** The link named an id that is not (or no longer) live, and nothing was seen of it. */
    missing: openId !== null && live !== undefined && shown === null,
    open: (opportunity: Opportunity) => {
      setLastSeen(opportunity);
      navigate(`/opportunities?${PARAM}=${encodeURIComponent(opportunity.id)}`);
    },
    close: () => navigate('/opportunities', { replace: true }),
  };
}
