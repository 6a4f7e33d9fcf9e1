import type { FeedStatus } from '../../../contracts/feed';
import type {
  Opportunity,
  OpportunitiesResponse,
  StreamEvent,
} from '../../../contracts/opportunities';

/** `/api/live-arbitrage` holds arbitrage only; `/api/opportunities` holds every kind. */
export type ListScope = 'arbitrage' | 'all';

export function belongsTo(scope: ListScope, opportunity: Opportunity): boolean {
  return scope === 'all' || opportunity.type === 'arbitrage';
}

/** The server's order: highest expected value first, then by id, so lists never jump about. */
export function compareOpportunities(a: Opportunity, b: Opportunity): number {
  return b.expectedValue - a.expectedValue || a.id.localeCompare(b.id);
}

/**
 * A cached list after one stream event. A list not loaded yet stays unloaded: the first read
 * fetches the whole list, and a partial list built from events would hide what came before.
 */
export function applyStreamEvent(
  list: OpportunitiesResponse | undefined,
  event: StreamEvent,
  scope: ListScope,
): OpportunitiesResponse | undefined {
  if (list === undefined) return undefined;
  switch (event.type) {
    case 'opportunity.added':
    case 'opportunity.updated': {
      const incoming = event.opportunity;
      const others = list.opportunities.filter((o) => o.id !== incoming.id);
      const opportunities = belongsTo(scope, incoming)
        ? [...others, incoming].sort(compareOpportunities)
        : others;
      return { ...list, opportunities };
    }
    case 'opportunity.removed': {
      if (!list.opportunities.some((o) => o.id === event.id)) return list;
      return { ...list, opportunities: list.opportunities.filter((o) => o.id !== event.id) };
    }
    case 'feed.status':
    case 'market.steam':
      return list;
  }
}

/** The feed status after a pushed `feed.status` event; the per-sport detail waits for a read. */
export function applyFeedStatusEvent(
  status: FeedStatus | undefined,
  event: StreamEvent,
): FeedStatus | undefined {
  if (status === undefined || event.type !== 'feed.status') return status;
  return {
    ...status,
    lastUpdated: event.lastUpdated,
    booksReporting: event.booksReporting,
    halted: event.halted,
  };
}
