import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-fetch';
import { invalidatePortfolio } from '../../../lib/invalidate-portfolio';
import { BETS_URL } from '../../../lib/portfolio-api';

/** DELETE /api/user/bets/:id (204, no body). */
export function useDeleteBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`${BETS_URL}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: z.undefined(),
      }),
    onSuccess: () => invalidatePortfolio(queryClient),
  });
}
