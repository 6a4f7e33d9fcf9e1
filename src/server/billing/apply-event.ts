import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { billingEvents } from '../db/schema/index';
import { applyCheckoutCompleted, applyCheckoutExpired } from './apply-checkout';
import { applyInvoice } from './apply-invoice';
import {
  applySubscriptionSnapshot,
  subscriptionVersion,
  type ApplyOutcome,
} from './apply-subscription';
import type { BillingConfig } from './billing-config';
import {
  checkoutSessionObjectSchema,
  eventEnvelopeSchema,
  HANDLED_EVENTS,
  invoiceObjectSchema,
  subscriptionObjectSchema,
  type CheckoutSessionObject,
  type EventEnvelope,
  type InvoiceObject,
  type SubscriptionObject,
} from './event-schemas';

export type ParsedEvent = { envelope: EventEnvelope } & (
  | { kind: 'subscription'; subscription: SubscriptionObject }
  | { kind: 'invoice'; invoice: InvoiceObject }
  | { kind: 'checkout'; session: CheckoutSessionObject }
  | { kind: 'other' }
);

export class MalformedEventError extends Error {
  /** Set when the envelope was sound and only the object of this handled type was not. */
  readonly handledType: string | null;
  constructor(message: string, handledType: string | null = null) {
    super(message);
    this.handledType = handledType;
  }
}

function describe(issues: { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'event'}: ${issue.message}`)
    .join('; ');
}

/** Checks the shape of a verified event before anything is written. */
export function parseEvent(payload: unknown): ParsedEvent {
  const envelope = eventEnvelopeSchema.safeParse(payload);
  if (!envelope.success)
    throw new MalformedEventError(`Malformed event: ${describe(envelope.error.issues)}`);
  const event = envelope.data;
  if (!HANDLED_EVENTS.has(event.type)) return { envelope: event, kind: 'other' };
  const object = event.data.object;
  const family = event.type.split('.')[0];
  const parsed =
    family === 'customer'
      ? subscriptionObjectSchema.safeParse(object)
      : family === 'invoice'
        ? invoiceObjectSchema.safeParse(object)
        : checkoutSessionObjectSchema.safeParse(object);
  if (!parsed.success) {
    throw new MalformedEventError(
      `Malformed ${event.type} event: ${describe(parsed.error.issues)}`,
      event.type,
    );
  }
  const data = parsed.data;
  if (data.object === 'subscription')
    return { envelope: event, kind: 'subscription', subscription: data };
  if (data.object === 'invoice') return { envelope: event, kind: 'invoice', invoice: data };
  return { envelope: event, kind: 'checkout', session: data };
}

async function dispatch(
  tx: Database,
  config: BillingConfig,
  event: ParsedEvent,
  now: Date,
): Promise<ApplyOutcome> {
  const { id, type, created } = event.envelope;
  switch (event.kind) {
    case 'subscription': {
      const notice =
        type === 'customer.subscription.trial_will_end' ? new Date(created * 1000) : null;
      const version = subscriptionVersion(event.subscription, created, id);
      return applySubscriptionSnapshot(tx, config, event.subscription, version, now, notice);
    }
    case 'invoice':
      return applyInvoice(tx, event.invoice, { id, type, created }, now);
    case 'checkout':
      return type === 'checkout.session.completed'
        ? applyCheckoutCompleted(tx, event.session, now)
        : applyCheckoutExpired(tx, event.session);
    case 'other':
      return 'ignored';
  }
}

/**
 * Applies an event exactly once: its id is recorded in the same transaction as its effect, so a
 * concurrent or later redelivery waits for that transaction and then finds the id taken.
 */
export async function applyEvent(
  db: Database,
  config: BillingConfig,
  event: ParsedEvent,
  now: Date,
): Promise<{ duplicate: boolean; outcome: ApplyOutcome | null }> {
  return db.transaction(async (tx) => {
    const { id, type, created } = event.envelope;
    const inserted = await tx
      .insert(billingEvents)
      .values({
        id,
        type,
        eventCreatedAt: new Date(created * 1000),
        receivedAt: now,
        outcome: 'applied',
      })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return { duplicate: true, outcome: null };
    const outcome = await dispatch(tx, config, event, now);
    if (outcome !== 'applied') {
      await tx.update(billingEvents).set({ outcome }).where(eq(billingEvents.id, id));
    }
    return { duplicate: false, outcome };
  });
}
