import { PLANS } from '../../../contracts/billing';
import type { LocalSubscriptionRow } from '../../db/schema/index';
import {
  localCheckoutSessionObject,
  localEvent,
  localInvoiceObject,
  localSubscriptionObject,
  type LocalEvent,
} from '../local-objects';
import { addDays, addInterval } from '../plans';
import { LIFE_START } from './subscription-life';

const s = (date: Date) => Math.floor(date.getTime() / 1000);
const HOUR_S = 3_600;

/** One invoice as Stripe shows it at each step: drafted, finalized (open), then paid. */
function invoiceStages(
  id: string,
  subscription: LocalSubscriptionRow,
  billingReason: 'subscription_create' | 'subscription_cycle',
  paidAt: number,
) {
  const amountCents = PLANS['elite-monthly'].amountCents;
  const paid = {
    ...localInvoiceObject({
      subscription,
      amountCents,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      billingReason,
      paidAt,
    }),
    id,
  };
  const draft = {
    ...paid,
    status: 'draft',
    amount_paid: 0,
    amount_remaining: amountCents,
    attempt_count: 0,
    attempted: false,
    status_transitions: { paid_at: null },
  };
  return { draft, open: { ...draft, status: 'open' }, paid };
}

/**
 * A member's first month and a renewal whose first charge fails and whose retry, two hours
 * later, succeeds: every event Stripe sends for it, in the order it sent them. The failed and
 * the paid event are the first Arbiter hears of the renewal invoice (it does not subscribe to
 * invoice.created or invoice.finalized, which are acknowledged and left alone).
 */
export function renewalRetryLife(tag: string, userId: string): LocalEvent[] {
  const secondStart = addInterval(LIFE_START, 'month');
  const active: LocalSubscriptionRow = {
    id: `sub_${tag}`,
    userId,
    customerId: `cus_${tag}`,
    planId: 'elite-monthly',
    pendingPlanId: null,
    status: 'active',
    trialStart: null,
    trialEnd: null,
    currentPeriodStart: LIFE_START,
    currentPeriodEnd: secondStart,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    trialWillEndSent: false,
    createdAt: LIFE_START,
    lastEventCreated: s(LIFE_START),
  };
  const renewed = {
    ...active,
    currentPeriodStart: secondStart,
    currentPeriodEnd: addInterval(secondStart, 'month'),
  };
  const pastDue = { ...renewed, status: 'past_due' } as unknown as LocalSubscriptionRow;
  const failedAt = s(secondStart) + HOUR_S;
  const retriedAt = failedAt + 2 * HOUR_S;
  const first = invoiceStages(`in_${tag}_1`, active, 'subscription_create', s(LIFE_START));
  const renewal = invoiceStages(`in_${tag}_2`, renewed, 'subscription_cycle', retriedAt);
  const session = localCheckoutSessionObject({
    sessionId: `cs_${tag}`,
    userId,
    planId: 'elite-monthly',
    status: 'complete',
    customerId: `cus_${tag}`,
    subscriptionId: `sub_${tag}`,
    created: LIFE_START,
    expiresAt: addDays(LIFE_START, 1),
    successUrl: 'https://arbiter.test/success',
    cancelUrl: 'https://arbiter.test/subscribe',
  });
  const id = (n: number) => `evt_${tag}_${String(n).padStart(2, '0')}`;
  return [
    localEvent('invoice.created', first.draft, s(LIFE_START), id(1)),
    localEvent(
      'customer.subscription.created',
      localSubscriptionObject(active),
      s(LIFE_START),
      id(2),
    ),
    localEvent('invoice.finalized', first.open, s(LIFE_START), id(3)),
    localEvent('invoice.paid', { ...first.paid, attempt_count: 1 }, s(LIFE_START), id(4)),
    localEvent('checkout.session.completed', session, s(LIFE_START), id(5)),
    localEvent('invoice.created', renewal.draft, s(secondStart), id(6)),
    localEvent('invoice.finalized', renewal.open, failedAt, id(7)),
    localEvent(
      'invoice.payment_failed',
      { ...renewal.open, attempt_count: 1, attempted: true },
      failedAt,
      id(8),
    ),
    localEvent('customer.subscription.updated', localSubscriptionObject(pastDue), failedAt, id(9)),
    localEvent('invoice.paid', { ...renewal.paid, attempt_count: 2 }, retriedAt, id(10)),
    localEvent(
      'customer.subscription.updated',
      localSubscriptionObject(renewed),
      retriedAt,
      id(11),
    ),
  ];
}
