import { z } from 'zod';

/** Every non-2xx JSON answer of the API. 5xx carry a requestId and never internals. */
export const apiErrorSchema = z.object({
  message: z.string(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The header every state-changing API call must carry (CSRF defence with the Origin check). */
export const CSRF_HEADER = 'x-arbiter-csrf';
export const CSRF_HEADER_VALUE = '1';
