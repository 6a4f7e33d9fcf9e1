import { useQuery } from '@tanstack/react-query';
import { opportunitiesResponseSchema } from '../../../contracts/opportunities';
import { apiQuery } from '../query-client';
import { LIVE_ARBITRAGE_URL, OPPORTUNITIES_URL } from './live-urls';
import { fallbackPollInterval, useLiveStream } from './use-live-stream';

/** Live arbitrage only, kept current by the stream (polled every 15 s while it is down). */
export function useLiveArbitrage() {
  const stream = useLiveStream();
  const query = useQuery({
    ...apiQuery(LIVE_ARBITRAGE_URL, opportunitiesResponseSchema),
    refetchInterval: fallbackPollInterval(stream),
  });
  return { query, stream };
}

/** Every live opportunity, arbitrage and value bets, kept current the same way. */
export function useAllOpportunities() {
  const stream = useLiveStream();
  const query = useQuery({
    ...apiQuery(OPPORTUNITIES_URL, opportunitiesResponseSchema),
    refetchInterval: fallbackPollInterval(stream),
  });
  return { query, stream };
}
