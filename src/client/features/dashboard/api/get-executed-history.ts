import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { historyListSchema } from '../../../../contracts/history';
import { apiFetch } from '../../../lib/api-fetch';
import { HISTORY_URL } from '../../../lib/history-api';

export const PORTFOLIO_LIMIT = 100;

type DateRange = { start: string; end: string };

function getExecutedHistory(range: DateRange, signal: AbortSignal) {
  const params = new URLSearchParams({
    status: 'executed',
    dateRange: JSON.stringify(range),
    limit: String(PORTFOLIO_LIMIT),
  });
  return apiFetch(`${HISTORY_URL}?${params.toString()}`, { schema: historyListSchema, signal });
}

/** GET /api/arbitrage-history?status=executed: the member's executed bets, for the portfolio. */
export function useExecutedHistory(range: DateRange) {
  return useQuery({
    queryKey: [HISTORY_URL, { ...range, status: 'executed' }],
    queryFn: ({ signal }) => getExecutedHistory(range, signal),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
