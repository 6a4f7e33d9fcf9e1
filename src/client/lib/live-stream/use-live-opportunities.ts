import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  opportunitiesResponseSchema,
  type OpportunitiesResponse,
} from '../../../contracts/opportunities';
import { useDevigMethod } from '../use-user-settings';
import { useMethodChoices } from '../track-record-query';
import { methodFor } from '../../../core/calibration/default-method';
import { underMethod } from '../../../contracts/value-under-method';
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

/**
 * Every live opportunity, arbitrage and value bets, kept current the same way; value bets under
 * the member's devig method (Settings; 'auto': the evidence's per market), so the list ranks and
 * filters by its EV.
 */
export function useAllOpportunities() {
  const stream = useLiveStream();
  const method = useDevigMethod();
  const choices = useMethodChoices(method);
  const select = useCallback(
    (data: OpportunitiesResponse): OpportunitiesResponse => ({
      ...data,
      opportunities: data.opportunities.map((opportunity) =>
        underMethod(
          opportunity,
          methodFor(method, choices, opportunity.sport, opportunity.betType),
        ),
      ),
    }),
    [method, choices],
  );
  const query = useQuery({
    ...apiQuery(OPPORTUNITIES_URL, opportunitiesResponseSchema),
    refetchInterval: fallbackPollInterval(stream),
    select,
  });
  return { query, stream };
}
