import { marketIdentity, marketShapeOf, type MarketIdentity } from '../../core/market-type';
import type { MarketKind } from '../../core/market';

export const DETECTED_MARKETS: readonly MarketKind[] = ['h2h', 'spreads', 'totals'];

const DESCRIPTION = '\u0002';

/**
 * What detection calls one market: the key, and for props and team totals whom the outcomes are
 * about (their `description`), since each player's Over/Under is a market of its own. Featured
 * markets carry no description, so their names (and every id derived from them) are their keys.
 */
export const detectionMarket = (market: string, description: string | null | undefined) =>
  description ? `${market}${DESCRIPTION}${description}` : market;

export const marketKey = (eventId: string, market: string) => `${eventId}\u0001${market}`;

/** `market` is the source's key (what a re-check asks for); `description` whom it is about. */
export function splitMarketKey(key: string): {
  eventId: string;
  market: string;
  description: string | null;
} {
  const at = key.lastIndexOf('\u0001');
  const rest = key.slice(at + 1);
  const split = rest.indexOf(DESCRIPTION);
  return {
    eventId: key.slice(0, at),
    market: split < 0 ? rest : rest.slice(0, split),
    description: split < 0 ? null : rest.slice(split + 1),
  };
}

/** Keys seen so far and how detection reads each: a handful per sport, read per new quote. */
const shapes = new Map<string, MarketKind | null>();

/** The outcome layout of a market key, or null when detection does not read it. */
export function detectedShape(market: string): MarketKind | null {
  let shape = shapes.get(market);
  if (shape === undefined) {
    shape = marketShapeOf(market);
    if (shapes.size > 10_000) shapes.clear();
    shapes.set(market, shape);
  }
  return shape;
}

/** Markets about no one (featured, alternate, period) share one identity per key. */
const aboutNoOne = new Map<string, MarketIdentity>();
export function identityOf(market: string, description: string | null): MarketIdentity {
  if (description !== null) return marketIdentity(market, description);
  let identity = aboutNoOne.get(market);
  if (!identity) aboutNoOne.set(market, (identity = marketIdentity(market, null)));
  return identity;
}
