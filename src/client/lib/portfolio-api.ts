import type { QueryClient } from '@tanstack/react-query';
import { HISTORY_URL } from './history-api';

/**
 * The member's bets and what they add up to. The dashboard, the portfolio pages and the
 * opportunity dialog all read or change them, so the URLs (each also a cache key) live here.
 */
export const BANKROLL_URL = '/api/user/bankroll';
export const BETS_URL = '/api/user/bets';
export const STATS_URL = '/api/user/stats';
export const ANALYTICS_URL = '/api/user/analytics';
/** Every bet as CSV: a plain download with the session cookie. */
export const BETS_CSV_URL = '/api/user/bets.csv';

/**
 * After a bet is added, edited, settled, deleted or placed from an opportunity, every figure
 * built from bets is read again (history too: placing an opportunity records it there).
 */
export function invalidatePortfolio(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [BETS_URL, BANKROLL_URL, STATS_URL, ANALYTICS_URL, HISTORY_URL].map((url) =>
      queryClient.invalidateQueries({ queryKey: [url] }),
    ),
  );
}
