import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { historyListSchema } from '../../../../contracts/history';
import { apiFetch } from '../../../lib/api-fetch';
import { HISTORY_URL } from '../../../lib/history-api';
import type { DateRange } from '../history-period';

/** The API's page size; a period with more records shows the latest this many. */
export const HISTORY_LIMIT = 100;

function getHistory(range: DateRange, signal: AbortSignal) {
  const params = new URLSearchParams({
    dateRange: JSON.stringify(range),
    limit: String(HISTORY_LIMIT),
  });
  return apiFetch(`${HISTORY_URL}?${params.toString()}`, { schema: historyListSchema, signal });
}

/** GET /api/arbitrage-history for one date range; the last answer stays while the next loads. */
export function useHistory(range: DateRange) {
  return useQuery({
    queryKey: [HISTORY_URL, range],
    queryFn: ({ signal }) => getHistory(range, signal),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
