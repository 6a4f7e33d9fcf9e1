import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HISTORY_URL, patchHistoryRecord } from '../../../lib/history-api';
import type { HistoryEdit } from '../history-roi';

/** PATCH /api/arbitrage/{id}; the history lists are reloaded after every attempt. */
export function useUpdateHistoryRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: HistoryEdit }) => patchHistoryRecord(id, edit),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [HISTORY_URL] }),
  });
}
