import Stripe from 'stripe';
import { TRIAL_DAYS, type PlanId } from '../../contracts/billing';
import type { Database } from '../db/database';
import type { BillingConfig } from './billing-config';
import { customerIdFor, linkCustomer } from './billing-customers';
import {
  checkoutSessionObjectSchema,
  subscriptionObjectSchema,
  type CheckoutSessionObject,
  type SubscriptionObject,
} from './event-schemas';

export type StripeBillingConfig = Extract<BillingConfig, { kind: 'stripe' }>;

/** The one place Arbiter talks to Stripe's API. */
export class StripeGateway {
  private readonly stripe: Stripe;

  constructor(
    private readonly config: StripeBillingConfig,
    private readonly publicUrl: string,
  ) {
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(config.api ?? {}),
    });
  }

  /** The member's Stripe customer, created once (the idempotency key makes a retry reuse it). */
  async ensureCustomer(
    db: Database,
    user: { id: string; email: string; name: string | null },
    now: Date,
  ) {
    const existing = await customerIdFor(db, user.id);
    if (existing) return existing;
    const customer = await this.stripe.customers.create(
      { email: user.email, name: user.name ?? undefined, metadata: { arbiter_user_id: user.id } },
      { idempotencyKey: `arbiter-customer-${user.id}` },
    );
    await linkCustomer(db, user.id, customer.id, now);
    return (await customerIdFor(db, user.id)) ?? customer.id;
  }

  async createCheckoutSession(input: {
    reservationId: string;
    userId: string;
    customerId: string;
    planId: PlanId;
    withTrial: boolean;
    expiresAt: Date;
  }): Promise<{ id: string; url: string }> {
    const metadata = { arbiter_user_id: input.userId, arbiter_plan_id: input.planId };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: this.config.prices[input.planId], quantity: 1 }],
        subscription_data: {
          metadata,
          ...(input.withTrial ? { trial_period_days: TRIAL_DAYS } : {}),
        },
        metadata: { ...metadata, arbiter_reservation_id: input.reservationId },
        success_url: `${this.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.publicUrl}/subscribe?checkout=canceled`,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: `arbiter-checkout-${input.reservationId}` },
    );
    if (!session.url)
      throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  async expireCheckoutSession(sessionId: string) {
    await this.stripe.checkout.sessions.expire(sessionId);
  }

  /** The session as Stripe knows it now, with its subscription, for the success page. */
  async retrieveCheckoutSession(
    sessionId: string,
  ): Promise<{ session: CheckoutSessionObject; subscription: SubscriptionObject | null }> {
    const raw = await this.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['subscription'],
    });
    const session = checkoutSessionObjectSchema.parse(raw);
    const expanded =
      typeof raw.subscription === 'object' && raw.subscription !== null ? raw.subscription : null;
    return { session, subscription: expanded ? subscriptionObjectSchema.parse(expanded) : null };
  }

  /**
   * Ends a subscription now, without proration (a deleted member). One Stripe already ended, or
   * no longer knows, is left as it is, so a retried deletion does not fail on it.
   */
  async cancelSubscription(subscriptionId: string): Promise<'canceled' | 'already-ended'> {
    let status: string;
    try {
      status = (await this.stripe.subscriptions.retrieve(subscriptionId)).status;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return 'already-ended';
      }
      throw error;
    }
    if (status === 'canceled' || status === 'incomplete_expired') return 'already-ended';
    await this.stripe.subscriptions.cancel(
      subscriptionId,
      { prorate: false, cancellation_details: { comment: 'Account deleted by an Arbiter admin.' } },
      { idempotencyKey: `arbiter-cancel-${subscriptionId}` },
    );
    return 'canceled';
  }

  async createPortalSession(customerId: string): Promise<string> {
    const portal = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${this.publicUrl}/dashboard`,
    });
    return portal.url;
  }
}
