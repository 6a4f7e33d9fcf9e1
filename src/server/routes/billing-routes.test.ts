import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLocalBillingClock } from '../billing/local-billing-clock';
import { DAY_MS, offsetClock } from '../billing/test-support/fake-clock';
import type { DatabaseHandle } from '../db/database';
import { CookieJar, request, signIn } from '../test-support/scripted-sign-in';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

describe.each(testDatabaseKinds)('billing routes with the local checkout (%s)', (kind) => {
  let database: DatabaseHandle;
  let server: TestServer;
  const time = offsetClock();

  const api = (jar: CookieJar, path: string, init: { method?: string; json?: unknown } = {}) =>
    request(jar, `${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-arbiter-csrf': '1',
        origin: server.url,
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  const form = (
    jar: CookieJar,
    path: string,
    fields: Record<string, string> = {},
    origin = server.url,
  ) =>
    request(jar, `${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields).toString(),
    });
  const tickBillingClock = () =>
    runLocalBillingClock({
      db: database.db,
      clock: time.clock,
      billing: server.config.billing,
      publicUrl: server.url,
    });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(
      database,
      { SESSION_ABSOLUTE_HOURS: '2160', SESSION_IDLE_MINUTES: '43200' },
      { clock: time.clock },
    );
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('refuses checkout to a visitor with 401', async () => {
    const response = await api(new CookieJar(), '/api/create-checkout-session', {
      method: 'POST',
      json: { planId: 'elite-monthly' },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a visitor with 401 before looking at the body', async () => {
    const visitor = new CookieJar();
    const invalid = await api(visitor, '/api/create-checkout-session', {
      method: 'POST',
      json: { planId: 'elite-gold', extra: true },
    });
    expect(invalid.status).toBe(401);
    expect((await invalid.json()).message).toBe('Sign in to continue.');
    const notJson = await request(visitor, `${server.url}/api/create-checkout-session`, {
      method: 'POST',
      headers: { 'x-arbiter-csrf': '1', origin: server.url, 'content-type': 'application/json' },
      body: '{"planId": ',
    });
    expect(notJson.status).toBe(401);
    expect((await api(visitor, '/api/billing/session/not-a-session')).status).toBe(401);
  });

  it('limits each member to 10 checkout requests a minute', async () => {
    const { jar } = await signIn(server.url, { email: 'eager@arbiter.test', name: 'Eager' });
    const ask = () =>
      api(jar, '/api/create-checkout-session', {
        method: 'POST',
        json: { planId: 'elite-monthly' },
      });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await ask()).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/Too many requests/);
    const { jar: other } = await signIn(server.url, { email: 'calm@arbiter.test', name: 'Calm' });
    const unaffected = await api(other, '/api/create-checkout-session', {
      method: 'POST',
      json: { planId: 'elite-monthly' },
    });
    expect(unaffected.status).toBe(200);
  });

  it('answers an unknown plan or a missing body with 400 and a message', async () => {
    const { jar } = await signIn(server.url, { email: 'typo@arbiter.test', name: 'Typo' });
    const unknown = await api(jar, '/api/create-checkout-session', {
      method: 'POST',
      json: { planId: 'elite-gold' },
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toContain('Unknown plan');
    const missing = await api(jar, '/api/create-checkout-session', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toContain('planId');
  });

  it('takes a member from checkout to a trial, and a cancel keeps access until the period end', async () => {
    const { jar } = await signIn(server.url, { email: 'trial@arbiter.test', name: 'Trial Member' });
    expect((await api(jar, '/api/arbitrage-history')).status).toBe(403);

    const created = await api(jar, '/api/create-checkout-session', {
      method: 'POST',
      json: { planId: 'elite-annual' },
    });
    expect(created.status).toBe(200);
    const { status, url } = await created.json();
    expect(status).toBe('checkout');
    expect(url).toMatch(new RegExp(`^${server.url}/local-checkout/cs_local_\\w+$`));

    const page = await request(jar, url);
    const html = await page.text();
    expect(page.status).toBe(200);
    for (const text of ['Elite Annual', '$999.00', '14-day free trial', 'Start trial', 'Cancel'])
      expect(html).toContain(text);

    const sessionId = url.split('/').pop() as string;
    const done = await form(jar, `/local-checkout/${sessionId}/complete`);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/success?session_id=${sessionId}`);

    const verified = await (await api(jar, `/api/billing/session/${sessionId}`)).json();
    expect(verified).toMatchObject({ sessionId, status: 'complete', planId: 'elite-annual' });
    expect(verified.subscription).toMatchObject({
      status: 'trialing',
      planId: 'elite-annual',
      cancelAtPeriodEnd: false,
    });
    const trialEnd = Date.parse(verified.subscription.trialEndsAt);
    expect(Math.abs(trialEnd - (time.clock().getTime() + 14 * DAY_MS))).toBeLessThan(60_000);

    // The checkout's events were applied in this process: the session cache was cleared at once.
    await expect
      .poll(async () => (await api(jar, '/api/auth/user')).json(), { timeout: 3_000 })
      .toMatchObject({ subscriptionStatus: 'trialing', subscriptionTier: 'elite' });
    expect((await api(jar, '/api/arbitrage-history')).status).toBe(200);

    const portal = await (await api(jar, '/api/billing/portal', { method: 'POST' })).json();
    expect(portal.url).toMatch(new RegExp(`^${server.url}/local-portal/[\\w-]{43}$`));
    const portalPath = new URL(portal.url).pathname;
    expect(await (await request(jar, portal.url)).text()).toContain('Cancel plan');
    const canceled = await form(jar, `${portalPath}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe(`${portalPath}?done=canceled`);
    const summary = await (await api(jar, '/api/billing/subscription')).json();
    expect(summary.subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });

    time.advance(13 * DAY_MS);
    await tickBillingClock();
    expect((await api(jar, '/api/arbitrage-history')).status).toBe(200);

    time.advance(2 * DAY_MS);
    // The server refuses from the period end, before any event about it arrives.
    expect((await api(jar, '/api/arbitrage-history')).status).toBe(403);
    await tickBillingClock();
    // This clock runs outside the app, like another process: the polled session cache
    // (request-auth.ts) shows its change within 30 s.
    time.advance(31_000);
    await expect
      .poll(async () => (await api(jar, '/api/auth/user')).json(), { timeout: 3_000 })
      .toMatchObject({ subscriptionStatus: 'canceled', subscriptionTier: 'free' });
  });

  it('shows a checkout session only to the member who started it', async () => {
    const owner = await signIn(server.url, { email: 'owner@arbiter.test', name: 'Owner' });
    const { url } = await (
      await api(owner.jar, '/api/create-checkout-session', {
        method: 'POST',
        json: { planId: 'elite-monthly' },
      })
    ).json();
    const sessionId = url.split('/').pop() as string;
    const other = await signIn(server.url, { email: 'other@arbiter.test', name: 'Other' });

    const foreign = await api(other.jar, `/api/billing/session/${sessionId}`);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).message).toContain('No checkout session');
    expect((await request(other.jar, url)).status).toBe(404);
    expect((await form(other.jar, `/local-checkout/${sessionId}/complete`)).status).toBe(404);

    expect((await api(owner.jar, '/api/billing/session/cs_local_unknown')).status).toBe(404);
    const malformed = await api(owner.jar, '/api/billing/session/not-a-session');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toContain('not a checkout session id');
    expect((await api(owner.jar, `/api/billing/session/${sessionId}`)).status).toBe(200);
  });

  it('refuses a cross-site post to the local checkout', async () => {
    const { jar } = await signIn(server.url, { email: 'csrf@arbiter.test', name: 'Csrf' });
    const { url } = await (
      await api(jar, '/api/create-checkout-session', {
        method: 'POST',
        json: { planId: 'elite-monthly' },
      })
    ).json();
    const sessionId = url.split('/').pop() as string;
    const forged = await form(
      jar,
      `/local-checkout/${sessionId}/complete`,
      {},
      'https://evil.example',
    );
    expect(forged.status).toBe(403);
    const view = await (await api(jar, `/api/billing/session/${sessionId}`)).json();
    expect(view.status).toBe('open');
  });

  it('gives the same checkout back when the member asks twice for one plan', async () => {
    const { jar } = await signIn(server.url, { email: 'twice@arbiter.test', name: 'Twice' });
    const ask = () =>
      api(jar, '/api/create-checkout-session', {
        method: 'POST',
        json: { planId: 'elite-monthly' },
      });
    const first = await (await ask()).json();
    const second = await (await ask()).json();
    expect(second.url).toBe(first.url);
  });

  it('refuses a webhook without a valid signature with 400', async () => {
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: {} },
    });
    const unsigned = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(400);
    const forged = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      body,
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).message).toContain('signature verification failed');
  });
});
