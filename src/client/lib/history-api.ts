/** The member's arbitrage history; every history read is keyed under this URL. */
export const HISTORY_URL = '/api/arbitrage-history';

export function historyRecordUrl(id: string): string {
  return `/api/arbitrage/${encodeURIComponent(id)}`;
}
