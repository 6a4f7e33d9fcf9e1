import { useMutation, useQueryClient } from '@tanstack/react-query';
import { historyRecordSchema } from '../../../contracts/history';
import { apiFetch } from '../../lib/api-fetch';
import { HISTORY_URL, historyRecordUrl } from '../../lib/history-api';
import type { HistoryEdit } from './history-roi';

/** PATCH /api/arbitrage/{id}; the history lists are reloaded after every attempt. */
export function useUpdateHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: HistoryEdit }) =>
      apiFetch(historyRecordUrl(id), { method: 'PATCH', schema: historyRecordSchema, json: edit }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [HISTORY_URL] }),
  });
}
