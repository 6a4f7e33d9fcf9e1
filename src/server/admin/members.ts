import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Member, MembersResponse } from '../../contracts/admin';
import type { SubscriptionStatus } from '../../contracts/auth';
import { versionOf } from '../billing/apply-subscription';
import { memberStateFrom } from '../billing/member-state';
import type { Database } from '../db/database';
import { billingSubscriptions, users, type UserRow } from '../db/schema/index';
import { likePattern } from '../http/like-pattern';

/** The first ADMIN_EMAILS address: it can be neither deleted nor demoted from the admin screens. */
export const isProtectedAccount = (email: string, adminEmails: readonly string[]) =>
  adminEmails.length > 0 && email.toLowerCase() === adminEmails[0];

export function toMember(
  row: UserRow,
  adminEmails: readonly string[],
  billingStatus: SubscriptionStatus | null,
): Member {
  const manual = row.manualStatusAt
    ? { at: row.manualStatusAt.toISOString(), by: row.manualStatusBy ?? 'an admin' }
    : null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    subscriptionTier: row.subscriptionTier,
    subscriptionStatus: row.subscriptionStatus,
    joinDate: row.createdAt.toISOString(),
    portfolioValue: row.portfolioStartCents / 100,
    isProtected: isProtectedAccount(row.email, adminEmails),
    statusSource: manual ? 'admin' : 'billing',
    manualStatus: manual,
    billingStatus,
  };
}

/** What each member's billing provider says, in one read for a page of members. */
export async function billingStatuses(db: Database, userIds: readonly string[]) {
  const rows = userIds.length
    ? await db
        .select()
        .from(billingSubscriptions)
        .where(inArray(billingSubscriptions.userId, [...userIds]))
    : [];
  const statuses = new Map<string, SubscriptionStatus>();
  for (const userId of new Set(rows.map((row) => row.userId))) {
    const own = rows.filter((row) => row.userId === userId);
    const state = memberStateFrom(own.map((row) => ({ ...row, version: versionOf(row) })));
    if (state) statuses.set(userId, state.subscriptionStatus);
  }
  return (userId: string) => statuses.get(userId) ?? null;
}

/** GET /api/admin/members: one page, and totals counted over every member. */
export async function listMembers(
  db: Database,
  adminEmails: readonly string[],
  query: { page: number; pageSize: number; search: string },
  now: Date,
): Promise<MembersResponse> {
  const { page, pageSize, search } = query;
  const matches = search
    ? or(ilike(users.email, likePattern(search)), ilike(users.name, likePattern(search)))
    : undefined;
  const hasAccess = and(
    inArray(users.subscriptionStatus, ['active', 'trialing']),
    or(isNull(users.accessEndsAt), gt(users.accessEndsAt, now)),
  );
  const [rows, [totals], [matching]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(matches)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${hasAccess})`.mapWith(Number),
        elite: sql<number>`count(*) filter (where ${eq(users.subscriptionTier, 'elite')})`.mapWith(
          Number,
        ),
      })
      .from(users),
    db.select({ n: count() }).from(users).where(matches),
  ]);
  const billing = await billingStatuses(
    db,
    rows.map((row) => row.id),
  );
  return {
    members: rows.map((row) => toMember(row, adminEmails, billing(row.id))),
    page,
    pageSize,
    matching: matching?.n ?? 0,
    total: totals?.total ?? 0,
    active: totals?.active ?? 0,
    elite: totals?.elite ?? 0,
  };
}
