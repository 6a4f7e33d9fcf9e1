import type {
  OpportunitiesResponse,
  Opportunity,
  StreamEvent,
} from '../../contracts/opportunities';
import { isVisibleTo, withMemberLimits, type MemberLedger } from '../../core/book-ledger';
import { SharedBody } from '../http/shared-body';
import type { BusMessage } from './opportunity-bus';
import { capacityOf } from './opportunity-dto';

/**
 * An opportunity as one member sees it, or null when it needs a book they cannot use. Each leg's
 * `limit` becomes the member's limit at that book (the smaller of the book's and their own
 * maximum), and `capacity` follows it: the calculator caps stakes at those limits unchanged.
 */
export function forMember(opportunity: Opportunity, ledger: MemberLedger): Opportunity | null {
  if (!isVisibleTo(ledger, opportunity.legs)) return null;
  const legs = withMemberLimits(ledger, opportunity.legs);
  if (legs.every((leg, index) => leg === opportunity.legs[index])) return opportunity;
  return { ...opportunity, legs, capacity: capacityOf(legs, opportunity.expectedValue) };
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
