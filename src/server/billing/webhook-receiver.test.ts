import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { billingEvents, users } from '../db/schema/index';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { localEvent } from './local-objects';
import { signLocalPayload } from './local-outbox';
import { subscriptionById } from './member-subscription';
import { billingFinalState } from './test-support/billing-final-state';
import {
  LIFE_START,
  seededShuffle,
  seedCheckedOutMember,
  subscriptionLife,
} from './test-support/subscription-life';
import { receiveWebhook, type WebhookDeps } from './webhook-receiver';

const SECRET = 'whsec_test_0123456789abcdef0123';
const NOW = new Date(LIFE_START.getTime() + 120 * 86_400_000);

describe.each(testDatabaseKinds)('billing webhook receiver (%s)', (kind) => {
  let database: DatabaseHandle;
  let deps: WebhookDeps;
  const deliver = (payload: string, signedAt = NOW) =>
    receiveWebhook(deps, payload, signLocalPayload(payload, SECRET, signedAt));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    deps = { db: database.db, billing: { kind: 'local', webhookSecret: SECRET }, clock: () => NOW };
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses a bad signature with 400 and writes nothing', async () => {
    const user = await seedCheckedOutMember(database.db, 'badsig');
    const [event] = subscriptionLife('badsig', user.id, false);
    const payload = event!.payload;
    const wrongSecret = signLocalPayload(payload, 'whsec_someone_else_entirely', NOW);
    const answers = [
      await receiveWebhook(deps, payload, wrongSecret),
      await receiveWebhook(deps, payload, undefined),
      await receiveWebhook(
        deps,
        payload.replace('trialing', 'active'),
        signLocalPayload(payload, SECRET, NOW),
      ),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400]);
    expect(answers[0]!.body.message).toContain('signature verification failed');
    expect(
      await database.db.select().from(billingEvents).where(eq(billingEvents.id, event!.id)),
    ).toEqual([]);
  });

  it('refuses a malformed Stripe-Signature header with 400, never a crash', async () => {
    const payload = JSON.stringify({ id: 'evt_header', object: 'event' });
    for (const header of ['t=,v1=', 't=1,v1=', 't=', 'v1=', ',', 'garbage']) {
      const answer = await receiveWebhook(deps, payload, header);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toMatch(/^Webhook signature verification failed: \S/);
    }
  });

  it('refuses an envelope with a NUL in its id or a time no date can hold, and writes nothing', async () => {
    const envelope = (fields: Record<string, unknown>) =>
      JSON.stringify({
        id: 'evt_envelope_ok',
        object: 'event',
        type: 'customer.created',
        created: 1,
        data: { object: { id: 'cus_1' } },
        ...fields,
      });
    const nul = await deliver(envelope({ id: 'evt_\u0000nul' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.body.message).toMatch(/^Malformed event: id: must not contain NUL/);
    for (const created of [8.64e12, 8.64e15, 2 ** 53]) {
      const answer = await deliver(envelope({ id: `evt_created_${created}`, created }));
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toMatch(/^Malformed event: created/);
    }
    expect(
      await database.db
        .select()
        .from(billingEvents)
        .where(eq(billingEvents.id, `evt_created_${8.64e12}`)),
    ).toEqual([]);
  });

  it('refuses a signature older than 300 seconds and accepts one just inside', async () => {
    const user = await seedCheckedOutMember(database.db, 'stale');
    const [event] = subscriptionLife('stale', user.id, false);
    const stale = await deliver(event!.payload, new Date(NOW.getTime() - 301_000));
    expect(stale.statusCode).toBe(400);
    expect(stale.body.message).toContain('Timestamp outside the tolerance zone');
    const fresh = await deliver(event!.payload, new Date(NOW.getTime() - 299_000));
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an unreadable body or envelope with 400, and acknowledges a handled event whose object it cannot read', async () => {
    const noItems = JSON.stringify({
      id: 'evt_malformed_1',
      object: 'event',
      type: 'customer.subscription.updated',
      created: 1,
      data: {
        object: {
          id: 'sub_x',
          object: 'subscription',
          customer: 'cus_x',
          status: 'active',
          cancel_at_period_end: false,
        },
      },
    });
    const notJson = '{"id": "evt_malformed_2",';
    const notEvent = JSON.stringify({ hello: 'world' });
    const answers = [await deliver(noItems), await deliver(notJson), await deliver(notEvent)];
    // Stripe would retry the first for days and it would fail each time.
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 400]);
    expect(answers[0]!.body).toMatchObject({ received: true });
    expect(answers[0]!.body.message).toMatch(
      /^Not applied: Malformed customer.subscription.updated event: items/,
    );
    expect(answers[1]!.body.message).toBe('The webhook body is not valid JSON.');
    expect(answers[2]!.body.message).toMatch(/^Malformed event/);
    expect(
      await database.db.select().from(billingEvents).where(eq(billingEvents.id, 'evt_malformed_1')),
    ).toEqual([]);
  });

  it('acknowledges event types it does not handle, and events of unknown customers', async () => {
    const other = JSON.stringify({
      id: 'evt_other_1',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: { id: 'cus_1' } },
    });
    expect((await deliver(other)).statusCode).toBe(200);
    const [stranger] = subscriptionLife('stranger', '00000000-0000-4000-8000-000000000000', false);
    expect((await deliver(stranger!.payload)).statusCode).toBe(200);
    const rows = await database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, stranger!.id));
    expect(rows[0]?.outcome).toBe('unmatched');
  });

  for (const ends of [false, true]) {
    it(`reaches one final state from 50 random delivery orders, each event 3 times (${ends ? 'ending canceled' : 'ending past due'})`, async () => {
      const inOrderTag = `order_${ends}_ref`;
      const reference = await seedCheckedOutMember(database.db, inOrderTag);
      for (const event of subscriptionLife(inOrderTag, reference.id, ends)) {
        expect((await deliver(event.payload)).statusCode).toBe(200);
      }
      const expected = await billingFinalState(database.db, reference.id, inOrderTag);
      expect(expected.user.status).toBe(ends ? 'canceled' : 'past_due');
      expect(expected.user.tier).toBe('free');
      expect(expected.subscriptions).toHaveLength(1);
      expect(expected.invoices.map((i: { status: string }) => i.status)).toEqual([
        'paid',
        'paid',
        'open',
      ]);
      expect(expected.checkout[0]).toEqual({ status: 'complete', subscriptionId: 'sub_TAG' });

      for (let order = 0; order < 50; order++) {
        const tag = `order_${ends}_${order}`;
        const user = await seedCheckedOutMember(database.db, tag);
        const events = subscriptionLife(tag, user.id, ends);
        const deliveries = seededShuffle([...events, ...events, ...events], order + 1);
        for (const event of deliveries) {
          const answer = await deliver(event.payload);
          expect(answer.statusCode).toBe(200);
        }
        expect(await billingFinalState(database.db, user.id, tag)).toEqual(expected);
      }
    });
  }

  it('shows a subscription canceled at a set time as ending then, not renewing', async () => {
    const user = await seedCheckedOutMember(database.db, 'cancelat');
    const [created, , , , converted] = subscriptionLife('cancelat', user.id, false);
    const active = JSON.parse(converted!.payload).data.object;
    const periodEnd = active.items.data[0].current_period_end as number;
    const cancelAt = periodEnd - 10 * 86_400;
    const canceling = localEvent(
      'customer.subscription.updated',
      { ...active, cancel_at_period_end: false, cancel_at: cancelAt },
      periodEnd - 20 * 86_400,
      'evt_cancelat_set',
    );
    for (const event of [created!, converted!, canceling]) {
      expect((await deliver(event.payload)).statusCode).toBe(200);
    }
    const subscription = await subscriptionById(database.db, 'sub_cancelat');
    expect(subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      accessEndsAt: new Date(cancelAt * 1000).toISOString(),
    });
    const [member] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(member?.accessEndsAt).toEqual(new Date(cancelAt * 1000));
  });

  it('names an unpaid member unpaid, not Elite', async () => {
    const user = await seedCheckedOutMember(database.db, 'unpaid');
    const [created, , , , converted] = subscriptionLife('unpaid', user.id, false);
    const active = JSON.parse(converted!.payload).data.object;
    const unpaid = localEvent(
      'customer.subscription.updated',
      { ...active, status: 'unpaid' },
      active.items.data[0].current_period_end + 86_400,
      'evt_unpaid_set',
    );
    for (const event of [created!, converted!, unpaid]) {
      expect((await deliver(event.payload)).statusCode).toBe(200);
    }
    const [member] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(member).toMatchObject({ subscriptionStatus: 'unpaid', subscriptionTier: 'free' });
  });

  it('applies one event once when 20 deliveries of it arrive together', async () => {
    const user = await seedCheckedOutMember(database.db, 'burst');
    const [created] = subscriptionLife('burst', user.id, false);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(created!.payload)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    expect(answers.filter((a) => a.body.duplicate === true)).toHaveLength(19);
    expect(
      await database.db.select().from(billingEvents).where(eq(billingEvents.id, created!.id)),
    ).toHaveLength(1);
    const [member] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(member?.subscriptionStatus).toBe('trialing');
  });

  it('signs and verifies with the stripe package, so a Stripe-signed body passes unchanged', () => {
    const payload = JSON.stringify({ id: 'evt_sig', object: 'event' });
    const header = signLocalPayload(payload, SECRET, NOW);
    expect(() =>
      Stripe.webhooks.constructEvent(payload, header, SECRET, 300, undefined, NOW.getTime()),
    ).not.toThrow();
  });
});
