import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { memberWithSession } from '../billing/test-support/member-session';
import { loadConfig, type Config } from '../config';
import type { Database, DatabaseHandle } from '../db/database';
import { users } from '../db/schema/index';
import type { DetectionEngine } from '../engine/detection-engine';
import type { LiveBus } from '../platform/bus/live-bus';
import type { OddsFeed } from '../odds/odds-feed';
import { openTestDatabase, type TestDatabaseKind } from './test-database';
import { freePort } from './test-server';

export interface InjectedApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** Origin and CSRF headers of a same-origin API call from Arbiter's own pages. */
  sameOrigin: Record<string, string>;
  /** A new member's cookie header; a subscriber holds an active membership. */
  sessionCookie(email: string, options?: { subscriber?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (in-memory PGlite unless told), without the live services and
 * without listening: tests `inject`. Sessions are created directly, skipping the sign-in round trip.
 */
export async function buildInjectedApp(
  env: Record<string, string> = {},
  options: {
    clock?: () => Date;
    /** Live services to register their routes with (the opportunity lists, the stream). */
    engine?: DetectionEngine;
    bus?: LiveBus;
    database?: TestDatabaseKind;
    /** A feed the test fills by hand (never started), for routes that read the live board. */
    feed?: (db: Database) => OddsFeed;
  } = {},
): Promise<InjectedApp> {
  // A free port keeps PUBLIC_URL (and the embedded issuer under it) off any server running here.
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: String(await freePort()), ...env });
  const database = await openTestDatabase(options.database ?? 'pglite');
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    clientDir: '/nonexistent',
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.engine ? { engine: options.engine } : {}),
    ...(options.bus ? { bus: options.bus } : {}),
    ...(options.feed ? { feed: options.feed(database.db) } : {}),
  });
  return {
    app,
    config,
    database,
    sameOrigin: { origin: config.publicUrl, 'x-arbiter-csrf': '1' },
    async sessionCookie(email, options = {}) {
      const { user, cookie } = await memberWithSession(database.db, email);
      const subscriber = {
        subscriptionTier: 'elite' as const,
        subscriptionStatus: 'active' as const,
        accessEndsAt: new Date(Date.now() + 30 * 86_400_000),
      };
      // Verified, so an ADMIN_EMAILS address is an admin.
      await database.db
        .update(users)
        .set({ emailVerified: true, ...(options.subscriber ? subscriber : {}) })
        .where(eq(users.id, user.id));
      return cookie;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
