import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, users, type UserRow } from '../db/schema/index';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** Writing last_seen_at on every request would make reads write; a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;

export const hashSessionId = (rawId: string) => createHash('sha256').update(rawId).digest('hex');

/** 256 random bits, base64url: the cookie value. Only its hash reaches the database. */
export const newSessionId = () => randomBytes(32).toString('base64url');

export async function createSession(
  db: Database,
  userId: string,
  policy: SessionPolicy,
  now: Date,
  idToken: string | null,
): Promise<{ rawId: string; expiresAt: Date }> {
  const rawId = newSessionId();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await db.insert(sessions).values({
    idHash: hashSessionId(rawId),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    idToken,
  });
  return { rawId, expiresAt };
}

export interface ActiveSession {
  idHash: string;
  idToken: string | null;
  user: UserRow;
  /** When the session ends if nothing else happens: its absolute end or its idle end. */
  endsAt: number;
}

/** The session's user, or null when the id is unknown, idle too long or past its absolute end. */
export async function findSession(
  db: Database,
  rawId: string,
  policy: SessionPolicy,
  now: Date,
): Promise<ActiveSession | null> {
  if (rawId.length < 20 || rawId.length > 200) return null;
  const idHash = hashSessionId(rawId);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  if (!row) return null;
  const idleEnd = row.session.lastSeenAt.getTime() + policy.idleMs;
  if (row.session.expiresAt.getTime() <= now.getTime() || idleEnd <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  const touched = now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS;
  if (touched) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  const lastSeen = Math.max(row.session.lastSeenAt.getTime(), touched ? now.getTime() : 0);
  return {
    idHash,
    idToken: row.session.idToken,
    user: row.user,
    endsAt: Math.min(row.session.expiresAt.getTime(), lastSeen + policy.idleMs),
  };
}

/**
 * Of these session hashes, the ones still alive with their user, in one query: the open live
 * streams re-check their sessions with it on every heartbeat. Nothing is touched or deleted here;
 * a stream alone does not keep a session from going idle.
 */
export async function findLiveSessions(
  db: Database,
  idHashes: string[],
  policy: SessionPolicy,
  now: Date,
): Promise<Map<string, UserRow>> {
  const alive = new Map<string, UserRow>();
  if (idHashes.length === 0) return alive;
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(inArray(sessions.idHash, idHashes));
  for (const row of rows) {
    const idleEnd = row.session.lastSeenAt.getTime() + policy.idleMs;
    if (row.session.expiresAt.getTime() > now.getTime() && idleEnd > now.getTime()) {
      alive.set(row.session.idHash, row.user);
    }
  }
  return alive;
}

export async function destroySession(db: Database, rawId: string): Promise<string | null> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, hashSessionId(rawId)))
    .returning({ idToken: sessions.idToken });
  return row?.idToken ?? null;
}

export async function purgeExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(and(lt(sessions.expiresAt, now)));
}
