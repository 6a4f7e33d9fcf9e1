import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsResponseSchema } from '../../../../contracts/admin-analytics';
import { apiQuery } from '../../../lib/query-client';
import { filterParams, type AdminFilters } from '../admin-filters';
import { ADMIN_POLL_MS, ANALYTICS_URL } from './admin-queries';

/** GET /api/admin/analytics for the range and sport, every 30 s. */
export function useAdminAnalytics(filters: AdminFilters) {
  return useQuery({
    ...apiQuery(`${ANALYTICS_URL}?${filterParams(filters).toString()}`, analyticsResponseSchema),
    refetchInterval: ADMIN_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
