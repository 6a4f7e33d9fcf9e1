import { QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from './api-fetch';

/** A read of `url` whose JSON answer is checked by `schema`; the URL is the query key. */
export function apiQuery<S extends z.ZodType>(url: string, schema: S) {
  return queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => apiFetch(url, { schema, signal }),
  });
}

/** Spec defaults: data never goes stale, no refetch on focus, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey, signal }) =>
          apiFetch(String(queryKey[0]), { schema: z.unknown(), signal }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
