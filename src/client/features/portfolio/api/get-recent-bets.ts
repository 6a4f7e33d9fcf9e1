import { useQuery } from '@tanstack/react-query';
import { betListSchema } from '../../../../contracts/portfolio';
import { apiFetch } from '../../../lib/api-fetch';
import { BETS_URL } from '../../../lib/portfolio-api';

/**
 * The member's latest bets, settled or not (a voided leg is settled): enough to find the
 * positions still running, which were placed recently by nature.
 */
const RECENT_BETS_URL = `${BETS_URL}?status=all&limit=500`;

export function useRecentBets() {
  return useQuery({
    queryKey: [RECENT_BETS_URL],
    queryFn: ({ signal }) => apiFetch(RECENT_BETS_URL, { schema: betListSchema, signal }),
  });
}
