import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createSession } from './session-store';
import { upsertUserFromIdentity } from './users';

describe.each(testDatabaseKinds)('session cookies (%s)', (kind) => {
  let database: DatabaseHandle;
  let now = new Date('2026-11-22T10:00:00Z');
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SESSION_IDLE_MINUTES: '30',
    SESSION_ABSOLUTE_HOURS: '2',
  });
  let app: Awaited<ReturnType<typeof buildApp>>;
  let userId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config, db: database.db, clock: () => now, logger: false });
    const user = await upsertUserFromIdentity(
      database.db,
      {
        issuer: 'https://idp.test',
        subject: 'u1',
        email: 'u1@arbiter.test',
        emailVerified: true,
        name: 'U One',
        firstName: 'U',
      },
      now,
    );
    userId = user.id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const whoAmI = (cookie: string) =>
    app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `arbiter_session=${cookie}` },
    });

  it('accepts a valid session and stores only a hash of its id', async () => {
    const { rawId } = await createSession(database.db, userId, config.session, now, null);
    expect((await whoAmI(rawId)).statusCode).toBe(200);
    const rows = await database.db.query.sessions.findMany();
    expect(rows.some((row) => row.idHash === rawId)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.idHash))).toBe(true);
  });

  it('answers 401 for unknown and tampered cookies', async () => {
    const { rawId } = await createSession(database.db, userId, config.session, now, null);
    const tampered = `${rawId.slice(0, -1)}${rawId.endsWith('A') ? 'B' : 'A'}`;
    expect((await whoAmI(tampered)).statusCode).toBe(401);
    expect((await whoAmI('not-a-session')).statusCode).toBe(401);
    expect((await whoAmI('x'.repeat(5000))).statusCode).toBe(401);
  });

  it('expires an idle session', async () => {
    const { rawId } = await createSession(database.db, userId, config.session, now, null);
    now = new Date(now.getTime() + 29 * 60_000);
    expect((await whoAmI(rawId)).statusCode).toBe(200);
    now = new Date(now.getTime() + 31 * 60_000);
    expect((await whoAmI(rawId)).statusCode).toBe(401);
  });

  it('expires a busy session at its absolute end', async () => {
    const { rawId } = await createSession(database.db, userId, config.session, now, null);
    for (let minutes = 0; minutes < 100; minutes += 20) {
      now = new Date(now.getTime() + 20 * 60_000);
      expect((await whoAmI(rawId)).statusCode).toBe(200);
    }
    // 100 minutes of activity, then 25 more: past the 2-hour absolute end though never idle.
    now = new Date(now.getTime() + 25 * 60_000);
    expect((await whoAmI(rawId)).statusCode).toBe(401);
  });
});
