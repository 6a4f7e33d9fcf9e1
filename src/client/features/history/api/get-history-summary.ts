import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { historySummarySchema, type HistoryPeriod } from '../../../../contracts/history-summary';
import { apiFetch } from '../../../lib/api-fetch';
import { HISTORY_URL } from '../../../lib/history-api';

function getHistorySummary(period: HistoryPeriod, signal: AbortSignal) {
  const params = new URLSearchParams({ period });
  return apiFetch(`${HISTORY_URL}/summary?${params.toString()}`, {
    schema: historySummarySchema,
    signal,
  });
}

/**
 * GET /api/arbitrage-history/summary: the cards' and charts' figures over the whole period,
 * worked out on the server. Keyed under the history URL, so any history write reloads it.
 */
export function useHistorySummary(period: HistoryPeriod) {
  return useQuery({
    queryKey: [HISTORY_URL, 'summary', period],
    queryFn: ({ signal }) => getHistorySummary(period, signal),
    placeholderData: keepPreviousData,
    // The list's range moves on once a minute; the figures follow it.
    refetchInterval: 60_000,
  });
}
