import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutSessionView } from '../../contracts/billing';
import { checkoutSessions } from '../db/schema/index';
import { applyCheckoutCompleted, applyCheckoutExpired } from './apply-checkout';
import { applySubscriptionSnapshot, subscriptionVersion } from './apply-subscription';
import { BillingProviderError, type BillingDeps } from './billing-deps';
import { subscriptionById } from './member-subscription';

/**
 * The member may land on /success before Stripe's webhooks do. An open Stripe session is then
 * checked with Stripe itself and what Stripe says is applied like an event, stamped with the
 * fetch time (it is at least as new as any event sent before it).
 */
async function verifyWithStripe(deps: BillingDeps, sessionId: string, log?: FastifyBaseLogger) {
  if (!deps.stripe) return;
  let fetched;
  try {
    fetched = await deps.stripe.retrieveCheckoutSession(sessionId);
  } catch (error) {
    throw new BillingProviderError(error, log);
  }
  const { session, subscription } = fetched;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (session.status === 'expired') {
      await applyCheckoutExpired(tx, session);
      return;
    }
    if (session.status !== 'complete') return;
    await applyCheckoutCompleted(tx, session, now);
    if (subscription) {
      const version = subscriptionVersion(
        subscription,
        Math.floor(now.getTime() / 1000),
        `~fetched:${session.id}`,
      );
      await applySubscriptionSnapshot(tx, deps.billing, subscription, version, now);
    }
  });
}

/** GET /api/billing/session/:id — null when the session is unknown or another member's. */
export async function checkoutSessionView(
  deps: BillingDeps,
  userId: string,
  sessionId: string,
  log?: FastifyBaseLogger,
): Promise<CheckoutSessionView | null> {
  const find = async () => {
    const [row] = await deps.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.sessionId, sessionId), eq(checkoutSessions.userId, userId)));
    return row ?? null;
  };
  let row = await find();
  if (!row) return null;
  if (row.provider === 'stripe' && row.status === 'open') {
    await verifyWithStripe(deps, sessionId, log);
    row = (await find()) ?? row;
  }
  return {
    sessionId,
    status: row.status,
    planId: row.planId,
    subscription: await subscriptionById(deps.db, row.subscriptionId),
  };
}
