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
  return applyStreamEvents(list, [event], scope);
}

/**
 * A cached list after a burst of events, in one pass and one sort: a purchase of event markets
 * adds hundreds of props at once, and re-sorting the whole list per event stalls the page.
 * The same list as taking the events one by one; unchanged (the same object) when none applies.
 */
export function applyStreamEvents(
  list: OpportunitiesResponse | undefined,
  events: readonly StreamEvent[],
  scope: ListScope,
): OpportunitiesResponse | undefined {
  if (list === undefined) return undefined;
  const byId = new Map(list.opportunities.map((o) => [o.id, o]));
  let changed = false;
  for (const event of events) {
    if (event.type === 'opportunity.added' || event.type === 'opportunity.updated') {
      const incoming = event.opportunity;
      const had = byId.delete(incoming.id);
      if (belongsTo(scope, incoming)) byId.set(incoming.id, incoming);
      changed ||= had || belongsTo(scope, incoming);
    } else if (event.type === 'opportunity.removed') {
      changed = byId.delete(event.id) || changed;
    }
  }
  if (!changed) return list;
  return { ...list, opportunities: [...byId.values()].sort(compareOpportunities) };
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
