import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  trackRecordResponseSchema,
  type TrackRecordQuery,
} from '../../../../contracts/track-record';
import { apiFetch } from '../../../lib/api-fetch';

export const TRACK_RECORD_URL = '/api/track-record';

/** GET /api/track-record: public; the last answer stays while another method or range loads. */
export function useTrackRecord(query: TrackRecordQuery) {
  return useQuery({
    queryKey: [TRACK_RECORD_URL, query.method, query.range],
    queryFn: ({ signal }) =>
      apiFetch(`${TRACK_RECORD_URL}?${new URLSearchParams(query).toString()}`, {
        schema: trackRecordResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
