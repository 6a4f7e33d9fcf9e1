import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { checkoutSessions, membershipSettings, users, waitlist } from '../db/schema/index';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

describe.each(testDatabaseKinds)('member cap at checkout (%s)', (kind) => {
  let database: DatabaseHandle;
  let server: TestServer;

  const checkout = (cookie: string, planId = 'elite-monthly') =>
    fetch(`${server.url}/api/create-checkout-session`, {
      method: 'POST',
      headers: {
        cookie,
        origin: server.url,
        'x-arbiter-csrf': '1',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ planId }),
    });
  const setCap = (maxMembers: number, status: 'accepting' | 'waitlist' | 'closed') =>
    database.db
      .insert(membershipSettings)
      .values({ id: 1, maxMembers, status })
      .onConflictDoUpdate({ target: membershipSettings.id, set: { maxMembers, status } });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('gives 200 concurrent checkouts for the last 10 places exactly 10 reservations', async () => {
    const seated = Array.from({ length: 40 }, (_, i) => ({
      oidcIssuer: 'https://seed.test',
      oidcSubject: `seated${i}`,
      email: `seated${i}@arbiter.test`,
      subscriptionStatus: i % 2 === 0 ? ('active' as const) : ('trialing' as const),
      subscriptionTier: 'elite' as const,
      accessEndsAt: new Date(Date.now() + 30 * 86_400_000),
    }));
    await database.db.insert(users).values(seated);
    await setCap(50, 'accepting');
    const visitors = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        memberWithSession(database.db, `rush${i}@arbiter.test`),
      ),
    );

    const answers = await Promise.all(
      visitors.map(async ({ cookie }) => {
        const response = await checkout(cookie);
        return { status: response.status, body: await response.json() };
      }),
    );

    expect(answers.every((a) => a.status === 200)).toBe(true);
    const reserved = answers.filter((a) => a.body.status === 'checkout');
    const listed = answers.filter((a) => a.body.status === 'waitlisted');
    expect(reserved).toHaveLength(10);
    expect(listed).toHaveLength(190);
    expect(listed[0]?.body.message).toContain('Every Elite place is taken');
    const open = await database.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.status, 'open'), gt(checkoutSessions.expiresAt, new Date())));
    expect(open).toHaveLength(10);
    expect(await database.db.select().from(waitlist)).toHaveLength(190);

    // A place is free again once a reservation is released.
    const releasedCookie = visitors[answers.indexOf(reserved[0]!)]!.cookie;
    const cancelUrl = new URL(reserved[0]!.body.url).pathname.replace(/$/, '/cancel');
    const released = await fetch(`${server.url}${cancelUrl}`, {
      method: 'POST',
      headers: { cookie: releasedCookie, origin: server.url },
      redirect: 'manual',
    });
    expect(released.status).toBe(303);
    const late = await memberWithSession(database.db, 'late@arbiter.test');
    expect((await (await checkout(late.cookie)).json()).status).toBe('checkout');
  });

  it('puts a visitor on the waitlist once per e-mail while the status is waitlist', async () => {
    await setCap(10_000, 'waitlist');
    const visitor = await memberWithSession(database.db, 'Patient@Arbiter.test');
    const first = await (await checkout(visitor.cookie)).json();
    const second = await (await checkout(visitor.cookie, 'elite-annual')).json();
    expect(first).toMatchObject({ status: 'waitlisted', alreadyListed: false });
    expect(first.message).toContain('waitlist only');
    expect(second).toMatchObject({ status: 'waitlisted', alreadyListed: true });
    const rows = await database.db
      .select()
      .from(waitlist)
      .where(eq(waitlist.userId, visitor.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses checkout with 409 and a message while membership is closed', async () => {
    await setCap(10_000, 'closed');
    const visitor = await memberWithSession(database.db, 'closed@arbiter.test');
    const response = await checkout(visitor.cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(
      'Membership is closed to new members right now. Please check back later.',
    );
    const rows = await database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, visitor.user.id));
    expect(rows).toEqual([]);
  });

  it('refuses a second membership to a member who has one', async () => {
    await setCap(10_000, 'accepting');
    const member = await memberWithSession(database.db, 'already@arbiter.test');
    await database.db
      .update(users)
      .set({ subscriptionStatus: 'active', accessEndsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, member.user.id));
    const response = await checkout(member.cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toContain('already have an Elite membership');
  });
});
