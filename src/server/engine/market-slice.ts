import type { MarketKind } from '../../core/market';

export const DETECTED_MARKETS: readonly MarketKind[] = ['h2h', 'spreads', 'totals'];

export const marketKey = (eventId: string, market: string) => `${eventId}\u0001${market}`;

export function splitMarketKey(key: string): { eventId: string; market: string } {
  const at = key.lastIndexOf('\u0001');
  return { eventId: key.slice(0, at), market: key.slice(at + 1) };
}
