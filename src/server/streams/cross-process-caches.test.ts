import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../contracts/errors';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema/index';
import { JetStreamBus } from '../platform/bus/jetstream-bus';
import { cuttableLink } from '../platform/bus/test-support/cuttable-link';
import {
  busesOn,
  reachable,
  silentLog,
  TEST_NATS_URL,
  testLayout,
} from '../platform/bus/test-support/nats-test-bus';
import { alertOpportunity } from '../test-support/alert-opportunity';
import { request, signIn } from '../test-support/scripted-sign-in';
import { openSse } from '../test-support/sse-client';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

const natsUp = await reachable(TEST_NATS_URL);
if (!natsUp) console.warn(`NATS is not reachable at ${TEST_NATS_URL}: these tests skip`);

/** Long, so a stream that ends soon was ended by a control event, not by the heartbeat. */
const HEARTBEAT_MS = 60_000;

/**
 * Two API servers in one test process on one JetStream stream, the second through a link the
 * test can cut: what one process learns (a sign-out, a saved book ledger) reaches the other's
 * caches and streams, also when the other was cut from NATS while it happened.
 */
describe.skipIf(!natsUp).each(testDatabaseKinds)('caches across two API servers (%s)', (kind) => {
  let database: DatabaseHandle;
  const layout = testLayout();
  const buses = busesOn(layout);
  let link: Awaited<ReturnType<typeof cuttableLink>>;
  let linkedBus: JetStreamBus;
  let scanner: JetStreamBus;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    scanner = await buses.open();
    link = await cuttableLink(TEST_NATS_URL);
    linkedBus = await JetStreamBus.connect({ url: link.url, ...layout, log: silentLog });
    const env = { STREAM_HEARTBEAT_S: String(HEARTBEAT_MS / 1000) };
    one = await startTestServer(database, env, { services: { bus: await buses.open() } });
    two = await startTestServer(database, env, { services: { bus: linkedBus } });
  }, 60_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await linkedBus?.close();
    await link?.close();
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

  it('ends the stream and the cached session of a member who signed out while the other server was cut from NATS', async () => {
    const { jar, cookie } = await subscriber('cut@arbiter.test');
    const stream = await openSse(`${two.url}/api/stream`, { cookie });
    await stream.waitFor((m) => m.event === 'ready', 5_000);
    // The session is now cached on the second server.
    expect((await fetch(`${two.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);

    link.cut();
    await expect.poll(() => linkedBus.connected, { timeout: 10_000 }).toBe(false);
    await request(jar, `${one.url}/api/logout`);
    // The sign-out's event went out while the second server could not hear it.
    expect(stream.messages.some((m) => m.data.includes('access-ended'))).toBe(false);

    link.restore();
    await expect.poll(() => linkedBus.connected, { timeout: 10_000 }).toBe(true);
    await Promise.race([
      stream.ended,
      new Promise((_, fail) =>
        setTimeout(() => fail(new Error('the stream outlived the sign-out')), HEARTBEAT_MS / 4),
      ),
    ]);
    expect(stream.messages.at(-1)?.data).toContain('access-ended');
    expect((await fetch(`${two.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  }, 60_000);

  it('filters the other server’s stream by a book ledger saved through the first', async () => {
    const { jar, cookie } = await subscriber('ledger@arbiter.test');
    const stream = await openSse(`${two.url}/api/stream`, { cookie });
    await stream.waitFor((m) => m.event === 'ready', 5_000);
    const saved = await request(jar, `${one.url}/api/user/books`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      // Only the member's books, and theirs is neither of the test opportunities' books.
      body: JSON.stringify({
        onlyMyBooks: true,
        books: [{ book: 'pinnacle', status: 'active', maxStake: null, commission: null }],
      }),
    });
    expect(saved.status).toBe(200);

    // Each opportunity is followed by a marker on the same stream: when the marker is in, the
    // opportunity before it was either sent or left out. The second server only peeks at the
    // ledger it read when the stream opened, so only the broadcast can make it leave one out.
    let filtered = false;
    for (let n = 1; n <= 40 && !filtered; n++) {
      const opportunity = alertOpportunity();
      scanner.publish({ type: 'opportunity.added', opportunity });
      scanner.publish({ type: 'feed.status', lastUpdated: null, booksReporting: n, halted: null });
      await stream.waitFor((m) => m.data.includes(`"booksReporting":${n},`), 5_000);
      filtered = !stream.messages.some((m) => m.data.includes(opportunity.id));
      if (!filtered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await stream.close();
    expect(filtered).toBe(true);
  }, 60_000);
});
