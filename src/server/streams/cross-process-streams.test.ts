import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema/index';
import type { JetStreamBus } from '../platform/bus/jetstream-bus';
import {
  busesOn,
  reachable,
  TEST_NATS_URL,
  testLayout,
} from '../platform/bus/test-support/nats-test-bus';
import { request, signIn } from '../test-support/scripted-sign-in';
import { openSse } from '../test-support/sse-client';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

const natsUp = await reachable(TEST_NATS_URL);
if (!natsUp)
  console.warn(`NATS is not reachable at ${TEST_NATS_URL}: the cross-process stream tests skip`);

/** Long, so a stream that ends at once was ended by the control event, not the heartbeat. */
const HEARTBEAT_MS = 30_000;

const status = (n: number) =>
  ({ type: 'feed.status', lastUpdated: null, booksReporting: n, halted: null }) as const;

/**
 * Two API servers in one test process, each with its own JetStream bus instance as two
 * processes would hold (the target topology has a separate scanner; here the test publishes).
 */
describe.skipIf(!natsUp).each(testDatabaseKinds)('streams across two API servers (%s)', (kind) => {
  let database: DatabaseHandle;
  const buses = busesOn(testLayout());
  let scanner: JetStreamBus;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    scanner = await buses.open();
    const env = { STREAM_HEARTBEAT_S: String(HEARTBEAT_MS / 1000) };
    one = await startTestServer(database, env, { services: { bus: await buses.open() } });
    two = await startTestServer(database, env, { services: { bus: await buses.open() } });
  }, 60_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await buses.cleanUp();
    await database?.close();
  });

  async function subscriber(email: string) {
    const { jar } = await signIn(one.url, { email, name: 'Cluster Member' });
    await database.db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionTier: 'elite',
        accessEndsAt: new Date(Date.now() + 86_400_000),
      })
      .where(eq(users.email, email));
    return { jar, cookie: jar.headerFor(one.url) ?? '' };
  }

  it('resumes on the other server from Last-Event-ID with nothing lost or repeated', async () => {
    const { cookie } = await subscriber('resume@arbiter.test');
    const first = await openSse(`${one.url}/api/stream`, { cookie });
    await first.waitFor((m) => m.event === 'ready', 5_000);
    scanner.publish(status(1));
    const seen = await first.waitFor((m) => m.data.includes('"booksReporting":1'), 5_000);
    await first.close();
    for (let n = 2; n <= 6; n++) scanner.publish(status(n));
    await expect.poll(() => scanner.lastSeq, { timeout: 5_000 }).toBe(Number(seen.id) + 5);

    const second = await openSse(`${two.url}/api/stream`, { cookie, 'last-event-id': seen.id! });
    scanner.publish(status(7));
    await second.waitFor((m) => m.data.includes('"booksReporting":7'), 5_000);
    await second.close();
    const received = second.messages.filter((m) => m.data.includes('booksReporting'));
    expect(received.map((m) => JSON.parse(m.data).booksReporting)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(received.map((m) => Number(m.id))).toEqual(
      Array.from({ length: 6 }, (_, i) => Number(seen.id) + i + 1),
    );
  });

  it('ends the member’s stream on the other server at once when they sign out', async () => {
    const { jar, cookie } = await subscriber('logout@arbiter.test');
    const stream = await openSse(`${two.url}/api/stream`, { cookie });
    await stream.waitFor((m) => m.event === 'ready', 5_000);
    await request(jar, `${one.url}/api/logout`);
    await Promise.race([
      stream.ended,
      new Promise((_, fail) =>
        setTimeout(() => fail(new Error('the stream outlived the sign-out')), HEARTBEAT_MS / 2),
      ),
    ]);
    expect(stream.messages.at(-1)?.data).toContain('access-ended');
  });
});
