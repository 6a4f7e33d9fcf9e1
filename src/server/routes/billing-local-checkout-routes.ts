import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSessionIdSchema } from '../../contracts/billing';
import type { AppContext } from '../app-context';
import type { BillingDeps } from '../billing/billing-deps';
import {
  cancelLocalCheckout,
  checkoutUrls,
  completeLocalCheckout,
} from '../billing/local-checkout';
import { renderLocalCheckoutPage } from '../billing/local-checkout-page';
import { deliverLocalEvents } from '../billing/local-outbox';
import { localBillingCss, messagePage } from '../billing/local-page-shell';
import { checkoutSessions } from '../db/schema/index';
import { html, notFound, signedInMember } from './billing-local-pages';

const params = z.object({ id: checkoutSessionIdSchema });
const NOT_YOURS = 'This checkout does not exist or belongs to another account.';
const backToSubscribe = { href: '/subscribe', label: 'Back to Subscribe' };

/**
 * The local checkout: a server-rendered page with plain forms that works without JavaScript.
 * It lives outside /api/ because a form cannot send the CSRF header; the same-origin check still
 * applies, and each request needs the member's session and a checkout session id bound to them.
 */
export const billingLocalCheckoutRoutes: FastifyPluginAsyncZod<{
  deps: BillingDeps;
  ctx: AppContext;
}> = async (app, { deps, ctx }) => {
  app.get('/local-billing.css', async (_request, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(localBillingCss),
  );

  app.get('/local-checkout/:id', { schema: { params } }, async (request, reply) => {
    const user = await signedInMember(ctx, request, reply);
    if (!user) return reply;
    const [session] = await deps.db
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.sessionId, request.params.id),
          eq(checkoutSessions.userId, user.id),
        ),
      );
    if (!session) return notFound(reply, 'Checkout not found', NOT_YOURS);
    if (session.status === 'complete') {
      return reply.redirect(checkoutUrls('', request.params.id).successUrl, 303);
    }
    if (session.status !== 'open' || session.expiresAt <= deps.clock()) {
      const message = 'This checkout is no longer open. Start again from the Subscribe page.';
      return html(reply, 410, messagePage('Checkout expired', message, backToSubscribe));
    }
    return html(
      reply,
      200,
      renderLocalCheckoutPage({ session, email: user.email, now: deps.clock() }),
    );
  });

  app.post('/local-checkout/:id/complete', { schema: { params } }, async (request, reply) => {
    const user = await signedInMember(ctx, request, reply);
    if (!user) return reply;
    const sessionId = request.params.id;
    const outcome = await completeLocalCheckout(deps.db, {
      sessionId,
      userId: user.id,
      now: deps.clock(),
      publicUrl: deps.publicUrl,
    });
    if (outcome === 'not-found') return notFound(reply, 'Checkout not found', NOT_YOURS);
    if (outcome === 'expired' || outcome === 'canceled') {
      const message =
        'This checkout is no longer open, so nothing was charged. Start again from the Subscribe page.';
      return html(reply, 410, messagePage('Checkout closed', message, backToSubscribe));
    }
    // Stripe's events may trail its redirect; the local checkout delivers them first.
    await deliverLocalEvents(deps);
    return reply.redirect(checkoutUrls('', sessionId).successUrl, 303);
  });

  app.post('/local-checkout/:id/cancel', { schema: { params } }, async (request, reply) => {
    const user = await signedInMember(ctx, request, reply);
    if (!user) return reply;
    const found = await cancelLocalCheckout(deps.db, {
      sessionId: request.params.id,
      userId: user.id,
    });
    if (!found) return notFound(reply, 'Checkout not found', NOT_YOURS);
    return reply.redirect(checkoutUrls('', request.params.id).cancelUrl, 303);
  });
};
