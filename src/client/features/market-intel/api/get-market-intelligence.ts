import { useQuery } from '@tanstack/react-query';
import {
  eventPriceHistorySchema,
  marketIntelligenceSchema,
} from '../../../../contracts/market-intelligence';
import type { MarketRange, MarketSport } from '../../../../contracts/market-intelligence';
import { apiFetch } from '../../../lib/api-fetch';
import { MARKET_INTELLIGENCE_URL } from '../../../lib/live-stream/live-urls';

/** Spec §9: market intelligence is re-read every 30 s (the server recomputes it as often). */
const MARKET_POLL_MS = 30_000;

/** GET /api/market-intelligence; a pushed `market.steam` also refreshes it at once. */
export function useMarketIntelligence(sport: MarketSport, range: MarketRange) {
  return useQuery({
    queryKey: [MARKET_INTELLIGENCE_URL, sport, range],
    queryFn: ({ signal }) =>
      apiFetch(`${MARKET_INTELLIGENCE_URL}?sport=${sport}&range=${range}`, {
        schema: marketIntelligenceSchema,
        signal,
      }),
    refetchInterval: MARKET_POLL_MS,
    placeholderData: (previous) => previous,
  });
}

/** GET /api/market-intelligence/events/:id/history, read while a movement's chart is open. */
export function useEventPriceHistory(eventId: string | null) {
  return useQuery({
    queryKey: [MARKET_INTELLIGENCE_URL, 'history', eventId],
    queryFn: ({ signal }) =>
      apiFetch(`${MARKET_INTELLIGENCE_URL}/events/${encodeURIComponent(eventId ?? '')}/history`, {
        schema: eventPriceHistorySchema,
        signal,
      }),
    enabled: eventId !== null,
    staleTime: 30_000,
  });
}
