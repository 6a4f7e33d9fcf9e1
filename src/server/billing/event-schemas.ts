import { z } from 'zod';

/**
 * The parts of Stripe's event payloads that Arbiter reads. Everything else is allowed through
 * untouched, so a newer API version that adds fields still parses.
 */

const seconds = z.number().int().nonnegative();
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});
/** An id, or the expanded object carrying it. */
const ref = z
  .union([z.string().min(1), z.object({ id: z.string().min(1) }).loose()])
  .transform((value) => (typeof value === 'string' ? value : value.id));

const subscriptionItemSchema = z
  .object({
    price: z.object({ id: z.string() }).loose(),
    current_period_start: seconds.optional(),
    current_period_end: seconds.optional(),
  })
  .loose();

export const subscriptionObjectSchema = z
  .object({
    id: z.string().startsWith('sub_'),
    object: z.literal('subscription'),
    customer: ref,
    status: z.string().min(1),
    cancel_at_period_end: z.boolean(),
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
    id: z.string().startsWith('in_'),
    object: z.literal('invoice'),
    customer: ref.nullish(),
    status: z.string().nullish(),
    amount_due: z.number().int(),
    amount_paid: z.number().int(),
    currency: z.string().min(3).max(3),
    attempt_count: z.number().int().nonnegative(),
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
    id: z.string().startsWith('cs_'),
    object: z.literal('checkout.session'),
    status: z.string().nullish(),
    customer: ref.nullish(),
    subscription: ref.nullish(),
    client_reference_id: z.string().nullish(),
    metadata,
  })
  .loose();
export type CheckoutSessionObject = z.infer<typeof checkoutSessionObjectSchema>;

export const eventEnvelopeSchema = z
  .object({
    id: z.string().min(1).max(255),
    object: z.literal('event'),
    type: z.string().min(1).max(255),
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
