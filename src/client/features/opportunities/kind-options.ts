import type { Opportunity } from '../../../contracts/opportunities';
import { countLabel } from '../../lib/count-label';
import type { OpportunityKind } from './opportunity-filters';

/** The kind switcher's options with live counts; `undefined` (not loaded, or failed) shows "—". */
export function kindOptions(all: Opportunity[] | undefined) {
  let tally: Record<OpportunityKind, number> | undefined;
  if (all !== undefined) {
    tally = { arbitrage: 0, value: 0, middle: 0 };
    for (const o of all) tally[o.type]++;
  }
  return [
    { value: 'arbitrage', label: countLabel('Arbitrage', tally?.arbitrage) },
    { value: 'value', label: countLabel('Value Bets', tally?.value) },
    { value: 'middle', label: countLabel('Middles', tally?.middle) },
  ] as const;
}
