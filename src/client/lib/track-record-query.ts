import { useQuery } from '@tanstack/react-query';
import { trackRecordResponseSchema, type TrackRecordQuery } from '../../contracts/track-record';
import type { DevigChoice, MarketMethod } from '../../core/calibration/default-method';
import { apiFetch } from './api-fetch';

export const TRACK_RECORD_URL = '/api/track-record';

/** GET /api/track-record, public: the track record page and the 'auto' devig setting share it. */
export function trackRecordQuery(query: TrackRecordQuery) {
  return {
    queryKey: [TRACK_RECORD_URL, query.method, query.range],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch(`${TRACK_RECORD_URL}?${new URLSearchParams(query).toString()}`, {
        schema: trackRecordResponseSchema,
        signal,
      }),
  };
}

const NONE: readonly MarketMethod[] = [];

/**
 * What 'auto' means per market (the track record's evidence), read only for a member on 'auto';
 * until it loads, or if it cannot, every market is power.
 */
export function useMethodChoices(choice: DevigChoice): readonly MarketMethod[] {
  const query = useQuery({
    ...trackRecordQuery({ method: 'power', range: 'all' }),
    enabled: choice === 'auto',
    select: (data) => data.calibration.defaults,
  });
  return query.data ?? NONE;
}
