import { asc, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../db/database';
import { localBillingOutbox } from '../db/schema/index';
import type { LocalEvent } from './local-objects';
import { receiveWebhook, type WebhookDeps } from './webhook-receiver';

/** Stored in the transaction that changed the local subscription, so no event can be lost. */
export async function enqueueLocalEvents(tx: Database, events: LocalEvent[], now: Date) {
  if (events.length === 0) return;
  await tx
    .insert(localBillingOutbox)
    .values(events.map((event) => ({ eventId: event.id, payload: event.payload, createdAt: now })))
    .onConflictDoNothing();
}

export function signLocalPayload(payload: string, secret: string, now: Date): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(now.getTime() / 1000),
  });
}

/**
 * Delivers pending events, oldest first, signed with the local webhook secret, to the same
 * receiver Stripe's deliveries reach. An event stays pending until the receiver accepts it.
 * Two deliverers may race on one event; the receiver applies it once.
 */
export async function deliverLocalEvents(deps: WebhookDeps, limit = 200): Promise<number> {
  const pending = await deps.db
    .select()
    .from(localBillingOutbox)
    .where(isNull(localBillingOutbox.deliveredAt))
    .orderBy(asc(localBillingOutbox.seq))
    .limit(limit);
  let delivered = 0;
  for (const event of pending) {
    const signature = signLocalPayload(event.payload, deps.billing.webhookSecret, deps.clock());
    const answer = await receiveWebhook(deps, event.payload, signature);
    if (answer.statusCode !== 200) {
      throw new Error(
        `local billing event ${event.eventId} was refused: ${answer.body.message ?? ''}`,
      );
    }
    await deps.db
      .update(localBillingOutbox)
      .set({ deliveredAt: deps.clock() })
      .where(eq(localBillingOutbox.seq, event.seq));
    delivered += 1;
  }
  return delivered;
}
