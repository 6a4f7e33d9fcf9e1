import { count, inArray } from 'drizzle-orm';
import type { MembershipSettings } from '../../contracts/membership';
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

export async function writeMembershipSettings(
  db: Database,
  update: { maxMembers: number; status: MembershipSettings['status'] },
  now: Date,
): Promise<MembershipSettings> {
  await db
    .insert(membershipSettings)
    .values({ id: 1, ...update, updatedAt: now })
    .onConflictDoUpdate({ target: membershipSettings.id, set: { ...update, updatedAt: now } });
  return readMembershipSettings(db);
}
