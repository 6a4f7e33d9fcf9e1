import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIdFor } from '../billing/billing-customers';
import { signLocalPayload } from '../billing/local-outbox';
import { memberWithSession } from '../billing/test-support/member-session';
import { startStripeStandIn } from '../billing/test-support/stripe-stand-in';
import type { DatabaseHandle } from '../db/database';
import { checkoutSessions, users } from '../db/schema/index';
import { openTestDatabase } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

const WEBHOOK_SECRET = 'whsec_stripe_test_secret_0123456789';
const DAY_S = 86_400;

function subscriptionFor(userId: string, customerId: string, status: string) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: 'sub_test_1',
    object: 'subscription',
    customer: customerId,
    status,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    trial_end: now + 14 * DAY_S,
    metadata: { arbiter_user_id: userId, arbiter_plan_id: 'elite-annual' },
    items: {
      object: 'list',
      data: [
        {
          price: { id: 'price_annual_test' },
          current_period_start: now,
          current_period_end: now + 14 * DAY_S,
        },
      ],
    },
  };
}

describe('billing with Stripe configured', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let failSessions = false;
  let retrieved: Record<string, unknown> = {};
  const sessionCounter = { n: 0 };
  const customerCounter = { n: 0 };

  const api = (cookie: string, path: string, method = 'GET', json?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        cookie,
        origin: server.url,
        'x-arbiter-csrf': '1',
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    });
  const callsTo = (method: string, path: string) =>
    stripe.calls.filter((c) => c.method === method && c.path === path);

  beforeAll(async () => {
    stripe = await startStripeStandIn((call) => {
      if (call.method === 'POST' && call.path === '/v1/customers') {
        customerCounter.n += 1;
        return { body: { id: `cus_test_${customerCounter.n}`, object: 'customer' } };
      }
      if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
        if (failSessions)
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', message: 'No such price' } },
          };
        sessionCounter.n += 1;
        const id = `cs_test_${sessionCounter.n}`;
        return {
          body: {
            id,
            object: 'checkout.session',
            status: 'open',
            url: `https://checkout.stripe.test/c/pay/${id}`,
          },
        };
      }
      if (call.method === 'GET' && call.path.startsWith('/v1/checkout/sessions/'))
        return { body: retrieved };
      if (call.method === 'POST' && call.path.endsWith('/expire'))
        return {
          body: { id: call.path.split('/')[4], object: 'checkout.session', status: 'expired' },
        };
      if (call.method === 'POST' && call.path === '/v1/billing_portal/sessions') {
        return {
          body: {
            id: 'bps_1',
            object: 'billing_portal.session',
            url: 'https://billing.stripe.test/p/session/test_1',
          },
        };
      }
      return undefined;
    });
    database = await openTestDatabase('pglite');
    server = await startTestServer(database, {
      STRIPE_SECRET_KEY: 'sk_test_arbiter',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: 'price_monthly_test',
      STRIPE_PRICE_ANNUAL: 'price_annual_test',
      STRIPE_API_BASE_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    await stripe.close();
  });

  it("creates a subscription Checkout Session with a 14-day trial for the member's customer", async () => {
    const member = await memberWithSession(database.db, 'stripe@arbiter.test');
    const response = await api(member.cookie, '/api/create-checkout-session', 'POST', {
      planId: 'elite-annual',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'checkout',
      url: 'https://checkout.stripe.test/c/pay/cs_test_1',
    });

    const [customer] = callsTo('POST', '/v1/customers');
    expect(customer?.headers.authorization).toBe('Bearer sk_test_arbiter');
    expect(customer?.form.get('email')).toBe('stripe@arbiter.test');
    expect(customer?.form.get('metadata[arbiter_user_id]')).toBe(member.user.id);
    expect(customer?.headers['idempotency-key']).toBe(`arbiter-customer-${member.user.id}`);

    const [session] = callsTo('POST', '/v1/checkout/sessions');
    const form = Object.fromEntries(session!.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      customer: 'cus_test_1',
      client_reference_id: member.user.id,
      'line_items[0][price]': 'price_annual_test',
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': '14',
      'subscription_data[metadata][arbiter_user_id]': member.user.id,
      'subscription_data[metadata][arbiter_plan_id]': 'elite-annual',
      success_url: `${server.url}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/subscribe?checkout=canceled`,
    });
    const expiresIn = Number(form.expires_at) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThan(24 * 3600);
    expect(session!.headers['idempotency-key']).toMatch(/^arbiter-checkout-[0-9a-f-]{36}$/);

    // A change of plan reuses the customer and closes the earlier session at Stripe.
    const again = await (
      await api(member.cookie, '/api/create-checkout-session', 'POST', { planId: 'elite-monthly' })
    ).json();
    expect(again.url).toBe('https://checkout.stripe.test/c/pay/cs_test_2');
    expect(callsTo('POST', '/v1/customers')).toHaveLength(1);
    expect(callsTo('POST', '/v1/checkout/sessions')[1]?.form.get('line_items[0][price]')).toBe(
      'price_monthly_test',
    );
    expect(callsTo('POST', '/v1/checkout/sessions/cs_test_1/expire')).toHaveLength(1);
  });

  it('verifies the session with Stripe when the member lands on /success before the webhooks', async () => {
    const member = await memberWithSession(database.db, 'early@arbiter.test');
    const { url } = await (
      await api(member.cookie, '/api/create-checkout-session', 'POST', { planId: 'elite-annual' })
    ).json();
    const sessionId = url.split('/').pop() as string;
    const customerId = await customerIdFor(database.db, member.user.id);
    retrieved = {
      id: sessionId,
      object: 'checkout.session',
      status: 'complete',
      customer: customerId,
      client_reference_id: member.user.id,
      metadata: { arbiter_user_id: member.user.id },
      subscription: subscriptionFor(member.user.id, customerId ?? '', 'trialing'),
    };
    const view = await (await api(member.cookie, `/api/billing/session/${sessionId}`)).json();
    const [retrieve] = callsTo('GET', `/v1/checkout/sessions/${sessionId}`);
    expect(retrieve?.query.get('expand[0]')).toBe('subscription');
    expect(view).toMatchObject({
      status: 'complete',
      subscription: { status: 'trialing', planId: 'elite-annual' },
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.subscriptionStatus).toBe('trialing');
  });

  it("opens Stripe's customer portal for a member with a customer, and refuses one without", async () => {
    const member = await memberWithSession(database.db, 'portal@arbiter.test');
    const none = await api(member.cookie, '/api/billing/portal', 'POST');
    expect(none.status).toBe(409);
    expect((await none.json()).message).toContain('no billing account yet');

    await api(member.cookie, '/api/create-checkout-session', 'POST', { planId: 'elite-monthly' });
    const portal = await (await api(member.cookie, '/api/billing/portal', 'POST')).json();
    expect(portal.url).toBe('https://billing.stripe.test/p/session/test_1');
    const [call] = callsTo('POST', '/v1/billing_portal/sessions').slice(-1);
    expect(call?.form.get('return_url')).toBe(`${server.url}/dashboard`);
  });

  it('answers 502 and releases the reservation when Stripe refuses the session', async () => {
    const member = await memberWithSession(database.db, 'outage@arbiter.test');
    failSessions = true;
    const response = await api(member.cookie, '/api/create-checkout-session', 'POST', {
      planId: 'elite-monthly',
    });
    failSessions = false;
    expect(response.status).toBe(502);
    expect((await response.json()).message).toContain('payment provider could not be reached');
    const rows = await database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, member.user.id));
    expect(rows.map((r) => r.status)).toEqual(['canceled']);
  });

  it('accepts webhooks signed with STRIPE_WEBHOOK_SECRET', async () => {
    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: { id: 'cus_x' } },
    });
    const post = (secret: string) =>
      fetch(`${server.url}/api/billing/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signLocalPayload(payload, secret, new Date()),
        },
        body: payload,
      });
    expect((await post(WEBHOOK_SECRET)).status).toBe(200);
    expect((await post('whsec_local_not_the_configured_one')).status).toBe(400);
  });
});
