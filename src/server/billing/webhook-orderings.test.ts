import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { billingEvents } from '../db/schema/index';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import type { LocalEvent } from './local-objects';
import { signLocalPayload } from './local-outbox';
import { billingFinalState } from './test-support/billing-final-state';
import { renewalRetryLife } from './test-support/renewal-retry-life';
import { LIFE_START, seedCheckedOutMember } from './test-support/subscription-life';
import { receiveWebhook, type WebhookDeps } from './webhook-receiver';

const SECRET = 'whsec_test_orderings_0123456789ab';
const NOW = new Date(LIFE_START.getTime() + 90 * 86_400_000);
const EVENT_COUNT = renewalRetryLife('count', 'count').length;
const indices = Array.from({ length: EVENT_COUNT }, (_, i) => i);

/** Every event once, some of them again (Stripe redelivers), in any order. */
const deliveryOrders = fc.subarray(indices).chain((again) =>
  fc.shuffledSubarray([...indices, ...again], {
    minLength: EVENT_COUNT + again.length,
    maxLength: EVENT_COUNT + again.length,
  }),
);

describe.each(testDatabaseKinds)('billing webhook delivery orders (%s)', (kind) => {
  let database: DatabaseHandle;
  let deps: WebhookDeps;
  let members = 0;

  const deliver = (event: LocalEvent) =>
    receiveWebhook(deps, event.payload, signLocalPayload(event.payload, SECRET, NOW));

  /** A fresh member and the life's events addressed to them. */
  async function newMember(label: string) {
    const tag = `${label}_${kind}_${members++}`;
    const user = await seedCheckedOutMember(database.db, tag);
    return { tag, user, events: renewalRetryLife(tag, user.id) };
  }

  async function recordedEventCount(events: LocalEvent[]) {
    const rows = await database.db
      .select({ id: billingEvents.id })
      .from(billingEvents)
      .where(
        inArray(
          billingEvents.id,
          events.map((event) => event.id),
        ),
      );
    return rows.length;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    deps = { db: database.db, billing: { kind: 'local', webhookSecret: SECRET }, clock: () => NOW };
  });
  afterAll(async () => {
    await database.close();
  });

  it('ends in the canonical state from 50 random orders, one by one and all at once, with duplicates applied once', async () => {
    const reference = await newMember('canonical');
    for (const event of reference.events) expect((await deliver(event)).statusCode).toBe(200);
    const expected = await billingFinalState(database.db, reference.user.id, reference.tag);
    expect(expected.user).toMatchObject({ status: 'active', tier: 'elite' });
    expect(expected.invoices).toMatchObject([
      { status: 'paid', attemptCount: 1, lastPaymentFailedAt: null },
      { status: 'paid', attemptCount: 2, lastPaymentFailedAt: expect.any(String) },
    ]);
    expect(expected.subscriptions).toMatchObject([{ status: 'active' }]);
    expect(expected.checkout).toEqual([{ status: 'complete', subscriptionId: 'sub_TAG' }]);

    await fc.assert(
      fc.asyncProperty(deliveryOrders, async (order) => {
        const oneByOne = await newMember('serial');
        const answers = [];
        for (const i of order) answers.push(await deliver(oneByOne.events[i]!));
        const together = await newMember('concurrent');
        answers.push(...(await Promise.all(order.map((i) => deliver(together.events[i]!)))));

        expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
        expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(
          2 * EVENT_COUNT,
        );
        for (const member of [oneByOne, together]) {
          expect(await recordedEventCount(member.events)).toBe(EVENT_COUNT);
          expect(await billingFinalState(database.db, member.user.id, member.tag)).toEqual(
            expected,
          );
        }
      }),
      { numRuns: 50 },
    );
  });

  it('keeps a new invoice paid when its failed and its paid event arrive together', async () => {
    for (let trial = 0; trial < 30; trial++) {
      const member = await newMember('together');
      const failed = member.events.find((event) => event.type === 'invoice.payment_failed')!;
      const paid = member.events.findLast((event) => event.type === 'invoice.paid')!;
      const pair = trial % 2 === 0 ? [failed, paid] : [paid, failed];
      await Promise.all(pair.map(deliver));
      const state = await billingFinalState(database.db, member.user.id, member.tag);
      expect(state.invoices).toEqual([
        {
          id: 'in_TAG_2',
          status: 'paid',
          amountPaidCents: expect.any(Number),
          attemptCount: 2,
          lastPaymentFailedAt: new Date(failed.created * 1000).toISOString(),
        },
      ]);
    }
  });
});
