import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiTokenListSchema, createdApiTokenSchema } from '../../../../contracts/api-tokens';
import { apiFetch } from '../../../lib/api-fetch';
import { apiQuery } from '../../../lib/query-client';

export const API_TOKENS_URL = '/api/user/api-tokens';

const apiTokensQuery = apiQuery(API_TOKENS_URL, apiTokenListSchema);

/** GET /api/user/api-tokens: names, prefixes and last use, never the secrets. */
export function useApiTokens() {
  // Read afresh when the section opens: last-used times move while the page is away.
  return useQuery({ ...apiTokensQuery, staleTime: 0 });
}

/** POST /api/user/api-tokens: the answer holds the secret, the only time it is ever sent. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch(API_TOKENS_URL, { method: 'POST', json: { name }, schema: createdApiTokenSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQuery.queryKey }),
  });
}

/** DELETE /api/user/api-tokens/:id: the token stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`${API_TOKENS_URL}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: z.undefined(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQuery.queryKey }),
  });
}
