import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recheckResponseSchema,
  type OpportunitiesResponse,
  type RecheckResponse,
  type StreamEvent,
} from '../../../../contracts/opportunities';
import { apiFetch } from '../../../lib/api-fetch';
import { applyStreamEvent } from '../../../lib/live-stream/apply-stream-event';
import { LIVE_ARBITRAGE_URL, OPPORTUNITIES_URL } from '../../../lib/live-stream/live-urls';

function recheck(id: string) {
  return apiFetch(`/api/opportunities/${encodeURIComponent(id)}/recheck`, {
    method: 'POST',
    schema: recheckResponseSchema,
  });
}

/** What the answer means for the cached lists, as the stream would say it. */
export function recheckEvents(id: string, answer: RecheckResponse): StreamEvent[] {
  const events: StreamEvent[] = [];
  if (answer.opportunity === null || answer.opportunity.id !== id)
    events.push({ type: 'opportunity.removed', id, reason: 'edge_gone', lifespanSeconds: 0 });
  if (answer.opportunity !== null)
    events.push({ type: 'opportunity.updated', opportunity: answer.opportunity });
  return events;
}

/**
 * POST /api/opportunities/:id/recheck. The answer goes into the cached lists at once (the stream
 * says the same moments later), so the card reads "confirmed", moves, or leaves.
 */
export function useRecheckOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recheck,
    onSuccess: (answer, id) => {
      for (const event of recheckEvents(id, answer)) {
        queryClient.setQueryData<OpportunitiesResponse>([LIVE_ARBITRAGE_URL], (list) =>
          applyStreamEvent(list, event, 'arbitrage'),
        );
        queryClient.setQueryData<OpportunitiesResponse>([OPPORTUNITIES_URL], (list) =>
          applyStreamEvent(list, event, 'all'),
        );
      }
    },
  });
}
