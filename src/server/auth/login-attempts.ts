import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginAttempts } from '../db/schema/index';
import { hashSessionId as sha256 } from './session-store';

/** A sign-in must come back within this time. */
const ATTEMPT_TTL_MS = 10 * 60_000;

export async function saveLoginAttempt(
  db: Database,
  attempt: { state: string; nonce: string; codeVerifier: string; returnTo: string },
  now: Date,
): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(now.getTime() - ATTEMPT_TTL_MS)));
  await db.insert(loginAttempts).values({
    stateHash: sha256(attempt.state),
    nonce: attempt.nonce,
    codeVerifier: attempt.codeVerifier,
    returnTo: attempt.returnTo,
    createdAt: now,
  });
}

/** Takes the attempt for this state exactly once: the DELETE … RETURNING makes a replay find nothing. */
export async function takeLoginAttempt(db: Database, state: string, now: Date) {
  const [row] = await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.stateHash, sha256(state)),
        gt(loginAttempts.createdAt, new Date(now.getTime() - ATTEMPT_TTL_MS)),
      ),
    )
    .returning();
  return row ?? null;
}
