import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';
import { freePort, startTestServer, type TestServer } from '../test-support/test-server';

describe('sign-in while the identity provider is unreachable', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    // A port that was free a moment ago: nothing listens there, so discovery is refused.
    const closedPort = await freePort();
    server = await startTestServer(database, {
      OIDC_ISSUER: `http://127.0.0.1:${closedPort}`,
      OIDC_CLIENT_ID: 'arbiter',
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('answers /api/login with a 503 page that says sign-in is unavailable', async () => {
    const response = await fetch(`${server.url}/api/login?returnTo=%2Fopportunities`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('retry-after')).toBe('60');
    const body = await response.text();
    expect(body).toContain('Sign-in is unavailable right now');
    expect(body).not.toMatch(/ECONNREFUSED|Internal server error|requestId/);
    const css = await fetch(`${server.url}/auth.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });
});

describe('sign-out', () => {
  let harness: InjectedApp;

  beforeAll(async () => {
    harness = await buildInjectedApp();
  });
  afterAll(async () => {
    await harness.close();
  });

  let members = 0;
  const newMember = () => harness.sessionCookie(`member-${++members}@arbiter.test`);
  const signedIn = async (cookie: string) =>
    (await harness.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode === 200;
  const logout = (cookie: string, headers: Record<string, string>) =>
    harness.app.inject({ url: '/api/logout', headers: { cookie, ...headers } });

  it("signs out on a navigation from Arbiter's own pages", async () => {
    const cookie = await newMember();
    const response = await logout(cookie, {
      'sec-fetch-site': 'same-origin',
      referer: `${harness.config.publicUrl}/dashboard`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/landing');
    expect(String(response.headers['set-cookie'])).toMatch(/^arbiter_session=;/);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('signs out on a navigation that names no origin (a bookmark, a typed address)', async () => {
    const cookie = await newMember();
    expect((await logout(cookie, { 'sec-fetch-site': 'none' })).statusCode).toBe(302);
    expect(await signedIn(cookie)).toBe(false);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
    ['an unreadable Referer', { referer: 'not a url' }],
  ])('asks first and keeps the session for a navigation with %s', async (_case, headers) => {
    const cookie = await newMember();
    const response = await logout(cookie, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('<form method="post" action="/api/logout">');
    expect(await signedIn(cookie)).toBe(true);
  });

  it('signs out when the confirmation form posts with our Origin, without the CSRF header', async () => {
    const cookie = await newMember();
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        cookie,
        origin: harness.config.publicUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/landing');
    expect(await signedIn(cookie)).toBe(false);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin and no fetch metadata', {}],
  ])('refuses a sign-out post with %s', async (_case, headers) => {
    const cookie = await newMember();
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: '',
    });
    expect(response.statusCode).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });
});
