import { count, eq, inArray } from 'drizzle-orm';
import type { MembershipSettings } from '../../contracts/membership';
import { changedValues, recordChange, type Actor } from '../admin/audit-log';
import type { Database } from '../db/database';
import { membershipSettings, users } from '../db/schema/index';

const DEFAULTS = { maxMembers: 2500, status: 'accepting' as const };

/** Members holding a place under the cap: active and trialing. */
export async function countActiveMembers(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(inArray(users.subscriptionStatus, ['active', 'trialing']));
  return row?.value ?? 0;
}

export async function readMembershipSettings(db: Database): Promise<MembershipSettings> {
  const [settings] = await db.select().from(membershipSettings).limit(1);
  return {
    activeMembers: await countActiveMembers(db),
    maxMembers: settings?.maxMembers ?? DEFAULTS.maxMembers,
    status: settings?.status ?? DEFAULTS.status,
  };
}

/**
 * The admin form's change, with its audit row in the same transaction (the settings row is locked
 * so two admins' saves are recorded in the order they were applied).
 */
export async function writeMembershipSettings(
  db: Database,
  update: { maxMembers: number; status: MembershipSettings['status'] },
  actor: Actor,
  now: Date,
): Promise<MembershipSettings> {
  await db.transaction(async (tx) => {
    await tx.insert(membershipSettings).values({ id: 1 }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(membershipSettings)
      .where(eq(membershipSettings.id, 1))
      .for('update');
    const before = {
      maxMembers: current?.maxMembers ?? DEFAULTS.maxMembers,
      status: current?.status ?? DEFAULTS.status,
    };
    const change = changedValues(before, update);
    if (Object.keys(change.after).length === 0) return;
    await tx
      .update(membershipSettings)
      .set({ ...update, updatedAt: now })
      .where(eq(membershipSettings.id, 1));
    await recordChange(
      tx,
      actor,
      {
        action: 'membership-settings.update',
        targetType: 'membership-settings',
        targetId: null,
        targetLabel: null,
        ...change,
      },
      now,
    );
  });
  return readMembershipSettings(db);
}
