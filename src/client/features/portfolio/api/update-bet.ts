import { useMutation, useQueryClient } from '@tanstack/react-query';
import { betSchema } from '../../../../contracts/portfolio';
import { apiFetch } from '../../../lib/api-fetch';
import { invalidatePortfolio } from '../../../lib/invalidate-portfolio';
import { BETS_URL } from '../../../lib/portfolio-api';
import type { BetPatch } from '../edit-form';

/** PATCH /api/user/bets/:id: corrects odds, stake or book, or settles by hand (a status). */
export function useUpdateBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BetPatch }) =>
      apiFetch(`${BETS_URL}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        schema: betSchema,
        json: patch,
      }),
    onSuccess: () => invalidatePortfolio(queryClient),
  });
}
