/**
 * The member's bets and what they add up to. The dashboard, the portfolio pages and the
 * opportunity dialog all read or change them, so the URLs (each also a cache key) live here;
 * invalidate-portfolio.ts reads them all again after a change.
 */
export const BANKROLL_URL = '/api/user/bankroll';
export const BETS_URL = '/api/user/bets';
export const STATS_URL = '/api/user/stats';
export const ANALYTICS_URL = '/api/user/analytics';
/** A placed arbitrage as one position: /api/user/positions/:historyId/hedge. */
export const POSITIONS_URL = '/api/user/positions';
/** Every bet as CSV: a plain download with the session cookie. */
export const BETS_CSV_URL = '/api/user/bets.csv';
/** POST: a CSV of bets, previewed (dryRun) or imported in one go. */
export const BETS_IMPORT_URL = '/api/user/bets/import';
