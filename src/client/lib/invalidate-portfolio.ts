import type { QueryClient } from '@tanstack/react-query';
import { HISTORY_URL } from './history-api';
import { ANALYTICS_URL, BANKROLL_URL, BETS_URL, POSITIONS_URL, STATS_URL } from './portfolio-api';

/**
 * Every read made from the member's bets and results: bankroll, statistics, bets, analytics,
 * arbitrage history and the hedges of positions. A read is matched by the URL it is keyed under, with or without a query
 * string, so a screen that adds parameters to its key is still read again.
 */
const PORTFOLIO_URLS = [
  BANKROLL_URL,
  STATS_URL,
  BETS_URL,
  ANALYTICS_URL,
  HISTORY_URL,
  POSITIONS_URL,
];

export function isPortfolioQueryKey(queryKey: readonly unknown[]): boolean {
  const [url] = queryKey;
  if (typeof url !== 'string') return false;
  return PORTFOLIO_URLS.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}?`) || url.startsWith(`${prefix}/`),
  );
}

/**
 * After the figures changed on the server (a bet added, edited, settled, deleted or placed from an
 * opportunity, a reset, a new starting value), read them again.
 */
export function invalidatePortfolio(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => isPortfolioQueryKey(query.queryKey),
  });
}
