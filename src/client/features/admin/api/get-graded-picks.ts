import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSport } from '../../../../contracts/admin-analytics';
import { gradedPicksResponseSchema } from '../../../../contracts/graded-picks';
import { apiQuery } from '../../../lib/query-client';
import { ADMIN_POLL_MS, GRADED_PICKS_URL } from './admin-queries';

export type PicksPeriod = '7d' | '30d' | 'all';

/** GET /api/admin/graded-picks: graded on the server from the final scores, every 30 s. */
export function useGradedPicks(sport: AdminSport, period: PicksPeriod) {
  const params = new URLSearchParams({ sport, range: period });
  return useQuery({
    ...apiQuery(`${GRADED_PICKS_URL}?${params.toString()}`, gradedPicksResponseSchema),
    refetchInterval: ADMIN_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
