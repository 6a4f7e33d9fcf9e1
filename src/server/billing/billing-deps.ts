import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { StripeGateway } from './stripe-gateway';
import type { WebhookDeps } from './webhook-receiver';

/** What the billing services need, built once per app from its context. */
export interface BillingDeps extends WebhookDeps {
  publicUrl: string;
  /** Null with the local checkout. */
  stripe: StripeGateway | null;
}

export function createBillingDeps(ctx: AppContext): BillingDeps {
  const billing = ctx.config.billing;
  return {
    db: ctx.db,
    clock: ctx.clock,
    onMembershipChange: () => ctx.control.publishControl({ type: 'plan.changed' }),
    billing,
    publicUrl: ctx.config.publicUrl,
    stripe: billing.kind === 'stripe' ? new StripeGateway(billing, ctx.config.publicUrl) : null,
  };
}

/** A failure at the payment provider: the member can retry, nothing was half-written. */
export class BillingProviderError extends Error {
  readonly statusCode = 502;
  constructor(cause: unknown, log?: FastifyBaseLogger) {
    super('The payment provider could not be reached. Please try again in a moment.');
    log?.error({ err: cause }, 'billing provider call failed');
  }
}
