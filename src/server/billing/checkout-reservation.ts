import { and, eq, gt, sql } from 'drizzle-orm';
import type { PlanId } from '../../contracts/billing';
import { hasSubscriberAccess } from '../../core/membership-access';
import type { Database } from '../db/database';
import {
  billingSubscriptions,
  checkoutSessions,
  membershipSettings,
  users,
  waitlist,
} from '../db/schema/index';

/** How long a started checkout holds its place; Stripe needs at least 30 minutes. */
export const CHECKOUT_HOLD_MS = 35 * 60_000;

export class BillingConflictError extends Error {
  readonly statusCode = 409;
}

export type Reservation =
  | {
      kind: 'reserved';
      reservationId: string;
      withTrial: boolean;
      expiresAt: Date;
      released: string[];
    }
  | { kind: 'existing'; url: string }
  | { kind: 'waitlisted'; alreadyListed: boolean; reason: 'waitlist' | 'full' };

export interface ReservationRequest {
  user: { id: string; email: string };
  planId: PlanId;
  provider: 'stripe' | 'local';
  now: Date;
  /** The local checkout knows its session id and URL before the reservation. */
  session?: { sessionId: string; url: string };
}

/**
 * Members holding a place: active and trialing members, open unexpired checkouts, and completed
 * checkouts whose subscription has not arrived yet. Each member counts once.
 */
async function countPlaceHolders(tx: Database, now: Date): Promise<number> {
  const result = await tx.execute(sql`
    select count(*)::int as holders from (
      select ${users.id} as user_id from ${users}
        where ${users.subscriptionStatus} in ('active', 'trialing')
      union
      select ${checkoutSessions.userId} from ${checkoutSessions}
        where ${checkoutSessions.status} = 'open' and ${checkoutSessions.expiresAt} > ${now}
      union
      select ${checkoutSessions.userId} from ${checkoutSessions}
        where ${checkoutSessions.status} = 'complete'
          and not exists (
            select 1 from ${billingSubscriptions}
            where ${billingSubscriptions.id} = ${checkoutSessions.subscriptionId}
          )
    ) as holding`);
  const rows = (result as unknown as { rows: { holders: number }[] }).rows;
  return Number(rows[0]?.holders ?? 0);
}

/** Members get one free trial: a member who ever subscribed pays from the first day. */
export async function isTrialEligible(tx: Database, userId: string): Promise<boolean> {
  const [subscription] = await tx
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .limit(1);
  if (subscription) return false;
  const [completed] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'complete')))
    .limit(1);
  return !completed;
}

/**
 * The cap check and the reservation in one transaction, serialised on the membership settings
 * row (SELECT … FOR UPDATE): two checkouts can never both take the last place.
 */
export async function reserveCheckout(
  db: Database,
  request: ReservationRequest,
): Promise<Reservation> {
  const { user, planId, now } = request;
  return db.transaction(async (tx) => {
    await tx.insert(membershipSettings).values({ id: 1 }).onConflictDoNothing();
    const [settings] = await tx
      .select()
      .from(membershipSettings)
      .where(eq(membershipSettings.id, 1))
      .for('update');
    if (!settings) throw new Error('membership settings row is missing');
    if (settings.status === 'closed') {
      throw new BillingConflictError(
        'Membership is closed to new members right now. Please check back later.',
      );
    }
    const [member] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!member)
      throw new BillingConflictError('Your account was not found. Please sign in again.');
    // A past-due or unpaid member still has a subscription to fix, not a new one to buy.
    const owing =
      member.subscriptionStatus === 'past_due' || member.subscriptionStatus === 'unpaid';
    if (hasSubscriberAccess(member, now) || owing) {
      throw new BillingConflictError(
        'You already have an Elite membership. Use Manage Plan to change or cancel it.',
      );
    }

    const open = await tx
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.userId, user.id),
          eq(checkoutSessions.status, 'open'),
          gt(checkoutSessions.expiresAt, now),
        ),
      );
    const same = open.find((session) => session.planId === planId && session.url !== null);
    if (same?.url) return { kind: 'existing', url: same.url };
    // A member holds one place at most: starting another checkout releases the earlier one.
    if (open.length > 0) {
      await tx
        .update(checkoutSessions)
        .set({ status: 'canceled' })
        .where(and(eq(checkoutSessions.userId, user.id), eq(checkoutSessions.status, 'open')));
    }

    const full = (await countPlaceHolders(tx, now)) >= settings.maxMembers;
    if (settings.status === 'waitlist' || full) {
      const added = await tx
        .insert(waitlist)
        .values({ email: user.email, userId: user.id, planId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: waitlist.id });
      return {
        kind: 'waitlisted',
        alreadyListed: added.length === 0,
        reason: full ? 'full' : 'waitlist',
      };
    }

    const withTrial = await isTrialEligible(tx, user.id);
    const expiresAt = new Date(now.getTime() + CHECKOUT_HOLD_MS);
    const [reserved] = await tx
      .insert(checkoutSessions)
      .values({
        userId: user.id,
        planId,
        provider: request.provider,
        sessionId: request.session?.sessionId ?? null,
        url: request.session?.url ?? null,
        withTrial,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: checkoutSessions.id });
    if (!reserved) throw new Error('reservation insert returned no row');
    const released = open.flatMap((session) => (session.sessionId ? [session.sessionId] : []));
    return { kind: 'reserved', reservationId: reserved.id, withTrial, expiresAt, released };
  });
}
