import { useQuery } from '@tanstack/react-query';
import { apiUsageResponseSchema } from '../../../../contracts/admin-usage';
import { apiQuery } from '../../../lib/query-client';
import { API_USAGE_URL, USAGE_POLL_MS } from './admin-queries';

/** GET /api/admin/api-usage: every 60 s, kept 5 minutes after the tab is left (spec §9). */
export function useApiUsage() {
  return useQuery({
    ...apiQuery(API_USAGE_URL, apiUsageResponseSchema),
    refetchInterval: USAGE_POLL_MS,
    gcTime: 5 * 60_000,
  });
}
