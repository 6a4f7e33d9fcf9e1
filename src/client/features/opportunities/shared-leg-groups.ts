import type { Opportunity } from '../../../contracts/opportunities';

export interface OpportunityGroup {
  /** The best of the group in the list's order: the card shown. */
  lead: Opportunity;
  /** The others, best first: a tap away. */
  alternatives: Opportunity[];
}

const legKey = (leg: Opportunity['legs'][number]) =>
  `${leg.book}\u0001${leg.outcome.toLowerCase()}\u0001${leg.point ?? ''}`;

/**
 * Arbitrages of one game and market that share a leg are one bet in practice (the shared leg can
 * only be staked once): one card, best first, the alternatives under it. Groups are the connected
 * sets of "shares a leg with"; the list's order decides the lead and keeps the groups in order.
 * Other kinds pass through one to a card.
 */
export function groupSharedLegs(list: readonly Opportunity[]): OpportunityGroup[] {
  const parent = list.map((_, index) => index);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const owner = new Map<string, number>();
  list.forEach((opportunity, index) => {
    if (opportunity.type !== 'arbitrage') return;
    for (const leg of opportunity.legs) {
      // The market key and whom it is about: two players' props (or a quarter's total and the
      // game's) at one book, side and line are different bets, never one shared leg.
      const market = `${opportunity.marketKey}\u0002${opportunity.description ?? ''}`;
      const key = `${opportunity.eventId}\u0002${market}\u0002${legKey(leg)}`;
      const other = owner.get(key);
      if (other === undefined) owner.set(key, index);
      else {
        const [a, b] = [find(other), find(index)];
        // The earlier one in the list stays the root, so it leads.
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  });
  const groups = new Map<number, OpportunityGroup>();
  const ordered: OpportunityGroup[] = [];
  list.forEach((opportunity, index) => {
    const root = find(index);
    const group = groups.get(root);
    if (group) group.alternatives.push(opportunity);
    else {
      const created = { lead: opportunity, alternatives: [] };
      groups.set(root, created);
      ordered.push(created);
    }
  });
  return ordered;
}
