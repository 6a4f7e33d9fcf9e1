import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOpportunitiesResponseSchema } from '../../../../contracts/admin-analytics';
import { apiQuery } from '../../../lib/query-client';
import { filterParams, type AdminFilters } from '../admin-filters';
import { ADMIN_OPPORTUNITIES_URL, ADMIN_POLL_MS } from './admin-queries';

/** GET /api/admin/opportunities: the range, sport and search are applied by the server. */
export function useAdminOpportunities(filters: AdminFilters, search: string) {
  const params = filterParams(filters);
  if (search.trim()) params.set('search', search.trim());
  return useQuery({
    ...apiQuery(
      `${ADMIN_OPPORTUNITIES_URL}?${params.toString()}`,
      adminOpportunitiesResponseSchema,
    ),
    refetchInterval: ADMIN_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
