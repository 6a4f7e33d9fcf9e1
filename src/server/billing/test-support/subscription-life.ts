import { PLANS } from '../../../contracts/billing';
import type { Database } from '../../db/database';
import {
  billingCustomers,
  checkoutSessions,
  users,
  type LocalSubscriptionRow,
} from '../../db/schema/index';
import {
  localCheckoutSessionObject,
  localEvent,
  localInvoiceObject,
  localSubscriptionObject,
  type LocalEvent,
} from '../local-objects';
import { addDays, addInterval } from '../plans';

export const LIFE_START = new Date(Date.UTC(2026, 0, 10, 12));
const s = (date: Date) => Math.floor(date.getTime() / 1000);

/** A member as checkout leaves them: a user, their customer, their checkout session. */
export async function seedCheckedOutMember(db: Database, tag: string) {
  const [user] = await db
    .insert(users)
    .values({ oidcIssuer: 'https://seed.test', oidcSubject: tag, email: `${tag}@arbiter.test` })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  await db.insert(billingCustomers).values({ userId: user.id, customerId: `cus_${tag}` });
  await db.insert(checkoutSessions).values({
    userId: user.id,
    planId: 'elite-monthly',
    provider: 'stripe',
    sessionId: `cs_${tag}`,
    url: `https://checkout.stripe.test/${tag}`,
    withTrial: true,
    createdAt: LIFE_START,
    expiresAt: addDays(LIFE_START, 1),
  });
  return user;
}

/**
 * The events Stripe sends over a subscription's life, in the order they happened: checkout
 * with a trial, the trial-end notice, conversion and a paid renewal, then a failed payment
 * (past due) and, with `ends`, the end of the subscription.
 */
export function subscriptionLife(tag: string, userId: string, ends: boolean): LocalEvent[] {
  const trialEnd = addDays(LIFE_START, 14);
  const secondEnd = addInterval(trialEnd, 'month');
  const thirdEnd = addInterval(secondEnd, 'month');
  const trialing: LocalSubscriptionRow = {
    id: `sub_${tag}`,
    userId,
    customerId: `cus_${tag}`,
    planId: 'elite-monthly',
    pendingPlanId: null,
    status: 'trialing',
    trialStart: LIFE_START,
    trialEnd,
    currentPeriodStart: LIFE_START,
    currentPeriodEnd: trialEnd,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    trialWillEndSent: false,
    createdAt: LIFE_START,
    lastEventCreated: s(LIFE_START),
  };
  const active = {
    ...trialing,
    status: 'active' as const,
    currentPeriodStart: trialEnd,
    currentPeriodEnd: secondEnd,
  };
  const pastDue = {
    ...active,
    status: 'past_due',
    currentPeriodStart: secondEnd,
    currentPeriodEnd: thirdEnd,
  };
  const ended = {
    ...pastDue,
    status: 'canceled',
    canceledAt: addDays(secondEnd, 9),
    endedAt: addDays(secondEnd, 9),
  };
  const subscription = (row: typeof trialing | typeof pastDue) =>
    localSubscriptionObject(row as LocalSubscriptionRow);
  const invoice = (n: number, row: LocalSubscriptionRow, amountCents: number) => ({
    ...localInvoiceObject({
      subscription: row,
      amountCents,
      periodStart: row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
      billingReason: n === 1 ? 'subscription_create' : 'subscription_cycle',
      paidAt: s(row.currentPeriodStart),
    }),
    id: `in_${tag}_${n}`,
  });
  const failed = {
    ...invoice(3, pastDue as LocalSubscriptionRow, PLANS['elite-monthly'].amountCents),
    status: 'open',
    amount_paid: 0,
  };
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
  const id = (n: number) => `evt_${tag}_${n}`;
  const events = [
    localEvent('customer.subscription.created', subscription(trialing), s(LIFE_START), id(1)),
    localEvent('invoice.paid', invoice(1, trialing, 0), s(LIFE_START), id(2)),
    localEvent('checkout.session.completed', session, s(LIFE_START), id(3)),
    localEvent(
      'customer.subscription.trial_will_end',
      subscription(trialing),
      s(addDays(trialEnd, -3)),
      id(4),
    ),
    localEvent('customer.subscription.updated', subscription(active), s(trialEnd), id(5)),
    localEvent(
      'invoice.paid',
      invoice(2, active, PLANS['elite-monthly'].amountCents),
      s(trialEnd),
      id(6),
    ),
    localEvent('invoice.payment_failed', failed, s(secondEnd) + 60, id(7)),
    localEvent('customer.subscription.updated', subscription(pastDue), s(secondEnd) + 60, id(8)),
  ];
  if (ends)
    events.push(
      localEvent('customer.subscription.deleted', subscription(ended), s(ended.endedAt), id(9)),
    );
  return events;
}

/** A seeded shuffle, so a failing order can be replayed. */
export function seededShuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
