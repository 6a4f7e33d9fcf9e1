import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { feedStatusSchema } from '../../../contracts/feed';
import { historyListSchema } from '../../../contracts/history';
import { dashboardStatsSchema } from '../../../contracts/opportunities';
import { apiFetch } from '../../lib/api-fetch';
import { HISTORY_URL } from '../../lib/history-api';
import { DASHBOARD_STATS_URL, FEED_STATUS_URL } from '../../lib/live-stream/live-urls';
import type { StreamStatus } from '../../lib/live-stream/live-stream-connection';
import { fallbackPollInterval } from '../../lib/live-stream/use-live-stream';
import { apiQuery } from '../../lib/query-client';

/** GET /api/analytics/stats: refreshed after stream changes, polled while the stream is down. */
export function useDashboardStats(stream: StreamStatus) {
  return useQuery({
    ...apiQuery(DASHBOARD_STATS_URL, dashboardStatsSchema),
    refetchInterval: fallbackPollInterval(stream),
  });
}

/** The spec's last-updated clock ticks every 30 s; the per-sport detail is re-read as often. */
const FEED_STATUS_POLL_MS = 30_000;

/** GET /api/feed/status: freshness is pushed by the stream, the rest re-read every 30 s. */
export function useFeedStatus(stream: StreamStatus) {
  return useQuery({
    ...apiQuery(FEED_STATUS_URL, feedStatusSchema),
    refetchInterval: fallbackPollInterval(stream) || FEED_STATUS_POLL_MS,
  });
}

export const PORTFOLIO_LIMIT = 100;

/** The member's executed bets in a date range, for the portfolio chart. */
export function useExecutedHistory(range: { start: string; end: string }) {
  const params = new URLSearchParams({
    status: 'executed',
    dateRange: JSON.stringify(range),
    limit: String(PORTFOLIO_LIMIT),
  });
  return useQuery({
    queryKey: [HISTORY_URL, { ...range, status: 'executed' }],
    queryFn: ({ signal }) =>
      apiFetch(`${HISTORY_URL}?${params.toString()}`, { schema: historyListSchema, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
