import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portfolioAnalyticsSchema } from '../../contracts/portfolio';
import type { AnalyticsRange } from '../../contracts/portfolio';
import { apiFetch } from './api-fetch';
import { ANALYTICS_URL } from './portfolio-api';

/**
 * GET /api/user/analytics?range=, read by the dashboard's chart and the analytics page; the last
 * answer stays on screen while another range loads.
 */
export function usePortfolioAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: [ANALYTICS_URL, range],
    queryFn: ({ signal }) =>
      apiFetch(`${ANALYTICS_URL}?${new URLSearchParams({ range }).toString()}`, {
        schema: portfolioAnalyticsSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
