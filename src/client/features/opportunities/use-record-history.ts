import { useMutation, useQueryClient } from '@tanstack/react-query';
import { historyRecordSchema } from '../../../contracts/history';
import { apiFetch } from '../../lib/api-fetch';
import { HISTORY_URL, historyRecordUrl } from '../../lib/history-api';
import { followUpPatch } from './record-history';
import type { RecordInput } from './record-history';

async function recordOpportunity(input: RecordInput) {
  const record = await apiFetch(HISTORY_URL, {
    method: 'POST',
    schema: historyRecordSchema,
    json: {
      opportunityId: input.opportunityId,
      status: input.status,
      stakeAmount: input.stakeAmount,
    },
  });
  const patch = followUpPatch(record, input);
  if (patch === null) return record;
  return apiFetch(historyRecordUrl(record.id), {
    method: 'PATCH',
    schema: historyRecordSchema,
    json: patch,
  });
}

/** POST /api/arbitrage-history (then PATCH the stake and result where needed). */
export function useRecordHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [HISTORY_URL] }),
  });
}
