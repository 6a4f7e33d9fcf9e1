import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { billingCustomers, users } from '../db/schema/index';

const uuid = z.uuid();

export async function customerIdFor(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.customerId ?? null;
}

/** Records which member a provider customer belongs to; the first link of each side stays. */
export async function linkCustomer(db: Database, userId: string, customerId: string, now: Date) {
  await db
    .insert(billingCustomers)
    .values({ userId, customerId, createdAt: now })
    .onConflictDoNothing();
}

/**
 * The member a provider object belongs to: by its customer first (Arbiter creates every
 * customer), else by the user id Arbiter wrote into the metadata or client_reference_id.
 */
export async function findMemberFor(
  db: Database,
  customerId: string | null | undefined,
  hintedUserId: string | null | undefined,
  now: Date,
): Promise<string | null> {
  if (customerId) {
    const [linked] = await db
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(eq(billingCustomers.customerId, customerId));
    if (linked) return linked.userId;
  }
  if (!hintedUserId || !uuid.safeParse(hintedUserId).success) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, hintedUserId));
  if (!user) return null;
  if (customerId) await linkCustomer(db, user.id, customerId, now);
  return user.id;
}

/**
 * Holds the member's row until the transaction ends. Every subscription and invoice event of a
 * member takes it before reading what it will change, so they apply one at a time, even to an
 * object that has no row of its own to lock yet.
 */
export async function lockMember(tx: Database, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
