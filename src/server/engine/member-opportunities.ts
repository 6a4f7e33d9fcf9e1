import type {
  OpportunitiesResponse,
  Opportunity,
  StreamEvent,
} from '../../contracts/opportunities';
import {
  isVisibleTo,
  memberCommission,
  withMemberLimits,
  type MemberLedger,
} from '../../core/book-ledger';
import { evAtPrice, evRange } from '../../core/ev-by-method';
import { atMemberCommission, replanArbitrage } from '../../core/member-commission';
import { SharedBody } from '../http/shared-body';
import type { BusMessage } from '../platform/bus/live-bus';
import { capacityOf, riskOf } from './opportunity-dto';

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The opportunity at the member's own exchange commission, or null when it leaves them no edge.
 * A middle keeps its model figures at the standard rate: only its legs' net prices change.
 */
function atCommission(opportunity: Opportunity, legs: Opportunity['legs']): Opportunity | null {
  if (opportunity.type === 'arbitrage') {
    const plan = replanArbitrage(legs);
    if (!(plan.returnOnStake > 0)) return null;
    return {
      ...opportunity,
      legs: plan.legs,
      arbitragePercentage: round(plan.returnOnStake * 100, 4),
      profitMargin: round(1 - plan.impliedSum, 6),
      expectedValue: plan.returnOnStake,
      riskLevel: riskOf(plan.returnOnStake, plan.legs, opportunity.pushPossible),
    };
  }
  const served = opportunity.legs[0];
  if (opportunity.type === 'value' && opportunity.fair !== null && legs[0] && served) {
    const ev = opportunity.fair.probability * legs[0].effectivePrice - 1;
    if (!(ev > 0)) return null;
    const byMethod =
      opportunity.evByMethod &&
      evAtPrice(opportunity.evByMethod, served.effectivePrice, legs[0].effectivePrice);
    return {
      ...opportunity,
      legs,
      expectedValue: ev,
      evByMethod: byMethod,
      evRange: byMethod && evRange(byMethod),
      riskLevel: riskOf(ev, legs, false),
    };
  }
  return { ...opportunity, legs };
}

const unchanged = <T>(after: readonly T[], before: readonly T[]) =>
  after.every((item, index) => item === before[index]);

/**
 * An opportunity as one member sees it, or null when it needs a book they cannot use or their
 * exchange commission leaves no edge. Each leg's `limit` becomes the member's limit at that book
 * (the smaller of the book's and their own maximum), and `capacity` follows it: the calculator
 * caps stakes at those limits unchanged.
 */
export function forMember(opportunity: Opportunity, ledger: MemberLedger): Opportunity | null {
  if (!isVisibleTo(ledger, opportunity.legs)) return null;
  const priced = atMemberCommission(opportunity.legs, (book) => memberCommission(ledger, book));
  const own = unchanged(priced, opportunity.legs) ? opportunity : atCommission(opportunity, priced);
  if (own === null) return null;
  const legs = withMemberLimits(ledger, own.legs);
  if (own === opportunity && unchanged(legs, opportunity.legs)) return opportunity;
  return { ...own, legs, capacity: capacityOf(legs, own.expectedValue) };
}

const parsed = new WeakMap<SharedBody, OpportunitiesResponse>();

/** A shared snapshot personalised: parsed once per snapshot, filtered and capped per member. */
export function snapshotForMember(snapshot: SharedBody, ledger: MemberLedger): SharedBody {
  let response = parsed.get(snapshot);
  if (!response) {
    response = JSON.parse(snapshot.json) as OpportunitiesResponse;
    parsed.set(snapshot, response);
  }
  const opportunities: Opportunity[] = [];
  for (const opportunity of response.opportunities) {
    const own = forMember(opportunity, ledger);
    if (own) opportunities.push(own);
  }
  // The shared list's order; the member's commission may have moved an expected value.
  opportunities.sort((a, b) => b.expectedValue - a.expectedValue || a.id.localeCompare(b.id));
  return new SharedBody(JSON.stringify({ ...response, opportunities }));
}

/** A stream message as the member should get it: the shared text, a personalised one, or none. */
export function messageForMember(message: BusMessage, ledger: MemberLedger): string | null {
  const event: StreamEvent = message.event;
  if (event.type !== 'opportunity.added' && event.type !== 'opportunity.updated') {
    return message.json;
  }
  const own = forMember(event.opportunity, ledger);
  if (own === null) return null;
  return own === event.opportunity ? message.json : JSON.stringify({ ...event, opportunity: own });
}
