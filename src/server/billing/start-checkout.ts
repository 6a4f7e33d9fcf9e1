import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CreateCheckoutResponse, PlanId } from '../../contracts/billing';
import type { UserRow } from '../db/schema/index';
import { checkoutSessions } from '../db/schema/index';
import { BillingProviderError, type BillingDeps } from './billing-deps';
import { reserveCheckout, type Reservation } from './checkout-reservation';
import { localId } from './local-objects';

function waitlistAnswer(
  reservation: Extract<Reservation, { kind: 'waitlisted' }>,
  email: string,
): CreateCheckoutResponse {
  const why =
    reservation.reason === 'full'
      ? 'Every Elite place is taken right now.'
      : 'Elite membership is taking new members from the waitlist only.';
  const listed = reservation.alreadyListed
    ? `You're already on the waitlist as ${email}.`
    : `You're on the waitlist as ${email}.`;
  return {
    status: 'waitlisted',
    alreadyListed: reservation.alreadyListed,
    message: `${why} ${listed} We'll e-mail you when a place opens.`,
  };
}

/**
 * POST /api/create-checkout-session: reserve a place (or join the waitlist), then open the
 * checkout. If Stripe fails after the reservation, the reservation is released.
 */
export async function startCheckout(
  deps: BillingDeps,
  user: UserRow,
  planId: PlanId,
  log?: FastifyBaseLogger,
): Promise<CreateCheckoutResponse> {
  const now = deps.clock();
  const local = deps.stripe === null;
  const sessionId = local ? localId('cs') : null;
  const reservation = await reserveCheckout(deps.db, {
    user,
    planId,
    provider: local ? 'local' : 'stripe',
    now,
    session: sessionId
      ? { sessionId, url: `${deps.publicUrl}/local-checkout/${sessionId}` }
      : undefined,
  });
  if (reservation.kind === 'existing') return { status: 'checkout', url: reservation.url };
  if (reservation.kind === 'waitlisted') return waitlistAnswer(reservation, user.email);
  if (!deps.stripe)
    return { status: 'checkout', url: `${deps.publicUrl}/local-checkout/${sessionId}` };

  const stripe = deps.stripe;
  let session: { id: string; url: string };
  try {
    const customerId = await stripe.ensureCustomer(deps.db, user, now);
    session = await stripe.createCheckoutSession({
      reservationId: reservation.reservationId,
      userId: user.id,
      customerId,
      planId,
      withTrial: reservation.withTrial,
      expiresAt: reservation.expiresAt,
    });
  } catch (error) {
    await deps.db
      .update(checkoutSessions)
      .set({ status: 'canceled' })
      .where(eq(checkoutSessions.id, reservation.reservationId));
    throw new BillingProviderError(error, log);
  }
  await deps.db
    .update(checkoutSessions)
    .set({ sessionId: session.id, url: session.url })
    .where(eq(checkoutSessions.id, reservation.reservationId));
  // Earlier sessions of this member no longer hold a place; close them at Stripe too.
  for (const released of reservation.released) {
    await stripe.expireCheckoutSession(released).catch((error: unknown) => {
      log?.warn(
        { err: error, sessionId: released },
        'could not expire a replaced checkout session',
      );
    });
  }
  return { status: 'checkout', url: session.url };
}
