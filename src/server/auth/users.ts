import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../contracts/auth';
import { hasSubscriberAccess } from '../../core/membership-access';
import type { Database } from '../db/database';
import { users, type UserRow } from '../db/schema/index';

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  firstName: string | null;
}

/** Users are keyed on issuer + subject; profile fields follow the provider at each sign-in. */
export async function upsertUserFromIdentity(
  db: Database,
  identity: OidcIdentity,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      oidcIssuer: identity.issuer,
      oidcSubject: identity.subject,
      email: identity.email,
      emailVerified: identity.emailVerified,
      name: identity.name,
      firstName: identity.firstName,
      createdAt: now,
      updatedAt: now,
      lastLoginAt: now,
    })
    .onConflictDoUpdate({
      target: [users.oidcIssuer, users.oidcSubject],
      set: {
        email: sql`excluded.email`,
        emailVerified: sql`excluded.email_verified`,
        name: sql`excluded.name`,
        firstName: sql`excluded.first_name`,
        updatedAt: now,
        lastLoginAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('user upsert returned no row');
  return row;
}

/** Admins are the ADMIN_EMAILS addresses, and only when the provider vouches for the address. */
export function isAdminUser(user: Pick<UserRow, 'email' | 'emailVerified'>, adminEmails: string[]) {
  return user.emailVerified && adminEmails.includes(user.email.toLowerCase());
}

export function toAuthUser(user: UserRow, adminEmails: string[]): AuthUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    accessEndsAt: user.accessEndsAt?.toISOString() ?? null,
    isAdmin: isAdminUser(user, adminEmails),
  };
}

export { hasSubscriberAccess };
