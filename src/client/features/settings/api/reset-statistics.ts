import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetStatisticsSchema } from '../../../../contracts/portfolio';
import { apiFetch } from '../../../lib/api-fetch';
import { invalidatePortfolio } from '../../../lib/invalidate-portfolio';

function resetStatistics() {
  return apiFetch('/api/user/reset-statistics', { method: 'POST', schema: resetStatisticsSchema });
}

/**
 * POST /api/user/reset-statistics: the member's bets and history go, settings and plan stay. Then
 * every figure made from them (stats, bets, bankroll, analytics, history) is read again.
 */
export function useResetStatistics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStatistics,
    onSuccess: () => invalidatePortfolio(queryClient),
  });
}
