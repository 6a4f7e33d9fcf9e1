import type {
  OpportunitiesResponse,
  Opportunity,
  StreamEvent,
} from '../../contracts/opportunities';
import { clearsUnderMethod } from '../../contracts/value-under-method';
import {
  isVisibleTo,
  memberCommission,
  personalises,
  withMemberLimits,
  type MemberLedger,
} from '../../core/book-ledger';
import { methodFor, type DevigChoice } from '../../core/calibration/default-method';
import { evAtPrice, evRange } from '../../core/ev-by-method';
import { atMemberCommission, replanArbitrage } from '../../core/member-commission';
import type { MemberMethod } from '../account/member-methods';
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
    // Whether it is still value is the member's method's say (clearsUnderMethod), not power's.
    const ev = opportunity.fair.probability * legs[0].effectivePrice - 1;
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
 * An opportunity as one member's ledger shapes it, or null when it needs a book they cannot use or
 * their exchange commission leaves an arbitrage no edge (a value bet's edge is judged under the
 * member's method: viewFor). Each leg's `limit` becomes the member's limit at that book
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

/**
 * An opportunity as one member sees it: shaped by their ledger, and a value bet only when their
 * devig method calls it value at their own commission. Null when they are not shown it.
 */
export function viewFor(
  opportunity: Opportunity,
  ledger: MemberLedger,
  method: MemberMethod,
): Opportunity | null {
  const own = personalises(ledger) ? forMember(opportunity, ledger) : opportunity;
  if (own === null || own.type !== 'value') return own;
  const chosen = methodFor(method.choice, method.choices, own.sport, own.betType);
  return clearsUnderMethod(own, chosen, method.minEv) ? own : null;
}

const parsed = new WeakMap<SharedBody, OpportunitiesResponse>();
/** Per snapshot, the list each method shows a member whose ledger changes nothing. */
const byMethod = new WeakMap<SharedBody, Map<DevigChoice, SharedBody>>();

function parsedOf(snapshot: SharedBody): OpportunitiesResponse {
  let response = parsed.get(snapshot);
  if (!response) {
    response = JSON.parse(snapshot.json) as OpportunitiesResponse;
    parsed.set(snapshot, response);
  }
  return response;
}

/**
 * A shared snapshot as one member sees it (viewFor each opportunity). Members whose ledger
 * changes nothing share one body per method, serialised once per snapshot ('auto''s choices
 * move every 15 minutes at most, far slower than snapshots are replaced).
 */
export function snapshotForMember(
  snapshot: SharedBody,
  ledger: MemberLedger,
  method: MemberMethod,
): SharedBody {
  const shared = !personalises(ledger);
  const kept = shared ? byMethod.get(snapshot)?.get(method.choice) : undefined;
  if (kept) return kept;
  const response = parsedOf(snapshot);
  const opportunities: Opportunity[] = [];
  for (const opportunity of response.opportunities) {
    const own = viewFor(opportunity, ledger, method);
    if (own) opportunities.push(own);
  }
  // The shared list's order; the member's commission may have moved an expected value.
  opportunities.sort((a, b) => b.expectedValue - a.expectedValue || a.id.localeCompare(b.id));
  const body =
    shared && opportunities.length === response.opportunities.length
      ? snapshot
      : new SharedBody(JSON.stringify({ ...response, opportunities }));
  if (shared) {
    const views = byMethod.get(snapshot) ?? new Map<DevigChoice, SharedBody>();
    views.set(method.choice, body);
    byMethod.set(snapshot, views);
  }
  return body;
}

/**
 * A stream message as the member should get it: the shared text, a personalised one, or none.
 * An update of something the member is not shown (it fell under their method's minimum, or their
 * commission took its edge) removes it from their list, as the shared stream removes what ended
 * for everyone; a later update they are shown adds it back (the client upserts updates).
 */
export function messageForMember(
  message: BusMessage,
  ledger: MemberLedger,
  method: MemberMethod,
): string | null {
  const event: StreamEvent = message.event;
  if (event.type !== 'opportunity.added' && event.type !== 'opportunity.updated') {
    return message.json;
  }
  const own = viewFor(event.opportunity, ledger, method);
  if (own === null)
    return event.type === 'opportunity.updated' ? removalOf(event.opportunity) : null;
  return own === event.opportunity ? message.json : JSON.stringify({ ...event, opportunity: own });
}

function removalOf(opportunity: Opportunity): string {
  const lifespanMs = Date.parse(opportunity.lastSeen) - Date.parse(opportunity.firstSeen);
  const removed: StreamEvent = {
    type: 'opportunity.removed',
    id: opportunity.id,
    reason: 'edge_gone',
    lifespanSeconds: Number.isFinite(lifespanMs) ? Math.max(0, lifespanMs / 1000) : 0,
  };
  return JSON.stringify(removed);
}
