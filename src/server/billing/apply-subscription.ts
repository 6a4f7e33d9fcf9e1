import { and, eq, isNull, sql } from 'drizzle-orm';
import { planIdSchema } from '../../contracts/billing';
import type { Database } from '../db/database';
import { billingSubscriptions, users, type BillingSubscriptionRow } from '../db/schema/index';
import type { BillingConfig } from './billing-config';
import { findMemberFor, lockMember } from './billing-customers';
import type { SubscriptionObject } from './event-schemas';
import { memberStateFrom } from './member-state';
import { planForPrice } from './plans';
import { isNewer, TERMINAL_SUBSCRIPTION_STATUSES, type Version } from './subscription-version';

export type ApplyOutcome = 'applied' | 'ignored' | 'unmatched';

const toDate = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

export const versionOf = (row: {
  versionTerminal: number;
  versionCreated: number;
  versionEvent: string;
}): Version => ({
  terminal: row.versionTerminal === 1 ? 1 : 0,
  created: row.versionCreated,
  event: row.versionEvent,
});

export function subscriptionVersion(
  subscription: SubscriptionObject,
  created: number,
  event: string,
): Version {
  return {
    terminal: TERMINAL_SUBSCRIPTION_STATUSES.has(subscription.status) ? 1 : 0,
    created,
    event,
  };
}

function snapshotColumns(config: BillingConfig, subscription: SubscriptionObject) {
  const item = subscription.items.data[0];
  const priceId = item?.price.id ?? null;
  const pending = planIdSchema.safeParse(subscription.metadata.arbiter_pending_plan_id);
  return {
    customerId: subscription.customer,
    status: subscription.status,
    planId: planForPrice(config, priceId, subscription.metadata.arbiter_plan_id),
    pendingPlanId: pending.success ? pending.data : null,
    priceId,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: toDate(subscription.cancel_at),
    trialEnd: toDate(subscription.trial_end),
    currentPeriodStart: toDate(item?.current_period_start ?? subscription.current_period_start),
    currentPeriodEnd: toDate(item?.current_period_end ?? subscription.current_period_end),
    canceledAt: toDate(subscription.canceled_at),
    endedAt: toDate(subscription.ended_at),
  };
}

/** The member's status, tier and access end as their subscriptions say; null without any. */
export async function billingStateOf(tx: Database, userId: string) {
  const rows: BillingSubscriptionRow[] = await tx
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
  return memberStateFrom(rows.map((row) => ({ ...row, version: versionOf(row) })));
}

/**
 * Sets the member's status, tier and access end from all their subscriptions, unless an admin
 * set them by hand (users.manual_status_at): then the provider's facts are stored but the admin's
 * choice stands, so a renewal or a late event never undoes it. A subscription the provider
 * reports for the first time is the member's own newer decision (a new purchase): it ends the
 * admin's hold and billing speaks for the member again.
 */
export async function refreshMember(
  tx: Database,
  userId: string,
  now: Date,
  options: { newSubscription?: boolean } = {},
) {
  const state = await billingStateOf(tx, userId);
  if (!state) return;
  await tx
    .update(users)
    .set({ ...state, manualStatusAt: null, manualStatusBy: null, updatedAt: now })
    .where(
      options.newSubscription
        ? eq(users.id, userId)
        : and(eq(users.id, userId), isNull(users.manualStatusAt)),
    );
}

/**
 * Applies one subscription snapshot inside the caller's transaction. The member's row is locked
 * first, so snapshots of one member are applied one at a time and the newest version wins.
 */
export async function applySubscriptionSnapshot(
  tx: Database,
  config: BillingConfig,
  subscription: SubscriptionObject,
  version: Version,
  now: Date,
  trialNoticeAt: Date | null = null,
): Promise<ApplyOutcome> {
  const userId = await findMemberFor(
    tx,
    subscription.customer,
    subscription.metadata.arbiter_user_id,
    now,
  );
  if (!userId) return 'unmatched';
  await lockMember(tx, userId);
  const [stored] = await tx
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.id, subscription.id));

  if (trialNoticeAt && stored) {
    await tx
      .update(billingSubscriptions)
      .set({
        trialEndingNoticeAt: sql`greatest(${billingSubscriptions.trialEndingNoticeAt}, ${trialNoticeAt})`,
      })
      .where(eq(billingSubscriptions.id, subscription.id));
  }
  if (stored && !isNewer(version, versionOf(stored))) return 'ignored';

  const columns = {
    ...snapshotColumns(config, subscription),
    userId,
    versionTerminal: version.terminal,
    versionCreated: version.created,
    versionEvent: version.event,
    updatedAt: now,
  };
  const trialEndingNoticeAt = stored?.trialEndingNoticeAt ?? trialNoticeAt;
  await tx
    .insert(billingSubscriptions)
    .values({ id: subscription.id, ...columns, trialEndingNoticeAt })
    .onConflictDoUpdate({ target: billingSubscriptions.id, set: columns });
  await refreshMember(tx, userId, now, { newSubscription: !stored });
  return 'applied';
}
