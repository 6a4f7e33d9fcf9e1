import type { z } from 'zod';
import { historyRecordSchema } from '../../contracts/history';
import type { patchHistoryBodySchema } from '../../contracts/history';
import { apiFetch } from './api-fetch';

/**
 * The member's arbitrage history. Three features read or write it (history, opportunities,
 * dashboard), so its cache key lives here: every history read is keyed under this URL, and a
 * write anywhere reloads them all.
 */
export const HISTORY_URL = '/api/arbitrage-history';

/** PATCH /api/arbitrage/{id}: the one write both the history list and "record" make. */
export function patchHistoryRecord(id: string, patch: z.input<typeof patchHistoryBodySchema>) {
  return apiFetch(`/api/arbitrage/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    schema: historyRecordSchema,
    json: patch,
  });
}
