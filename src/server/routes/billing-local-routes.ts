import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSessionIdSchema, planIdSchema } from '../../contracts/billing';
import type { AppContext } from '../app-context';
import type { BillingDeps } from '../billing/billing-deps';
import {
  cancelLocalCheckout,
  checkoutUrls,
  completeLocalCheckout,
} from '../billing/local-checkout';
import { renderLocalCheckoutPage } from '../billing/local-checkout-page';
import { runLocalBillingClock } from '../billing/local-billing-clock';
import { deliverLocalEvents } from '../billing/local-outbox';
import { localBillingCss, messagePage } from '../billing/local-page-shell';
import {
  PORTAL_NOTICES,
  renderLocalPortalPage,
  type PortalNotice,
} from '../billing/local-portal-page';
import {
  changeLocalSubscription,
  findLiveLocalSubscription,
  type PortalAction,
} from '../billing/local-subscription-changes';
import { isPortalLinkValid } from '../billing/portal';
import { checkoutSessions } from '../db/schema/index';

/** How often the local billing clock renews, ends and expires what is due. */
const CLOCK_TICK_MS = 60_000;

const checkoutParams = z.object({ id: checkoutSessionIdSchema });
const portalParams = z.object({
  token: z.string().regex(/^[\w-]{43}$/, { message: 'This is not a portal link.' }),
});
const portalQuery = z.object({
  done: z.enum(Object.keys(PORTAL_NOTICES) as [PortalNotice, ...PortalNotice[]]).optional(),
});
const actionParams = portalParams.extend({ action: z.enum(['cancel', 'resume', 'switch']) });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

const notFound = (reply: FastifyReply, title: string, message: string) =>
  html(reply, 404, messagePage(title, message, { href: '/subscribe', label: 'Back to Subscribe' }));

/**
 * The local checkout and billing portal: server-rendered forms that work without JavaScript.
 * They live outside /api/ because a plain form cannot send the CSRF header; the same-origin
 * check still applies, and each page needs the member's session plus an unguessable id that is
 * bound to that member (the checkout session id, or the portal link token).
 */
