import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createSession } from '../src/server/auth/session-store';
import { upsertUserFromIdentity } from '../src/server/auth/users';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import { users } from '../src/server/db/schema/index';
import { DetectionEngine } from '../src/server/engine/detection-engine';
import { MemoryBus } from '../src/server/platform/bus/memory-bus';
import type { PriceBoard } from '../src/server/odds/price-board';
import { startTestServer } from '../src/server/test-support/test-server';

/** The app with a live engine over `board` (no feed), and a subscriber's session cookie. */
export async function startBenchServer(board: PriceBoard) {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const bus = new MemoryBus();
  const engine = new DetectionEngine(
    board,
    { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 },
    bus,
    null,
    pino({ level: 'silent' }),
  );
  engine.sweep();
  const server = await startTestServer(database, {}, { services: { engine, bus } });
  const cookie = await benchSubscriberCookie(database, server.config.session, 'bench');
  return {
    url: server.url,
    cookie,
    engine,
    app: server.app,
    database,
    async close() {
      await server.close();
      await database.close();
    },
  };
}

/** A subscriber with a session on `database`, as the cookie a browser would send. */
export async function benchSubscriberCookie(
  database: DatabaseHandle,
  session: Parameters<typeof createSession>[2],
  subject: string,
) {
  const now = new Date();
  const user = await upsertUserFromIdentity(
    database.db,
    {
      issuer: 'https://bench.local',
      subject,
      email: `${subject}@arbiter.test`,
      emailVerified: true,
      name: 'Bench',
      firstName: 'Bench',
    },
    now,
  );
  await database.db
    .update(users)
    .set({ subscriptionStatus: 'active', accessEndsAt: new Date(now.getTime() + 86_400_000) })
    .where(eq(users.id, user.id));
  const { rawId } = await createSession(database.db, user.id, session, now, null);
  return `arbiter_session=${rawId}`;
}
