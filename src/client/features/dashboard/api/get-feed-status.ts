import { useQuery } from '@tanstack/react-query';
import { feedStatusSchema } from '../../../../contracts/feed';
import { FEED_STATUS_URL } from '../../../lib/live-stream/live-urls';
import type { StreamStatus } from '../../../lib/live-stream/live-stream-connection';
import { fallbackPollInterval } from '../../../lib/live-stream/use-live-stream';
import { apiQuery } from '../../../lib/query-client';

/** The spec's last-updated clock ticks every 30 s; the per-sport detail is re-read as often. */
const FEED_STATUS_POLL_MS = 30_000;

/** GET /api/feed/status: freshness is pushed by the stream, the rest re-read every 30 s. */
export function useFeedStatus(stream: StreamStatus) {
  return useQuery({
    ...apiQuery(FEED_STATUS_URL, feedStatusSchema),
    refetchInterval: fallbackPollInterval(stream) || FEED_STATUS_POLL_MS,
  });
}
