import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { CookieJar, follow, request, signIn } from '../test-support/scripted-sign-in';

describe.each(testDatabaseKinds)('OIDC sign-in through the embedded provider (%s)', (kind) => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(database, { ADMIN_EMAILS: 'boss@arbiter.test' });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('signs in with PKCE and lands back on returnTo', async () => {
    const { jar, finalUrl } = await signIn(
      server.url,
      { email: 'ada@arbiter.test', name: 'Ada Lovelace' },
      '/opportunities',
    );
    expect(finalUrl).toBe(`${server.url}/opportunities`);
    const me = await request(jar, `${server.url}/api/auth/user`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'ada@arbiter.test',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      subscriptionTier: 'free',
      subscriptionStatus: 'inactive',
      isAdmin: false,
    });
  });

  it('asks the provider for an S256 code challenge, a state and a nonce', async () => {
    const response = await request(new CookieJar(), `${server.url}/api/login`);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
  });

  it('rotates the session at sign-in: the old cookie stops working', async () => {
    const { jar } = await signIn(server.url, { email: 'rot@arbiter.test', name: 'Rot' });
    const before = jar.get('arbiter_session');
    expect(before).toBeTruthy();
    // The provider remembers the browser, so the second sign-in goes straight back to the callback.
    const again = await follow(jar, `${server.url}/api/login`, server.url);
    expect(again.url).toBe(`${server.url}/dashboard`);
    const after = jar.get('arbiter_session');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const stale = await fetch(`${server.url}/api/auth/user`, {
      headers: { cookie: `arbiter_session=${before}` },
    });
    expect(stale.status).toBe(401);
    const fresh = await fetch(`${server.url}/api/auth/user`, {
      headers: { cookie: `arbiter_session=${after}` },
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses a replayed callback: state is single-use', async () => {
    const jar = new CookieJar();
    const toForm = await follow(jar, `${server.url}/api/login`, server.url);
    const submit = await request(jar, toForm.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: 'email=replay%40arbiter.test&name=Replay',
    });
    // Walk the redirects by hand until the callback URL appears.
    let location = new URL(submit.headers.get('location') ?? '', toForm.url).href;
    while (!location.includes('/api/callback')) {
      const next = await request(jar, location);
      location = new URL(next.headers.get('location') ?? '', location).href;
    }
    const first = await request(jar, location);
    expect(first.status).toBe(302);
    const replay = await request(new CookieJar(), location);
    expect(replay.status).toBe(400);
    expect((await replay.json()).message).toMatch(/expired or was already used/);
  });

  it('never redirects off site after sign-in', async () => {
    const { finalUrl } = await signIn(
      server.url,
      { email: 'evil@arbiter.test', name: 'Eve' },
      'https://evil.example',
    );
    expect(finalUrl).toBe(`${server.url}/dashboard`);
    const protocolRelative = await signIn(
      server.url,
      { email: 'evil@arbiter.test', name: 'Eve' },
      '//evil.example/x',
    );
    expect(protocolRelative.finalUrl).toBe(`${server.url}/dashboard`);
  });

  it('signs out: the session is destroyed and the provider logout returns to /landing', async () => {
    const { jar } = await signIn(server.url, { email: 'bye@arbiter.test', name: 'Bye' });
    const cookie = jar.get('arbiter_session');
    const logout = await request(jar, `${server.url}/api/logout`);
    expect(logout.status).toBe(302);
    const location = logout.headers.get('location') ?? '';
    expect(location).toContain('/oidc/session/end');
    expect(location).toContain(encodeURIComponent(`${server.url}/landing`));
    const after = await fetch(`${server.url}/api/auth/user`, {
      headers: { cookie: `arbiter_session=${cookie}` },
    });
    expect(after.status).toBe(401);
  });

  it('marks ADMIN_EMAILS users as admins and lets only them call the admin API', async () => {
    const admin = await signIn(server.url, { email: 'Boss@Arbiter.test', name: 'Boss' });
    expect((await (await request(admin.jar, `${server.url}/api/auth/user`)).json()).isAdmin).toBe(
      true,
    );
    const members = await request(admin.jar, `${server.url}/api/admin/members`);
    expect(members.status).toBe(200);
    const body = await members.json();
    expect(
      body.members.find((m: { email: string }) => m.email === 'boss@arbiter.test').isProtected,
    ).toBe(true);

    const member = await signIn(server.url, { email: 'pleb@arbiter.test', name: 'Pleb' });
    expect((await request(member.jar, `${server.url}/api/admin/members`)).status).toBe(403);
    expect((await fetch(`${server.url}/api/admin/members`)).status).toBe(401);
    // A visitor is refused before the query is even read.
    expect((await fetch(`${server.url}/api/admin/members?page=-4`)).status).toBe(401);
  });

  it('pages the member list and counts the totals over every member, not the page', async () => {
    const admin = await signIn(server.url, { email: 'boss@arbiter.test', name: 'Boss' });
    const now = new Date();
    await database.db.insert(users).values(
      Array.from({ length: 12 }, (_, i) => ({
        oidcIssuer: 'https://seed.test',
        oidcSubject: `paged-${i}`,
        email: `paged${i}@arbiter.test`,
        name: i % 2 ? `Odd ${i}` : `Even_${i}`,
        subscriptionTier: i < 4 ? ('elite' as const) : ('free' as const),
        subscriptionStatus: i < 3 ? ('active' as const) : ('inactive' as const),
        accessEndsAt: new Date(now.getTime() + 86_400_000),
        createdAt: new Date(now.getTime() - (i + 1) * 60_000),
        updatedAt: now,
      })),
    );
    const all = (await (
      await request(admin.jar, `${server.url}/api/admin/members?pageSize=500`)
    ).json()) as {
      members: unknown[];
      total: number;
    };
    const page = await request(admin.jar, `${server.url}/api/admin/members?page=2&pageSize=5`);
    const body = (await page.json()) as {
      members: { email: string }[];
      matching: number;
      total: number;
      active: number;
      elite: number;
    };
    expect(body.members).toHaveLength(5);
    expect(body.total).toBe(all.total);
    expect(body.matching).toBe(all.total);
    expect(body.active).toBeGreaterThanOrEqual(3);
    expect(body.elite).toBeGreaterThanOrEqual(4);
    const searched = (await (
      await request(
        admin.jar,
        `${server.url}/api/admin/members?search=${encodeURIComponent('EVEN_')}`,
      )
    ).json()) as { members: { email: string }[]; matching: number };
    expect(searched.matching).toBe(6);
    // "%" is the character itself, not a LIKE wildcard.
    const underscore = (await (
      await request(
        admin.jar,
        `${server.url}/api/admin/members?search=${encodeURIComponent('n%1')}`,
      )
    ).json()) as { matching: number };
    expect(underscore.matching).toBe(0);
    expect(
      (await request(admin.jar, `${server.url}/api/admin/members?pageSize=100000`)).status,
    ).toBe(400);
  });
});
