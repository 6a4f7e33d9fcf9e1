/** The reads the live stream keeps current; each URL is also its TanStack Query key. */
export const LIVE_ARBITRAGE_URL = '/api/live-arbitrage';
export const OPPORTUNITIES_URL = '/api/opportunities';
export const DASHBOARD_STATS_URL = '/api/analytics/stats';
export const FEED_STATUS_URL = '/api/feed/status';
export const STREAM_URL = '/api/stream';
/** Query key prefix of the market-intelligence reads ([URL, sport, range]). */
export const MARKET_INTELLIGENCE_URL = '/api/market-intelligence';

/** The spec's refresh interval for arbitrage views, used only while the push channel is down. */
export const FALLBACK_POLL_MS = 15_000;
