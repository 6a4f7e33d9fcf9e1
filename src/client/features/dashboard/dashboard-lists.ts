import type { Opportunity } from '../../../contracts/opportunities';
import { profitAtStake } from '../../lib/profit-at-stake';

export const TOP_COUNT = 3;
export const TIME_SENSITIVE_COUNT = 5;
export const SPORTS_SHOWN = 5;
const URGENT_MS = 3_600_000;

/** The highest guaranteed returns first. */
export function topByReturn(list: readonly Opportunity[], count = TOP_COUNT): Opportunity[] {
  return [...list]
    .sort((a, b) => b.arbitragePercentage - a.arbitragePercentage || a.id.localeCompare(b.id))
    .slice(0, count);
}

/** Most profit at the member's total stake, cut to what the books' limits let through. */
export function topByProfitAtStake(
  list: readonly Opportunity[],
  stake: number,
  count = TOP_COUNT,
): Opportunity[] {
  return [...list]
    .sort(
      (a, b) =>
        profitAtStake(b, stake) - profitAtStake(a, stake) ||
        b.arbitragePercentage - a.arbitragePercentage ||
        a.id.localeCompare(b.id),
    )
    .slice(0, count);
}

/** Events not yet started, soonest first. */
export function startingSoonest(
  list: readonly Opportunity[],
  now: number,
  count = TIME_SENSITIVE_COUNT,
): Opportunity[] {
  return list
    .filter((o) => Date.parse(o.commenceTime) > now)
    .sort(
      (a, b) =>
        Date.parse(a.commenceTime) - Date.parse(b.commenceTime) ||
        b.arbitragePercentage - a.arbitragePercentage,
    )
    .slice(0, count);
}

/** The spec's "urgent": starting within the hour. */
export function isUrgent(opportunity: Opportunity, now: number): boolean {
  const untilStart = Date.parse(opportunity.commenceTime) - now;
  return untilStart > 0 && untilStart <= URGENT_MS;
}
