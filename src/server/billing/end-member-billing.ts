import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { billingSubscriptions, localSubscriptions } from '../db/schema/index';
import { BillingProviderError, type BillingDeps } from './billing-deps';
import { enqueueLocalEvents } from './local-outbox';
import { nextStamp, subscriptionEvent } from './local-subscription-events';
import { TERMINAL_SUBSCRIPTION_STATUSES } from './subscription-version';

/**
 * Ending a deleted member's subscriptions at their billing provider, so nobody is charged for an
 * account that no longer exists.
 *
 * Stripe is a network call and cannot join a database transaction, so it runs first: every
 * subscription Stripe may still charge is canceled at once, and if Stripe cannot be reached the
 * deletion stops before anything is removed (the admin retries; an already-ended subscription is
 * skipped). The local checkout keeps its subscriptions in this database: they end inside the
 * deletion's own transaction, with the customer.subscription.deleted event Stripe would send.
 */
export async function cancelAtStripe(
  deps: BillingDeps,
  userId: string,
  log: FastifyBaseLogger,
): Promise<number> {
  if (!deps.stripe) return 0;
  const live = await deps.db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        notInArray(billingSubscriptions.status, [...TERMINAL_SUBSCRIPTION_STATUSES]),
      ),
    );
  let canceled = 0;
  for (const { id } of live) {
    try {
      if ((await deps.stripe.cancelSubscription(id)) === 'canceled') canceled++;
    } catch (error) {
      throw new BillingProviderError(error, log);
    }
  }
  return canceled;
}

/** Inside the deletion's transaction: the member's live local subscriptions end now. */
export async function cancelLocalSubscriptions(
  tx: Database,
  userId: string,
  now: Date,
): Promise<number> {
  const live = await tx
    .select()
    .from(localSubscriptions)
    .where(and(eq(localSubscriptions.userId, userId), ne(localSubscriptions.status, 'canceled')))
    .for('update');
  for (const row of live) {
    const ended = {
      ...row,
      status: 'canceled' as const,
      cancelAtPeriodEnd: false,
      canceledAt: now,
      endedAt: now,
      lastEventCreated: nextStamp(row, now),
    };
    await tx.update(localSubscriptions).set(ended).where(eq(localSubscriptions.id, row.id));
    await enqueueLocalEvents(tx, [subscriptionEvent('customer.subscription.deleted', ended)], now);
  }
  return live.length;
}
