import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';

/** Test data only: makes the member with this e-mail an active Elite subscriber for a day. */
export async function grantMembership(db: Database, email: string, now = Date.now()) {
  await db
    .update(users)
    .set({
      subscriptionStatus: 'active',
      subscriptionTier: 'elite',
      accessEndsAt: new Date(now + 86_400_000),
    })
    .where(eq(users.email, email));
}
