import type { FastifyBaseLogger } from 'fastify';
import { mayUseSubscriberFeatures } from '../../core/membership-access';
import { findLiveTokens } from '../auth/api-tokens';
import { findLiveSessions } from '../auth/session-store';
import { isAdminUser } from '../auth/users';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema/index';
import { StreamRegistry } from './stream-registry';

/** Streams opened with a member API token are keyed by the token, so revoking it ends them. */
const TOKEN_STREAM = 'token:';
export const tokenStreamKey = (tokenId: string) => TOKEN_STREAM + tokenId;

/** A reader more than this far behind has stopped reading; dropping it frees its memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * All streams together: 2,500 healthy readers hold next to nothing (0 bytes at every sample of the
 * 2,500-stream bench), so past this the readers 64 KB or more behind are dropped first.
 */
const MAX_TOTAL_BUFFERED_BYTES = 128 * 1024 * 1024;
const BEHIND_BYTES = 64 * 1024;

/**
 * The registry with the live-stream access rule: a live session, or a token not revoked, of a
 * member with access.
 */
export function createStreamRegistry(
  config: Config,
  db: Database,
  clock: () => Date,
  log: FastifyBaseLogger,
): StreamRegistry {
  return new StreamRegistry({
    heartbeatMs: config.streams.heartbeatMs,
    perSession: config.streams.perSession,
    maxBufferedBytes: MAX_BUFFERED_BYTES,
    maxTotalBufferedBytes: MAX_TOTAL_BUFFERED_BYTES,
    behindBytes: BEHIND_BYTES,
    async stillAllowed(keys) {
      const now = clock();
      const sessionHashes = keys.filter((key) => !key.startsWith(TOKEN_STREAM));
      const tokenIds = keys
        .filter((key) => key.startsWith(TOKEN_STREAM))
        .map((key) => key.slice(TOKEN_STREAM.length));
      const [sessions, tokens] = await Promise.all([
        findLiveSessions(db, sessionHashes, config.session, now),
        findLiveTokens(db, tokenIds),
      ]);
      const allowed = new Set<string>();
      const admit = (key: string, user: UserRow) => {
        const isAdmin = isAdminUser(user, config.adminEmails);
        if (mayUseSubscriberFeatures({ ...user, isAdmin }, now)) allowed.add(key);
      };
      for (const [hash, user] of sessions) admit(hash, user);
      for (const [id, user] of tokens) admit(tokenStreamKey(id), user);
      return allowed;
    },
    onCheckFailed: (error) => log.warn({ err: error }, 'live stream access re-check failed'),
  });
}
