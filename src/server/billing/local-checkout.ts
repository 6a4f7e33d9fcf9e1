import { eq } from 'drizzle-orm';
import { PLANS, TRIAL_DAYS } from '../../contracts/billing';
import type { Database } from '../db/database';
import {
  checkoutSessions,
  localSubscriptions,
  type LocalSubscriptionRow,
} from '../db/schema/index';
import { customerIdFor, linkCustomer } from './billing-customers';
import { localCheckoutSessionObject, localEvent, localId } from './local-objects';
import { enqueueLocalEvents } from './local-outbox';
import { periodInvoiceEvent, subscriptionEvent } from './local-subscription-events';
import { addDays, addInterval } from './plans';

export type LocalCheckoutOutcome =
  'completed' | 'already-complete' | 'expired' | 'canceled' | 'not-found';

export const checkoutUrls = (publicUrl: string, sessionId: string) => ({
  successUrl: `${publicUrl}/success?session_id=${sessionId}`,
  cancelUrl: `${publicUrl}/subscribe?checkout=canceled`,
});

async function ensureLocalCustomer(tx: Database, userId: string, now: Date): Promise<string> {
  const existing = await customerIdFor(tx, userId);
  if (existing) return existing;
  await linkCustomer(tx, userId, localId('cus'), now);
  const linked = await customerIdFor(tx, userId);
  if (!linked) throw new Error('local customer was not stored');
  return linked;
}

/**
 * "Start trial" on the local checkout: what Stripe does when a customer pays. The subscription
 * and its events are written in one transaction; the caller then delivers the events.
 */
export async function completeLocalCheckout(
  db: Database,
  input: { sessionId: string; userId: string; now: Date; publicUrl: string },
): Promise<LocalCheckoutOutcome> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.sessionId, input.sessionId))
      .for('update');
    if (!session || session.userId !== input.userId || session.provider !== 'local')
      return 'not-found';
    if (session.status === 'complete') return 'already-complete';
    if (session.status !== 'open') return session.status;
    if (session.expiresAt.getTime() <= now.getTime()) return 'expired';

    const customerId = await ensureLocalCustomer(tx, session.userId, now);
    const plan = PLANS[session.planId];
    const trialEnd = session.withTrial ? addDays(now, TRIAL_DAYS) : null;
    const created = Math.floor(now.getTime() / 1000);
    const row: LocalSubscriptionRow = {
      // Derived from the session, so completing one session twice cannot make two subscriptions.
      id: `sub_${input.sessionId.slice(3)}`,
      userId: session.userId,
      customerId,
      planId: plan.id,
      pendingPlanId: null,
      status: trialEnd ? 'trialing' : 'active',
      trialStart: trialEnd ? now : null,
      trialEnd,
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd ?? addInterval(now, plan.interval),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      trialWillEndSent: false,
      createdAt: now,
      lastEventCreated: created,
    };
    const inserted = await tx
      .insert(localSubscriptions)
      .values(row)
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return 'already-complete';

    const sessionObject = localCheckoutSessionObject({
      sessionId: input.sessionId,
      userId: session.userId,
      planId: session.planId,
      status: 'complete',
      customerId,
      subscriptionId: row.id,
      created: session.createdAt,
      expiresAt: session.expiresAt,
      ...checkoutUrls(input.publicUrl, input.sessionId),
    });
    await enqueueLocalEvents(
      tx,
      [
        subscriptionEvent('customer.subscription.created', row),
        periodInvoiceEvent(row, 'subscription_create'),
        localEvent('checkout.session.completed', sessionObject, created),
      ],
      now,
    );
    return 'completed';
  });
}

/** "Cancel" on the local checkout: the member leaves, and the place they held is released. */
export async function cancelLocalCheckout(
  db: Database,
  input: { sessionId: string; userId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.sessionId, input.sessionId))
      .for('update');
    if (!session || session.userId !== input.userId || session.provider !== 'local') return false;
    if (session.status === 'open') {
      await tx
        .update(checkoutSessions)
        .set({ status: 'canceled' })
        .where(eq(checkoutSessions.id, session.id));
    }
    return true;
  });
}
