import { useQuery } from '@tanstack/react-query';
import { positionHedgeSchema } from '../../../../contracts/hedge';
import { apiFetch } from '../../../lib/api-fetch';
import { POSITIONS_URL } from '../../../lib/portfolio-api';

/** Prices move between polls of the odds source; a hedge older than this is read again. */
const HEDGE_REFRESH_MS = 15_000;

/** GET /api/user/positions/:historyId/hedge, read again every 15 s while on screen. */
export function usePositionHedge(historyId: string) {
  const url = `${POSITIONS_URL}/${encodeURIComponent(historyId)}/hedge`;
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiFetch(url, { schema: positionHedgeSchema, signal }),
    refetchInterval: HEDGE_REFRESH_MS,
  });
}
