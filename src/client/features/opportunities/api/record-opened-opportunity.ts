import { useMutation, useQueryClient } from '@tanstack/react-query';
import { historyRecordSchema } from '../../../../contracts/history';
import { apiFetch } from '../../../lib/api-fetch';
import { HISTORY_URL } from '../../../lib/history-api';

/**
 * POST /api/arbitrage-history as active when the member opens an opportunity. No stake is sent:
 * the server records the member's default stake, and an existing record (with whatever stake the
 * member gave it) comes back unchanged.
 */
function recordOpened(opportunityId: string) {
  return apiFetch(HISTORY_URL, {
    method: 'POST',
    schema: historyRecordSchema,
    json: { opportunityId, status: 'active' },
  });
}

export function useRecordOpenedOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOpened,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [HISTORY_URL] }),
  });
}
