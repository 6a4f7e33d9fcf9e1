import { eq } from 'drizzle-orm';
import type { BillingSummary, MemberSubscription } from '../../contracts/billing';
import type { Database } from '../db/database';
import { billingSubscriptions, type BillingSubscriptionRow } from '../db/schema/index';
import { versionOf } from './apply-subscription';
import { customerIdFor } from './billing-customers';
import type { BillingDeps } from './billing-deps';
import { isTrialEligible } from './checkout-reservation';
import { governingSubscription, memberStateFrom, toMemberStatus } from './member-state';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toMemberSubscription(row: BillingSubscriptionRow): MemberSubscription {
  const state = memberStateFrom([{ ...row, version: versionOf(row) }]);
  return {
    planId: row.planId,
    status: toMemberStatus(row.status),
    // Stripe ends a subscription either at its period end or at a set cancel_at; both mean
    // "ending, not renewing" to the member.
    cancelAtPeriodEnd: row.cancelAtPeriodEnd || row.cancelAt !== null,
    trialEndsAt: iso(row.trialEnd),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    accessEndsAt: iso(state?.accessEndsAt ?? null),
    pendingPlanId: row.pendingPlanId,
  };
}

export async function subscriptionById(
  db: Database,
  id: string | null,
): Promise<MemberSubscription | null> {
  if (!id) return null;
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id));
  return row ? toMemberSubscription(row) : null;
}

/** GET /api/billing/subscription: the subscription that governs the member's access. */
export async function billingSummary(deps: BillingDeps, userId: string): Promise<BillingSummary> {
  const rows = await deps.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
  const governing = governingSubscription(rows.map((row) => ({ ...row, version: versionOf(row) })));
  return {
    provider: deps.billing.kind,
    subscription: governing ? toMemberSubscription(governing) : null,
    trialEligible: await isTrialEligible(deps.db, userId),
    canManage: (await customerIdFor(deps.db, userId)) !== null,
  };
}
