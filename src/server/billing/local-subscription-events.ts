import { PLANS } from '../../contracts/billing';
import type { LocalSubscriptionRow } from '../db/schema/index';
import {
  localEvent,
  localInvoiceObject,
  localSubscriptionObject,
  type LocalEvent,
} from './local-objects';

/**
 * Event stamps of one local subscription only move forward, one second at least, so two changes
 * in the same second (cancel, then resume) still arrive in a known order.
 */
export function nextStamp(row: Pick<LocalSubscriptionRow, 'lastEventCreated'>, now: Date): number {
  return Math.max(Math.floor(now.getTime() / 1000), row.lastEventCreated + 1);
}

export function subscriptionEvent(type: string, row: LocalSubscriptionRow): LocalEvent {
  return localEvent(type, localSubscriptionObject(row), row.lastEventCreated);
}

/** The invoice of the period that starts now: $0 at a trial's start, the plan's price after. */
export function periodInvoiceEvent(
  row: LocalSubscriptionRow,
  reason: 'subscription_create' | 'subscription_cycle',
): LocalEvent {
  const amountCents = row.status === 'trialing' ? 0 : PLANS[row.planId].amountCents;
  const invoice = localInvoiceObject({
    subscription: row,
    amountCents,
    periodStart: row.currentPeriodStart,
    periodEnd: row.currentPeriodEnd,
    billingReason: reason,
    paidAt: row.lastEventCreated,
  });
  return localEvent('invoice.paid', invoice, row.lastEventCreated);
}
