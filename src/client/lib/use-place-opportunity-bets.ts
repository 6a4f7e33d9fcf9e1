import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { betSchema } from '../../contracts/portfolio';
import type { PlaceOpportunityBody } from '../../contracts/portfolio';
import { apiFetch } from './api-fetch';
import { invalidatePortfolio } from './invalidate-portfolio';
import { BETS_URL } from './portfolio-api';

/** The part of the 201 answer this screen reads: the bets, one per leg. */
const placedSchema = z.object({ bets: z.array(betSchema) });

/**
 * POST /api/user/bets/from-opportunity: "I placed these bets". The server records the
 * opportunity in the history and adds one bet per leg; a second time answers 409.
 */
export function usePlaceOpportunityBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOpportunityBody) =>
      apiFetch(`${BETS_URL}/from-opportunity`, {
        method: 'POST',
        schema: placedSchema,
        json: body,
      }),
    onSuccess: () => invalidatePortfolio(queryClient),
  });
}
