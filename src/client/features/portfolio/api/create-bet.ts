import { useMutation, useQueryClient } from '@tanstack/react-query';
import { betSchema } from '../../../../contracts/portfolio';
import type { CreateBetBody } from '../../../../contracts/portfolio';
import { apiFetch } from '../../../lib/api-fetch';
import { invalidatePortfolio } from '../../../lib/invalidate-portfolio';
import { BETS_URL } from '../../../lib/portfolio-api';

/** POST /api/user/bets: a bet the member adds by hand. */
export function useCreateBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBetBody) =>
      apiFetch(BETS_URL, { method: 'POST', schema: betSchema, json: body }),
    onSuccess: () => invalidatePortfolio(queryClient),
  });
}
