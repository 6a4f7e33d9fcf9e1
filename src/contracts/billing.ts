import { z } from 'zod';
import { subscriptionStatusSchema } from './auth';

export const TRIAL_DAYS = 14;
export const MONEY_BACK_DAYS = 30;

export const planIdSchema = z.enum(['elite-monthly', 'elite-annual'], {
  message: 'Unknown plan: choose elite-monthly or elite-annual.',
});
export type PlanId = z.infer<typeof planIdSchema>;

export interface Plan {
  id: PlanId;
  name: string;
  interval: 'month' | 'year';
  /** Money is integer cents. */
  amountCents: number;
}

/** Spec section 9: $99/month, $999/year. Every other figure is derived from these two. */
export const PLANS: Record<PlanId, Plan> = {
  'elite-monthly': {
    id: 'elite-monthly',
    name: 'Elite Monthly',
    interval: 'month',
    amountCents: 9_900,
  },
  'elite-annual': {
    id: 'elite-annual',
    name: 'Elite Annual',
    interval: 'year',
    amountCents: 99_900,
  },
};

/** What the annual plan saves against twelve monthly payments. */
export function annualSavings() {
  const regularCents = PLANS['elite-monthly'].amountCents * 12;
  const annualCents = PLANS['elite-annual'].amountCents;
  const savingsCents = regularCents - annualCents;
  return {
    regularCents,
    savingsCents,
    savingsPercent: Math.round((savingsCents / regularCents) * 100),
    monthlyEquivalentCents: Math.round(annualCents / 12),
  };
}

/** "$99" for whole dollars, "$83.25" otherwise. */
export function formatUsd(cents: number, options: { wholeDollars?: boolean } = {}): string {
  const dollars = cents / 100;
  const whole = options.wholeDollars ?? Number.isInteger(dollars);
  return dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}

/**
 * POST /api/create-checkout-session. The server picks the price from planId; a priceId sent by
 * an older client is accepted and ignored, never trusted.
 */
export const createCheckoutRequestSchema = z
  .object({ planId: planIdSchema, priceId: z.string().max(255).optional() })
  .strict();
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequestSchema>;

export const createCheckoutResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('checkout'), url: z.string() }),
  z.object({ status: z.literal('waitlisted'), message: z.string(), alreadyListed: z.boolean() }),
]);
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;

export const checkoutSessionIdSchema = z
  .string()
  .min(3)
  .max(255)
  .regex(/^cs_[A-Za-z0-9_]+$/, { message: 'This is not a checkout session id.' });

export const checkoutStatusSchema = z.enum(['open', 'complete', 'expired', 'canceled']);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

export const memberSubscriptionSchema = z.object({
  planId: planIdSchema.nullable(),
  status: subscriptionStatusSchema,
  /** Ending instead of renewing: canceled at the period end or at a set time (accessEndsAt). */
  cancelAtPeriodEnd: z.boolean(),
  /** ISO times; null when there is none. */
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  accessEndsAt: z.string().nullable(),
  /** A plan switch that takes effect at the next renewal. */
  pendingPlanId: planIdSchema.nullable(),
});
export type MemberSubscription = z.infer<typeof memberSubscriptionSchema>;

/** GET /api/billing/session/:id — only the member's own session. */
export const checkoutSessionViewSchema = z.object({
  sessionId: z.string(),
  status: checkoutStatusSchema,
  planId: planIdSchema,
  subscription: memberSubscriptionSchema.nullable(),
});
export type CheckoutSessionView = z.infer<typeof checkoutSessionViewSchema>;

/** GET /api/billing/subscription — the member's plan, for the subscribe page and plan card. */
export const billingSummarySchema = z.object({
  provider: z.enum(['stripe', 'local']),
  subscription: memberSubscriptionSchema.nullable(),
  /** Members get one free trial; a returning member pays from the first day. */
  trialEligible: z.boolean(),
  /** Whether there is a billing account the portal can open. */
  canManage: z.boolean(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** POST /api/billing/portal */
export const portalResponseSchema = z.object({ url: z.string() });
