import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { betListSchema } from '../../../../contracts/portfolio';
import { apiFetch } from '../../../lib/api-fetch';
import { BETS_URL } from '../../../lib/portfolio-api';
import { betListParams } from '../bet-list-query';
import type { BetListFilters } from '../bet-list-query';

/** GET /api/user/bets for one page; the page on screen stays while the next one loads. */
export function useBets(filters: BetListFilters) {
  return useQuery({
    queryKey: [BETS_URL, filters],
    queryFn: ({ signal }) =>
      apiFetch(`${BETS_URL}?${betListParams(filters).toString()}`, {
        schema: betListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
