import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TrackRecordQuery } from '../../../../contracts/track-record';
import { trackRecordQuery } from '../../../lib/track-record-query';

/** GET /api/track-record: public; the last answer stays while another method or range loads. */
export function useTrackRecord(query: TrackRecordQuery) {
  return useQuery({ ...trackRecordQuery(query), placeholderData: keepPreviousData });
}
