import { eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Member, MemberDeleted, MemberUpdate } from '../../contracts/admin';
import type { AuditValues } from '../../contracts/admin-audit';
import { billingStateOf } from '../billing/apply-subscription';
import type { BillingDeps } from '../billing/billing-deps';
import { cancelAtStripe, cancelLocalSubscriptions } from '../billing/end-member-billing';
import type { Database } from '../db/database';
import { sessions, users, waitlist, type UserRow } from '../db/schema/index';
import { changedValues, maskEmail, recordChange, type Actor } from './audit-log';
import { billingStatuses, isProtectedAccount, toMember } from './members';

/**
 * Member management by admins (PUT and DELETE /api/admin/members/{id}). Every change is written
 * with its audit row in one transaction.
 *
 * How an admin's hand-set status lives with the billing webhooks: billing owns a member's tier,
 * status and access end, except while an admin holds them. Setting the tier or the status by hand
 * takes the hold (users.manual_status_at and _by, and the audit row): from then on billing events
 * still record the provider's facts (subscriptions, invoices) but leave tier, status and access
 * end as the admin set them (apply-subscription.ts refreshMember), so a renewal or a late event
 * never undoes the admin, and the admin never rewrites what the provider reported. The hold ends
 * when an admin hands the member back ("Follow billing": the state is recomputed from the stored
 * subscriptions at once), or when the member buys a new subscription (one the provider reports
 * for the first time: a newer decision than the admin's). The members list shows both the status
 * in force and the provider's, so a difference is never hidden. An admin's status is not a billing
 * action: setting "canceled" stops access but not payments; deleting the member cancels those.
 */

export class MemberChangeRefused extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

const PROTECTED =
  'The protected admin account (the first ADMIN_EMAILS address) cannot be deleted or demoted.';

const auditValues = (row: UserRow): AuditValues => ({
  subscriptionTier: row.subscriptionTier,
  subscriptionStatus: row.subscriptionStatus,
  portfolioValue: row.portfolioStartCents / 100,
  statusSource: row.manualStatusAt ? 'admin' : 'billing',
});

async function lockedMember(tx: Database, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new MemberChangeRefused(404, 'No such member.');
  return row;
}

/** The spec's form sends the member's identity back: it must be what the provider gave us. */
function checkIdentityUnchanged(row: UserRow, body: MemberUpdate) {
  const changed =
    (body.email !== undefined && body.email.trim().toLowerCase() !== row.email.toLowerCase()) ||
    (body.name !== undefined && (body.name ?? null) !== row.name) ||
    (body.joinDate !== undefined && Date.parse(body.joinDate) !== row.createdAt.getTime());
  if (changed) {
    throw new MemberChangeRefused(
      400,
      'E-mail, name and join date come from the sign-in provider and cannot be changed here.',
    );
  }
}

/** What the update writes, or refuses with the reason a person can act on. */
async function nextState(
  tx: Database,
  row: UserRow,
  body: MemberUpdate,
  actor: Actor,
  adminEmails: readonly string[],
  now: Date,
): Promise<Partial<UserRow>> {
  const next: Partial<UserRow> = {};
  const tierChange =
    body.subscriptionTier !== undefined && body.subscriptionTier !== row.subscriptionTier;
  const statusChange =
    body.subscriptionStatus !== undefined && body.subscriptionStatus !== row.subscriptionStatus;
  if (isProtectedAccount(row.email, adminEmails)) {
    const demotes =
      body.followBilling === true ||
      (tierChange && body.subscriptionTier === 'free') ||
      (statusChange && body.subscriptionStatus !== 'active');
    if (demotes) throw new MemberChangeRefused(403, PROTECTED);
  }
  if (body.followBilling) {
    const billing = await billingStateOf(tx, row.id);
    Object.assign(
      next,
      billing ?? { subscriptionTier: 'free', subscriptionStatus: 'inactive', accessEndsAt: null },
      { manualStatusAt: null, manualStatusBy: null },
    );
  } else if (tierChange || statusChange) {
    const status = body.subscriptionStatus ?? row.subscriptionStatus;
    if (status !== 'active' && status !== 'inactive' && status !== 'canceled') {
      throw new MemberChangeRefused(
        400,
        `The status is "${status}" from billing: choose active, inactive or canceled to set the plan by hand.`,
      );
    }
    // A hand-set status has no end date: it stands until an admin changes it or hands it back.
    Object.assign(next, {
      subscriptionTier: body.subscriptionTier ?? row.subscriptionTier,
      subscriptionStatus: status,
      accessEndsAt: null,
      manualStatusAt: now,
      manualStatusBy: actor.email,
    });
  }
  if (body.portfolioValue !== undefined) {
    next.portfolioStartCents = Math.round(body.portfolioValue * 100);
  }
  return next;
}

/** PUT /api/admin/members/{id}: the member as stored after the change. */
export async function updateMember(
  db: Database,
  adminEmails: readonly string[],
  actor: Actor,
  id: string,
  body: MemberUpdate,
  now: Date,
): Promise<Member> {
  const updated = await db.transaction(async (tx) => {
    const row = await lockedMember(tx, id);
    checkIdentityUnchanged(row, body);
    const next = await nextState(tx, row, body, actor, adminEmails, now);
    const after = { ...row, ...next };
    const change = changedValues(auditValues(row), auditValues(after));
    if (Object.keys(change.after).length === 0) return row;
    const [written] = await tx
      .update(users)
      .set({ ...next, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    await recordChange(
      tx,
      actor,
      {
        action: 'member.update',
        targetType: 'member',
        targetId: id,
        targetLabel: maskEmail(row.email),
        ...change,
      },
      now,
    );
    return written ?? after;
  });
  const billing = await billingStatuses(db, [id]);
  return toMember(updated, adminEmails, billing(id));
}

/**
 * DELETE /api/admin/members/{id}: the provider subscriptions end first (Stripe, outside the
 * transaction; see end-member-billing.ts), then in one transaction the local subscriptions end,
 * the sessions end, the waitlist entry goes, and the user row goes with everything keyed to it
 * (settings, bets, history, billing records, by cascade), and the audit row is written.
 */
export async function deleteMember(
  deps: BillingDeps,
  adminEmails: readonly string[],
  actor: Actor,
  id: string,
  log: FastifyBaseLogger,
): Promise<MemberDeleted> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new MemberChangeRefused(404, 'No such member.');
  if (isProtectedAccount(row.email, adminEmails)) throw new MemberChangeRefused(403, PROTECTED);
  if (row.id === actor.id) {
    throw new MemberChangeRefused(403, 'You cannot delete the account you are signed in with.');
  }
  const atStripe = await cancelAtStripe(deps, id, log);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, id);
    const local = await cancelLocalSubscriptions(tx, id, now);
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, id))
      .returning({ id: sessions.idHash });
    await tx
      .delete(waitlist)
      .where(
        or(eq(waitlist.userId, id), sql`lower(${waitlist.email}) = ${member.email.toLowerCase()}`),
      );
    await tx.delete(users).where(eq(users.id, id));
    await recordChange(
      tx,
      actor,
      {
        action: 'member.delete',
        targetType: 'member',
        targetId: id,
        targetLabel: maskEmail(member.email),
        before: auditValues(member),
        after: null,
      },
      now,
    );
    return {
      id,
      deleted: true,
      subscriptionsCanceled: atStripe + local,
      sessionsEnded: ended.length,
    };
  });
}
