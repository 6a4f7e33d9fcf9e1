import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { checkoutSessions } from '../db/schema/index';
import type { ApplyOutcome } from './apply-subscription';
import { findMemberFor, linkCustomer } from './billing-customers';
import type { CheckoutSessionObject } from './event-schemas';

/**
 * A completed checkout links the member to the customer and subscription and turns the
 * reservation into a completed session (it keeps holding the place until the subscription's
 * own state arrives). Completion wins over a local cancel or expiry: the member has paid.
 */
export async function applyCheckoutCompleted(
  tx: Database,
  session: CheckoutSessionObject,
  now: Date,
): Promise<ApplyOutcome> {
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.sessionId, session.id))
    .for('update');
  const hintedUser = session.client_reference_id ?? session.metadata.arbiter_user_id;
  const userId = row?.userId ?? (await findMemberFor(tx, session.customer, hintedUser, now));
  if (!userId) return 'unmatched';
  if (session.customer) await linkCustomer(tx, userId, session.customer, now);
  if (!row) return 'applied';
  await tx
    .update(checkoutSessions)
    .set({
      status: 'complete',
      customerId: session.customer ?? null,
      subscriptionId: session.subscription ?? null,
      completedAt: now,
    })
    .where(and(eq(checkoutSessions.id, row.id), ne(checkoutSessions.status, 'complete')));
  return 'applied';
}

export async function applyCheckoutExpired(
  tx: Database,
  session: CheckoutSessionObject,
): Promise<ApplyOutcome> {
  const updated = await tx
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.sessionId, session.id), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  return updated.length > 0 ? 'applied' : 'ignored';
}