export const billingLocalRoutes: FastifyPluginAsyncZod<{
  deps: BillingDeps;
  ctx: AppContext;
}> = async (app, { deps, ctx }) => {
  async function memberOr401(request: FastifyRequest, reply: FastifyReply) {
    const auth = await ctx.access.loadSession(request);
    if (auth) return auth.user;
    if (request.method === 'GET') {
      await reply.redirect(`/api/login?returnTo=${encodeURIComponent(request.url)}`, 302);
    } else {
      await html(
        reply,
        401,
        messagePage('Sign in required', 'Your session has ended. Sign in and try again.', {
          href: '/api/login?returnTo=/subscribe',
          label: 'Sign in',
        }),
      );
    }
    return null;
  }

  app.get('/local-billing.css', async (_request, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(localBillingCss),
  );

  app.get('/local-checkout/:id', { schema: { params: checkoutParams } }, async (request, reply) => {
    const user = await memberOr401(request, reply);
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
    if (!session)
      return notFound(
        reply,
        'Checkout not found',
        'This checkout does not exist or belongs to another account.',
      );
    if (session.status === 'complete')
      return reply.redirect(checkoutUrls('', request.params.id).successUrl, 303);
    if (session.status !== 'open' || session.expiresAt <= deps.clock()) {
      return html(
        reply,
        410,
        messagePage(
          'Checkout expired',
          'This checkout is no longer open. Start again from the Subscribe page.',
          { href: '/subscribe', label: 'Back to Subscribe' },
        ),
      );
    }
    return html(
      reply,
      200,
      renderLocalCheckoutPage({ session, email: user.email, now: deps.clock() }),
    );
  });

  app.post(
    '/local-checkout/:id/complete',
    { schema: { params: checkoutParams } },
    async (request, reply) => {
      const user = await memberOr401(request, reply);
      if (!user) return reply;
      const sessionId = request.params.id;
      const outcome = await completeLocalCheckout(deps.db, {
        sessionId,
        userId: user.id,
        now: deps.clock(),
        publicUrl: deps.publicUrl,
      });
      if (outcome === 'not-found')
        return notFound(
          reply,
          'Checkout not found',
          'This checkout does not exist or belongs to another account.',
        );
      if (outcome === 'expired' || outcome === 'canceled') {
        return html(
          reply,
          410,
          messagePage(
            'Checkout closed',
            'This checkout is no longer open, so nothing was charged. Start again from the Subscribe page.',
            { href: '/subscribe', label: 'Back to Subscribe' },
          ),
        );
      }
      // Stripe delivers its events before or soon after the redirect; the local checkout before.
      await deliverLocalEvents(deps);
      return reply.redirect(checkoutUrls('', sessionId).successUrl, 303);
    },
  );

  app.post(
    '/local-checkout/:id/cancel',
    { schema: { params: checkoutParams } },
    async (request, reply) => {
      const user = await memberOr401(request, reply);
      if (!user) return reply;
      const found = await cancelLocalCheckout(deps.db, {
        sessionId: request.params.id,
        userId: user.id,
      });
      if (!found)
        return notFound(
          reply,
          'Checkout not found',
          'This checkout does not exist or belongs to another account.',
        );
      return reply.redirect(checkoutUrls('', request.params.id).cancelUrl, 303);
    },
  );

  app.get(
    '/local-portal/:token',
    { schema: { params: portalParams, querystring: portalQuery } },
    async (request, reply) => {
      const user = await memberOr401(request, reply);
      if (!user) return reply;
      if (!(await isPortalLinkValid(deps.db, request.params.token, user.id, deps.clock()))) {
        return notFound(
          reply,
          'Portal link expired',
          'This billing link has expired or belongs to another account. Open Manage Plan again.',
        );
      }
      const subscription = await findLiveLocalSubscription(deps.db, user.id);
      return html(
        reply,
        200,
        renderLocalPortalPage({
          token: request.params.token,
          email: user.email,
          subscription,
          notice: request.query.done,
        }),
      );
    },
  );

  app.post(
    '/local-portal/:token/:action',
    { schema: { params: actionParams } },
    async (request, reply) => {
      const user = await memberOr401(request, reply);
      if (!user) return reply;
      const { token } = request.params;
      if (!(await isPortalLinkValid(deps.db, token, user.id, deps.clock()))) {
        return notFound(
          reply,
          'Portal link expired',
          'This billing link has expired or belongs to another account. Open Manage Plan again.',
        );
      }
      let action: PortalAction;
      if (request.params.action === 'switch') {
        const form = z.object({ planId: planIdSchema }).safeParse(request.body);
        if (!form.success) {
          return html(
            reply,
            400,
            messagePage('Unknown plan', 'Choose the monthly or the annual plan.', {
              href: `/local-portal/${token}`,
              label: 'Back to your plan',
            }),
          );
        }
        action = { kind: 'switch', planId: form.data.planId };
      } else {
        action = { kind: request.params.action };
      }
      const live = await findLiveLocalSubscription(deps.db, user.id);
      const outcome = await changeLocalSubscription(deps.db, user.id, action, deps.clock());
      await deliverLocalEvents(deps);
      const notice: PortalNotice =
        outcome !== 'changed'
          ? 'unchanged'
          : action.kind === 'switch'
            ? live?.status === 'trialing'
              ? 'switched'
              : 'scheduled'
            : action.kind === 'cancel'
              ? 'canceled'
              : 'resumed';
      return reply.redirect(`/local-portal/${token}?done=${notice}`, 303);
    },
  );

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => runLocalBillingClock(deps))
      .catch((error: unknown) => app.log.error({ err: error }, 'local billing clock failed'));
    return running;
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), CLOCK_TICK_MS);
    timer.unref();
    await tick();
  });
  // The database closes after the app: let a running tick finish first.
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
};
