import { announceWrites } from '../http/announce-writes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingSummarySchema,
  checkoutSessionIdSchema,
  checkoutSessionViewSchema,
  createCheckoutRequestSchema,
  createCheckoutResponseSchema,
  portalResponseSchema,
} from '../../contracts/billing';
import { apiErrorSchema } from '../../contracts/errors';
import type { AppContext } from '../app-context';
import { BillingProviderError, createBillingDeps, type BillingDeps } from '../billing/billing-deps';
import { checkoutSessionView } from '../billing/checkout-session-view';
import { startLocalBillingClock } from '../billing/local-billing-clock';
import { BillingConflictError } from '../billing/checkout-reservation';
import { billingSummary } from '../billing/member-subscription';
import { createPortalUrl } from '../billing/portal';
import { startCheckout } from '../billing/start-checkout';
import { billingLocalCheckoutRoutes } from './billing-local-checkout-routes';
import { billingLocalPortalRoutes } from './billing-local-portal-routes';
import { billingWebhookRoutes } from './billing-webhook-routes';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};

/** Conflicts and provider outages are answered with their own message; anything else is a 500. */
async function orBillingError<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BillingConflictError || error instanceof BillingProviderError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    throw error;
  }
}

/**
 * Each checkout holds a place under the member cap and may call Stripe. Counted per member (the
 * access check runs first and loads them), so members behind one address do not share a budget.
 */
const checkoutRateLimit = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.auth?.user.id ?? request.ip,
};

const billingApiRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps; ctx: AppContext }> = async (
  app,
  { deps, ctx },
) => {
  const signedIn = ctx.access.requireUser;

  app.post(
    '/api/create-checkout-session',
    {
      onRequest: signedIn,
      config: { rateLimit: checkoutRateLimit },
      schema: {
        body: createCheckoutRequestSchema,
        response: { 200: createCheckoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.auth!.user;
      return orBillingError(reply, () =>
        startCheckout(deps, user, request.body.planId, request.log),
      );
    },
  );

  app.get(
    '/api/billing/session/:id',
    {
      onRequest: signedIn,
      schema: {
        params: z.object({ id: checkoutSessionIdSchema }),
        response: { 200: checkoutSessionViewSchema, ...errors },
      },
    },
    async (request, reply) =>
      orBillingError(reply, async () => {
        const view = await checkoutSessionView(
          deps,
          request.auth!.user.id,
          request.params.id,
          request.log,
        );
        if (view) return view;
        return reply
          .code(404)
          .send({ message: 'No checkout session with this id belongs to your account.' });
      }),
  );

  app.get(
    '/api/billing/subscription',
    {
      onRequest: signedIn,
      schema: { response: { 200: billingSummarySchema, 401: apiErrorSchema } },
    },
    async (request) => billingSummary(deps, request.auth!.user.id),
  );

  app.post(
    '/api/billing/portal',
    { onRequest: signedIn, schema: { response: { 200: portalResponseSchema, ...errors } } },
    async (request, reply) =>
      orBillingError(reply, async () => ({
        url: await createPortalUrl(deps, request.auth!.user.id, request.log),
      })),
  );
};

/** Checkout, success-page verification, portal, webhook; the local checkout when Stripe is off. */
export const billingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  announceWrites(app, ctx.control, [{ type: 'plan.changed' }]);
  const deps = createBillingDeps(ctx);
  await app.register(billingWebhookRoutes, deps);
  await app.register(billingApiRoutes, { deps, ctx });
  if (deps.billing.kind !== 'local') return;
  await app.register(billingLocalCheckoutRoutes, { deps, ctx });
  await app.register(billingLocalPortalRoutes, { deps, ctx });
  // Stripe's own clock renews and ends subscriptions; the local checkout needs one of its own.
  let clock: ReturnType<typeof startLocalBillingClock> | null = null;
  app.addHook('onReady', async () => {
    clock = startLocalBillingClock(deps, (error) =>
      app.log.error({ err: error }, 'local billing clock failed'),
    );
    await clock.firstTick;
  });
  app.addHook('onClose', async () => {
    await clock?.stop();
  });
};
