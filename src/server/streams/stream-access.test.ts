import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema/index';
import { MemoryBus } from '../platform/bus/memory-bus';
import { request, signIn, type CookieJar } from '../test-support/scripted-sign-in';
import { openSse } from '../test-support/sse-client';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

const HEARTBEAT_MS = 1_000;

const status = (n: number) =>
  ({ type: 'feed.status', lastUpdated: null, booksReporting: n, halted: null }) as const;

describe.each(testDatabaseKinds)('live stream access while open (%s)', (kind) => {
  let database: DatabaseHandle;
  let server: TestServer;
  const bus = new MemoryBus();

  const subscribe = (email: string) =>
    database.db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionTier: 'elite',
        accessEndsAt: new Date(Date.now() + 86_400_000),
      })
      .where(eq(users.email, email));

  async function member(email: string): Promise<CookieJar> {
    const { jar } = await signIn(server.url, { email, name: 'Stream Member' });
    await subscribe(email);
    return jar;
  }

  const open = (jar: CookieJar) =>
    openSse(`${server.url}/api/stream`, { cookie: jar.headerFor(server.url) ?? '' });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(
      database,
      { STREAM_HEARTBEAT_S: String(HEARTBEAT_MS / 1000), STREAMS_PER_SESSION: '3' },
      { services: { bus } },
    );
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('ends a stream at once when its session signs out, and sends it nothing after', async () => {
    const jar = await member('logout@arbiter.test');
    const stream = await open(jar);
    expect(stream.response.status).toBe(200);
    bus.publish(status(1));
    await stream.waitFor((m) => m.data.includes('"booksReporting":1'), 5_000);

    const startedAt = Date.now();
    await request(jar, `${server.url}/api/logout`);
    await stream.ended;
    expect(Date.now() - startedAt).toBeLessThan(HEARTBEAT_MS);
    bus.publish(status(2));
    expect(stream.messages.some((m) => m.data.includes('"booksReporting":2'))).toBe(false);
    expect(stream.messages.at(-1)).toMatchObject({ event: 'end' });
    expect(stream.messages.at(-1)?.data).toContain('access-ended');
  });

  it('ends a stream within one heartbeat when the membership ends, however it ended', async () => {
    const jar = await member('lapsed@arbiter.test');
    const stream = await open(jar);
    await stream.waitFor((m) => m.event === 'ready', 5_000);
    // Straight in the database: no request of this process announces the change.
    await database.db
      .update(users)
      .set({ subscriptionStatus: 'canceled', subscriptionTier: 'free' })
      .where(eq(users.email, 'lapsed@arbiter.test'));
    const startedAt = Date.now();
    await stream.ended;
    expect(Date.now() - startedAt).toBeLessThan(HEARTBEAT_MS * 2 + 500);
    expect(stream.messages.at(-1)?.data).toContain('access-ended');
    // A route that reads the session afresh sees it at once (and refreshes the polled cache).
    expect((await request(jar, `${server.url}/api/arbitrage-history`)).status).toBe(403);
    expect((await request(jar, `${server.url}/api/stream`)).status).toBe(403);
  });

  it('ends a stream when the session expires while it is open', async () => {
    const jar = await member('expired@arbiter.test');
    const stream = await open(jar);
    await stream.waitFor((m) => m.event === 'ready', 5_000);
    const { sessions } = await import('../db/schema/index');
    const [expiredUser] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'expired@arbiter.test'));
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, expiredUser!.id));
    await stream.ended;
    expect(stream.messages.at(-1)?.data).toContain('access-ended');
  });

  it('caps the streams of one session, closing the oldest', async () => {
    const jar = await member('tabs@arbiter.test');
    const streams = [];
    for (let i = 0; i < 5; i++) {
      const stream = await open(jar);
      await stream.waitFor((m) => m.event === 'ready', 5_000);
      streams.push(stream);
    }
    await Promise.all(streams.slice(0, 2).map((s) => s.ended));
    for (const closed of streams.slice(0, 2)) {
      expect(closed.messages.at(-1)?.data).toContain('too-many-streams');
    }
    bus.publish(status(7));
    for (const live of streams.slice(2)) {
      await live.waitFor((m) => m.data.includes('"booksReporting":7'), 5_000);
    }
    await Promise.all(streams.map((s) => s.close()));
  });
});
