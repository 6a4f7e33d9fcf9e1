import { useMutation, useQueryClient } from '@tanstack/react-query';
import { historyRecordSchema } from '../../../../contracts/history';
import { apiFetch } from '../../../lib/api-fetch';
import { HISTORY_URL, patchHistoryRecord } from '../../../lib/history-api';
import { followUpPatch } from '../record-history';
import type { RecordInput } from '../record-history';

async function createHistoryRecord(input: RecordInput) {
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
  return patch === null ? record : patchHistoryRecord(record.id, patch);
}

/** POST /api/arbitrage-history (then PATCH the stake and result where needed). */
export function useCreateHistoryRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHistoryRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [HISTORY_URL] }),
  });
}
