import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type ApiToken, type CreatedApiToken } from '../../contracts/api-tokens';
import type { Database } from '../db/database';
import { apiTokens, users, type ApiTokenRow, type UserRow } from '../db/schema/index';

/** Writing last_used_at on every call would make every read a write; a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;
/** Shown in the list: the fixed prefix and four random characters. */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 4;
const SECRET_LENGTH = API_TOKEN_PREFIX.length + 43;

/**
 * The secret has 256 random bits, so a plain SHA-256 is enough (no slow hash needed: there is
 * nothing to guess), and an equality lookup on the hash leaks nothing an attacker can use.
 */
export const hashApiSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export class TokenCapReached extends Error {}

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * A new token for the member, unless they hold `cap` already. The member's row is locked so two
 * creates at once cannot both pass the count.
 */
export async function createApiToken(
  db: Database,
  userId: string,
  name: string,
  cap: number,
  now: Date,
): Promise<CreatedApiToken> {
  const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId));
    if ((held?.n ?? 0) >= cap) {
      throw new TokenCapReached(
        `You hold ${cap} API tokens, the most one member may have. Revoke one you no longer use first.`,
      );
    }
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name,
        secretHash: hashApiSecret(secret),
        prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
        createdAt: now,
      })
      .returning();
    return { token: toApiToken(row!), secret };
  });
}

export async function listApiTokens(db: Database, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
  return rows.map(toApiToken);
}

/** True when the member held this token; another member's token is untouched and reads as absent. */
export async function revokeApiToken(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}

export interface TokenHolder {
  tokenId: string;
  user: UserRow;
}

/** The token's holder, or null for a secret that is malformed, unknown or revoked. */
export async function findTokenHolder(
  db: Database,
  secret: string,
  now: Date,
): Promise<TokenHolder | null> {
  if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length !== SECRET_LENGTH) return null;
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.secretHash, hashApiSecret(secret)))
    .limit(1);
  if (!row) return null;
  const lastUsed = row.token.lastUsedAt?.getTime() ?? -Infinity;
  if (now.getTime() - lastUsed >= TOUCH_EVERY_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.token.id));
  }
  return { tokenId: row.token.id, user: row.user };
}

/** Of these token ids, those not revoked, with their holder: one query for the open streams. */
export async function findLiveTokens(db: Database, ids: string[]): Promise<Map<string, UserRow>> {
  const alive = new Map<string, UserRow>();
  if (ids.length === 0) return alive;
  const rows = await db
    .select({ id: apiTokens.id, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(inArray(apiTokens.id, ids));
  for (const row of rows) alive.set(row.id, row.user);
  return alive;
}
