import { useQuery } from '@tanstack/react-query';
import { opportunityBetDraftSchema } from '../../../../contracts/portfolio';
import { apiFetch } from '../../../lib/api-fetch';
import { BETS_URL } from '../../../lib/portfolio-api';

/** GET /api/user/bets/from-opportunity/:id: an opportunity's legs, live or logged earlier. */
export function useOpportunityBetDraft(opportunityId: string) {
  const url = `${BETS_URL}/from-opportunity/${encodeURIComponent(opportunityId)}`;
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiFetch(url, { schema: opportunityBetDraftSchema, signal }),
    // The prices are the form's starting values: a background refresh must not move them.
    staleTime: Infinity,
  });
}
