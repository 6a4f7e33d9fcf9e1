import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createSession } from '../auth/session-store';
import { upsertUserFromIdentity } from '../auth/users';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';

describe('request defences', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let adminCookie: string;
  const config = loadConfig({ LOG_LEVEL: 'silent', ADMIN_EMAILS: 'admin@arbiter.test' });
  const origin = config.publicUrl;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ config, db: database.db, logger: false, clientDir: '/nonexistent' });
    app.get('/api/test/explode', async () => {
      throw new Error('secret internals: password=hunter2');
    });
    const now = new Date();
    const admin = await upsertUserFromIdentity(
      database.db,
      {
        issuer: 'https://idp.test',
        subject: 'a',
        email: 'admin@arbiter.test',
        emailVerified: true,
        name: 'Admin',
        firstName: 'Admin',
      },
      now,
    );
    adminCookie = `arbiter_session=${(await createSession(database.db, admin.id, config.session, now, null)).rawId}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (
    headers: Record<string, string>,
    payload: unknown = { maxMembers: 100, status: 'accepting' },
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/membership-settings',
      headers: { cookie: adminCookie, ...headers },
      payload: payload as object,
    });

  it('refuses a POST without the CSRF header', async () => {
    const response = await post({ origin });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/CSRF/);
  });

  it('refuses a POST from another origin even with the header', async () => {
    const response = await post({ origin: 'https://evil.example', 'x-arbiter-csrf': '1' });
    expect(response.statusCode).toBe(403);
    const crossSite = await post({ 'sec-fetch-site': 'cross-site', 'x-arbiter-csrf': '1' });
    expect(crossSite.statusCode).toBe(403);
  });

  it('accepts a same-origin POST with the header and saves it', async () => {
    const response = await post({ origin, 'x-arbiter-csrf': '1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ activeMembers: 0, maxMembers: 100, status: 'accepting' });
    expect((await app.inject('/api/membership-settings')).json().maxMembers).toBe(100);
  });

  it('answers a malformed body with a readable 400 and changes nothing', async () => {
    const bad = await post({ origin, 'x-arbiter-csrf': '1' }, { maxMembers: -5, status: 'open' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/maxMembers/);
    expect(bad.json().message).toMatch(/status/);
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/admin/membership-settings',
      headers: {
        cookie: adminCookie,
        origin,
        'x-arbiter-csrf': '1',
        'content-type': 'application/json',
      },
      payload: '{"maxMembers": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await app.inject('/api/membership-settings')).json().maxMembers).toBe(100);
  });

  it('hides internals of a server fault behind a request id', async () => {
    const response = await app.inject('/api/test/explode');
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.message).toBe('Internal server error');
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toMatch(/hunter2|secret/);
  });

  it('sets the security headers', async () => {
    const response = await app.inject('/api/membership-settings');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404 and rate limits them', async () => {
    const first = await app.inject('/api/nope');
    expect(first.statusCode).toBe(404);
    expect(first.json().message).toMatch(/Not found/);
    let last = first.statusCode;
    for (let i = 0; i < 130 && last !== 429; i++)
      last = (await app.inject(`/api/nope-${i}`)).statusCode;
    expect(last).toBe(429);
  });
});
