import { z } from 'zod';

/**
 * The parts of Stripe's event payloads that Arbiter reads. Everything else is allowed through
 * untouched, so a newer API version that adds fields still parses.
 */

/** A Unix time that both a JS Date and a PostgreSQL timestamptz can hold (up to year 9999). */
const seconds = z.number().int().nonnegative().max(253_402_300_799);
/** PostgreSQL cannot store NUL in text, and Stripe never sends one. */
const text = () => z.string().regex(/^[^\u0000]*$/, { message: 'must not contain NUL characters' });
/** Columns of this size are PostgreSQL integers. */
const int32 = z.number().int().nonnegative().max(2_147_483_647);
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});
/** An id, or the expanded object carrying it. */
const ref = z
  .union([text().min(1), z.object({ id: text().min(1) }).loose()])
  .transform((value) => (typeof value === 'string' ? value : value.id));

const subscriptionItemSchema = z
  .object({
    price: z.object({ id: text() }).loose(),
    current_period_start: seconds.optional(),
    current_period_end: seconds.optional(),
  })
  .loose();

export const subscriptionObjectSchema = z
  .object({
    id: text().startsWith('sub_'),
    object: z.literal('subscription'),
    customer: ref,
    status: text().min(1),
    cancel_at_period_end: z.boolean(),
    cancel_at: seconds.nullish(),
    canceled_at: seconds.nullish(),
    ended_at: seconds.nullish(),
    trial_end: seconds.nullish(),
    // Older API versions carry the period on the subscription, newer ones on its items.
    current_period_start: seconds.optional(),
    current_period_end: seconds.optional(),
    metadata,
    items: z.object({ data: z.array(subscriptionItemSchema) }).loose(),
  })
  .loose();
export type SubscriptionObject = z.infer<typeof subscriptionObjectSchema>;

export const invoiceObjectSchema = z
  .object({
    id: text().startsWith('in_'),
    object: z.literal('invoice'),
    customer: ref.nullish(),
    status: text().nullish(),
    amount_due: z.number().int(),
    amount_paid: z.number().int(),
    currency: text().min(3).max(3),
    attempt_count: int32,
    period_start: seconds.nullish(),
    period_end: seconds.nullish(),
    // Older API versions name the subscription here; newer ones under parent.
    subscription: ref.nullish(),
    parent: z
      .object({
        subscription_details: z.object({ subscription: ref, metadata }).loose().nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();
export type InvoiceObject = z.infer<typeof invoiceObjectSchema>;

export const checkoutSessionObjectSchema = z
  .object({
    id: text().startsWith('cs_'),
    object: z.literal('checkout.session'),
    status: text().nullish(),
    customer: ref.nullish(),
    subscription: ref.nullish(),
    client_reference_id: text().nullish(),
    metadata,
  })
  .loose();
export type CheckoutSessionObject = z.infer<typeof checkoutSessionObjectSchema>;

export const eventEnvelopeSchema = z
  .object({
    id: text().min(1).max(255),
    object: z.literal('event'),
    type: text().min(1).max(255),
    created: seconds,
    data: z.object({ object: z.record(z.string(), z.unknown()) }).loose(),
  })
  .loose();
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

export const SUBSCRIPTION_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
] as const;
export const INVOICE_EVENTS = ['invoice.paid', 'invoice.payment_failed'] as const;
export const CHECKOUT_EVENTS = ['checkout.session.completed', 'checkout.session.expired'] as const;

/** Stripe retries what it gets a non-2xx for; anything else is acknowledged and left alone. */
export const HANDLED_EVENTS: ReadonlySet<string> = new Set([
  ...SUBSCRIPTION_EVENTS,
  ...INVOICE_EVENTS,
  ...CHECKOUT_EVENTS,
]);
