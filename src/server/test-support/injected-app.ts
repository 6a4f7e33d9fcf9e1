import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createSession } from '../auth/session-store';
import { upsertUserFromIdentity } from '../auth/users';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema/index';
import { openTestDatabase } from './test-database';
import { freePort } from './test-server';

export interface InjectedApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** Origin and CSRF headers of a same-origin API call from Arbiter's own pages. */
  sameOrigin: Record<string, string>;
  /** A signed-in member's cookie header; a subscriber holds an active membership. */
  sessionCookie(email: string, options?: { subscriber?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh in-memory database, without the live services and without listening:
 * tests `inject`. Sessions are created directly, skipping the sign-in round trip.
 */
export async function buildInjectedApp(env: Record<string, string> = {}): Promise<InjectedApp> {
  // A free port keeps PUBLIC_URL (and the embedded issuer under it) off any server running here.
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: String(await freePort()), ...env });
  const database = await openTestDatabase('pglite');
  const app = await buildApp({ config, db: database.db, logger: false, clientDir: '/nonexistent' });
  return {
    app,
    config,
    database,
    sameOrigin: { origin: config.publicUrl, 'x-arbiter-csrf': '1' },
    async sessionCookie(email, options = {}) {
      const now = new Date();
      const identity = { issuer: 'https://idp.test', subject: email, email, emailVerified: true };
      const user = await upsertUserFromIdentity(
        database.db,
        { ...identity, name: email, firstName: null },
        now,
      );
      if (options.subscriber) {
        await database.db
          .update(users)
          .set({
            subscriptionTier: 'elite',
            subscriptionStatus: 'active',
            accessEndsAt: new Date(now.getTime() + 30 * 86_400_000),
          })
          .where(eq(users.id, user.id));
      }
      const session = await createSession(database.db, user.id, config.session, now, null);
      return `arbiter_session=${session.rawId}`;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
