import { useQuery } from '@tanstack/react-query';
import { dashboardStatsSchema } from '../../../../contracts/opportunities';
import { DASHBOARD_STATS_URL } from '../../../lib/live-stream/live-urls';
import type { StreamStatus } from '../../../lib/live-stream/live-stream-connection';
import { fallbackPollInterval } from '../../../lib/live-stream/use-live-stream';
import { apiQuery } from '../../../lib/query-client';

/** GET /api/analytics/stats: refreshed after stream changes, polled while the stream is down. */
export function useDashboardStats(stream: StreamStatus) {
  return useQuery({
    ...apiQuery(DASHBOARD_STATS_URL, dashboardStatsSchema),
    refetchInterval: fallbackPollInterval(stream),
  });
}
