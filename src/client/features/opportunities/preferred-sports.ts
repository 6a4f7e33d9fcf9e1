import type { Opportunity } from '../../../contracts/opportunities';
import { sportGroupOf, type SportGroup } from '../../../core/catalog/sports';

/**
 * The Sports filter a member starts with (Settings → Preferences): the live sport keys in their
 * preferred groups. Empty, which shows every sport, when that would pick every live sport anyway
 * or none of them: an empty list is never mistaken for "nothing is live".
 */
export function preferredSportKeys(
  list: readonly Opportunity[],
  preferred: readonly SportGroup[],
): string[] {
  const live = new Map(list.map((o) => [o.sport, o.sportGroup]));
  const chosen = [...live]
    .filter(([, group]) => preferred.includes(sportGroupOf(group)))
    .map(([key]) => key);
  return chosen.length === 0 || chosen.length === live.size ? [] : chosen;
}
