import type { FastifyBaseLogger } from 'fastify';
import { mayUseSubscriberFeatures } from '../../core/membership-access';
import { findLiveSessions } from '../auth/session-store';
import { isAdminUser } from '../auth/users';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { StreamRegistry } from './stream-registry';

/** A reader more than this far behind has stopped reading; dropping it frees its memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The registry with the live-stream access rule: a live session of a member with access. */
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
    async stillAllowed(hashes) {
      const now = clock();
      const alive = await findLiveSessions(db, hashes, config.session, now);
      const allowed = new Set<string>();
      for (const [hash, user] of alive) {
        const isAdmin = isAdminUser(user, config.adminEmails);
        if (mayUseSubscriberFeatures({ ...user, isAdmin }, now)) allowed.add(hash);
      }
      return allowed;
    },
    onCheckFailed: (error) => log.warn({ err: error }, 'live stream access re-check failed'),
  });
}
