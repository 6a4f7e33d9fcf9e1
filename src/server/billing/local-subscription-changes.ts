import { and, desc, eq, ne } from 'drizzle-orm';
import type { PlanId } from '../../contracts/billing';
import type { Database } from '../db/database';
import { localSubscriptions, type LocalSubscriptionRow } from '../db/schema/index';
import { enqueueLocalEvents } from './local-outbox';
import { nextStamp, subscriptionEvent } from './local-subscription-events';

export type PortalAction =
  { kind: 'cancel' } | { kind: 'resume' } | { kind: 'switch'; planId: PlanId };

export type PortalActionOutcome = 'changed' | 'unchanged' | 'no-subscription';

/** The member's live local subscription, if any. */
export async function findLiveLocalSubscription(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(localSubscriptions)
    .where(and(eq(localSubscriptions.userId, userId), ne(localSubscriptions.status, 'canceled')))
    .orderBy(desc(localSubscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The change a portal action makes, or null when there is nothing to change. A switch during
 * the trial applies at once (nothing has been charged); a paid period runs out on the plan it
 * was paid for and the new plan starts at the renewal.
 */
export function changedSubscription(
  row: LocalSubscriptionRow,
  action: PortalAction,
  now: Date,
): LocalSubscriptionRow | null {
  switch (action.kind) {
    case 'cancel':
      return row.cancelAtPeriodEnd ? null : { ...row, cancelAtPeriodEnd: true, canceledAt: now };
    case 'resume':
      return row.cancelAtPeriodEnd ? { ...row, cancelAtPeriodEnd: false, canceledAt: null } : null;
    case 'switch':
      if (row.status === 'trialing') {
        return row.planId === action.planId && row.pendingPlanId === null
          ? null
          : { ...row, planId: action.planId, pendingPlanId: null };
      }
      if (action.planId === row.planId) {
        return row.pendingPlanId === null ? null : { ...row, pendingPlanId: null };
      }
      return row.pendingPlanId === action.planId ? null : { ...row, pendingPlanId: action.planId };
  }
}

/** Applies a portal action to the member's local subscription and queues the update event. */
export async function changeLocalSubscription(
  db: Database,
  userId: string,
  action: PortalAction,
  now: Date,
): Promise<PortalActionOutcome> {
  return db.transaction(async (tx) => {
    const live = await findLiveLocalSubscription(tx, userId);
    if (!live) return 'no-subscription';
    const [row] = await tx
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.id, live.id))
      .for('update');
    if (!row || row.status === 'canceled') return 'no-subscription';
    const changed = changedSubscription(row, action, now);
    if (!changed) return 'unchanged';
    const next = { ...changed, lastEventCreated: nextStamp(row, now) };
    await tx.update(localSubscriptions).set(next).where(eq(localSubscriptions.id, row.id));
    await enqueueLocalEvents(tx, [subscriptionEvent('customer.subscription.updated', next)], now);
    return 'changed';
  });
}
