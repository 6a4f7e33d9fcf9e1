import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { createSession } from '../../auth/session-store';

/**
 * A member with a session cookie, made straight in the database: for tests that need many
 * members at once (the scripted OIDC sign-in proves sign-in itself elsewhere).
 */
export async function memberWithSession(db: Database, email: string, now = new Date()) {
  const [user] = await db
    .insert(users)
    .values({
      oidcIssuer: 'https://seed.test',
      oidcSubject: email,
      email,
      name: email.split('@')[0] ?? null,
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  const session = await createSession(
    db,
    user.id,
    { idleMs: 86_400_000, absoluteMs: 86_400_000 * 60 },
    now,
    null,
  );
  return { user, cookie: `arbiter_session=${session.rawId}` };
}
