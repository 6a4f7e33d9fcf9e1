import Stripe from 'stripe';
import type { Database } from '../db/database';
import { applyEvent, MalformedEventError, parseEvent } from './apply-event';
import type { BillingConfig } from './billing-config';

/** Stripe's default: a signature older than five minutes is refused (replay defence). */
export const SIGNATURE_TOLERANCE_S = 300;

export interface WebhookDeps {
  db: Database;
  billing: BillingConfig;
  clock: () => Date;
  /** Told after an event was applied, so open live streams re-check their members at once. */
  onMembershipChange?: () => void;
}

export interface WebhookAnswer {
  statusCode: 200 | 400;
  /** A message says why the event was refused, or why an acknowledged one was not applied. */
  body: { received: boolean; duplicate?: boolean; message?: string };
}

const refuse = (message: string): WebhookAnswer => ({
  statusCode: 400,
  body: { received: false, message },
});

function signatureFailureReason(error: unknown): string {
  if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
    return (error.message.split('\n')[0] ?? '').trim();
  }
  return 'the Stripe-Signature header is malformed';
}

/**
 * The one entry for billing events, from Stripe over HTTP or from the local checkout: verify the
 * signature over the raw bytes, check the shape, apply once.
 */
export async function receiveWebhook(
  deps: WebhookDeps,
  rawBody: Buffer | string | undefined,
  signature: string | string[] | undefined,
): Promise<WebhookAnswer> {
  if (typeof signature !== 'string' || signature === '') {
    return refuse('Missing Stripe-Signature header.');
  }
  if (rawBody === undefined || rawBody.length === 0) return refuse('The webhook body is empty.');
  let payload: unknown;
  try {
    payload = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      deps.billing.webhookSecret,
      SIGNATURE_TOLERANCE_S,
      undefined,
      deps.clock().getTime(),
    );
  } catch (error) {
    // The body is parsed only after the signature matched, so a SyntaxError means a signed body
    // that is not JSON. Anything else is a header the stripe package could not use: some
    // malformed ones (`t=,v1=`) fail inside it with a plain Error rather than its own type.
    if (error instanceof SyntaxError) return refuse('The webhook body is not valid JSON.');
    return refuse(`Webhook signature verification failed: ${signatureFailureReason(error)}`);
  }
  let event;
  try {
    event = parseEvent(payload);
  } catch (error) {
    if (!(error instanceof MalformedEventError)) throw error;
    // Stripe retries a refused event for days, and the same object would fail every time: a
    // sound event whose object Arbiter cannot read is acknowledged, and the route logs it.
    if (error.handledType) {
      return {
        statusCode: 200,
        body: { received: true, message: `Not applied: ${error.message}` },
      };
    }
    return refuse(error.message);
  }
  const result = await applyEvent(deps.db, deps.billing, event, deps.clock());
  if (!result.duplicate) deps.onMembershipChange?.();
  return { statusCode: 200, body: { received: true, duplicate: result.duplicate } };
}
