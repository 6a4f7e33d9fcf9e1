import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { PLANS, type PlanId } from '../../contracts/billing';
import type { LocalSubscriptionRow } from '../db/schema/index';
import { LOCAL_PRICE_IDS } from './plans';

/**
 * Stripe-shaped objects and events for the local checkout: the fields Stripe sends that Arbiter
 * or a reader of the payload would look at, with the same names and meanings.
 */

export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const seconds = (date: Date | null) => (date === null ? null : Math.floor(date.getTime() / 1000));

export interface LocalEvent {
  id: string;
  type: string;
  created: number;
  payload: string;
}

export function localEvent(
  type: string,
  object: object,
  created: number,
  id = localId('evt'),
): LocalEvent {
  const event = {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  return { id, type, created, payload: JSON.stringify(event) };
}

function price(planId: PlanId) {
  const plan = PLANS[planId];
  return {
    id: LOCAL_PRICE_IDS[planId],
    object: 'price',
    currency: 'usd',
    unit_amount: plan.amountCents,
    recurring: { interval: plan.interval, interval_count: 1 },
    metadata: { arbiter_plan_id: planId },
  };
}

export function localSubscriptionObject(row: LocalSubscriptionRow) {
  const metadata: Record<string, string> = {
    arbiter_user_id: row.userId,
    arbiter_plan_id: row.planId,
  };
  if (row.pendingPlanId) metadata.arbiter_pending_plan_id = row.pendingPlanId;
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    cancel_at: row.cancelAtPeriodEnd ? seconds(row.currentPeriodEnd) : null,
    canceled_at: seconds(row.canceledAt),
    ended_at: seconds(row.endedAt),
    trial_start: seconds(row.trialStart),
    trial_end: seconds(row.trialEnd),
    created: seconds(row.createdAt),
    start_date: seconds(row.createdAt),
    currency: 'usd',
    collection_method: 'charge_automatically',
    livemode: false,
    metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${row.id.slice(4)}`,
          object: 'subscription_item',
          price: price(row.planId),
          quantity: 1,
          current_period_start: seconds(row.currentPeriodStart),
          current_period_end: seconds(row.currentPeriodEnd),
        },
      ],
    },
  };
}

export function localInvoiceObject(input: {
  subscription: LocalSubscriptionRow;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
  billingReason: 'subscription_create' | 'subscription_cycle';
  paidAt: number;
}) {
  const { subscription } = input;
  return {
    id: localId('in'),
    object: 'invoice',
    customer: subscription.customerId,
    status: 'paid',
    amount_due: input.amountCents,
    amount_paid: input.amountCents,
    amount_remaining: 0,
    currency: 'usd',
    attempt_count: input.amountCents > 0 ? 1 : 0,
    attempted: input.amountCents > 0,
    billing_reason: input.billingReason,
    period_start: seconds(input.periodStart),
    period_end: seconds(input.periodEnd),
    status_transitions: { paid_at: input.paidAt },
    livemode: false,
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: subscription.id,
        metadata: { arbiter_user_id: subscription.userId, arbiter_plan_id: subscription.planId },
      },
    },
  };
}

export function localCheckoutSessionObject(input: {
  sessionId: string;
  userId: string;
  planId: PlanId;
  status: 'complete' | 'expired';
  customerId: string | null;
  subscriptionId: string | null;
  created: Date;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}) {
  return {
    id: input.sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: input.status,
    payment_status: input.status === 'complete' ? 'paid' : 'unpaid',
    client_reference_id: input.userId,
    customer: input.customerId,
    subscription: input.subscriptionId,
    created: seconds(input.created),
    expires_at: seconds(input.expiresAt),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    livemode: false,
    metadata: { arbiter_user_id: input.userId, arbiter_plan_id: input.planId },
  };
}
