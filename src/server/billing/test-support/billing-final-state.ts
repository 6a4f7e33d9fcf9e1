import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  billingInvoices,
  billingSubscriptions,
  checkoutSessions,
  users,
} from '../../db/schema/index';

/**
 * Everything a member's billing events decide, with the member's own tag taken out of the ids,
 * so two members who were sent the same events in different orders compare equal.
 */
export async function billingFinalState(db: Database, userId: string, tag: string) {
  const strip = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll(tag, 'TAG'));
  const [user] = await db
    .select({
      status: users.subscriptionStatus,
      tier: users.subscriptionTier,
      accessEndsAt: users.accessEndsAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const subscriptions = await db
    .select({
      id: billingSubscriptions.id,
      status: billingSubscriptions.status,
      planId: billingSubscriptions.planId,
      cancelAtPeriodEnd: billingSubscriptions.cancelAtPeriodEnd,
      trialEnd: billingSubscriptions.trialEnd,
      currentPeriodStart: billingSubscriptions.currentPeriodStart,
      currentPeriodEnd: billingSubscriptions.currentPeriodEnd,
      endedAt: billingSubscriptions.endedAt,
      trialEndingNoticeAt: billingSubscriptions.trialEndingNoticeAt,
    })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .orderBy(asc(billingSubscriptions.id));
  const invoices = await db
    .select({
      id: billingInvoices.id,
      status: billingInvoices.status,
      amountPaidCents: billingInvoices.amountPaidCents,
      attemptCount: billingInvoices.attemptCount,
      lastPaymentFailedAt: billingInvoices.lastPaymentFailedAt,
    })
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(asc(billingInvoices.id));
  const checkout = await db
    .select({ status: checkoutSessions.status, subscriptionId: checkoutSessions.subscriptionId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId));
  return strip({ user, subscriptions, invoices, checkout });
}
