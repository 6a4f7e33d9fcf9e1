import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planIdSchema } from '../../contracts/billing';
import type { AppContext } from '../app-context';
import type { BillingDeps } from '../billing/billing-deps';
import { deliverLocalEvents } from '../billing/local-outbox';
import { messagePage } from '../billing/local-page-shell';
import {
  PORTAL_NOTICES,
  renderLocalPortalPage,
  type PortalNotice,
} from '../billing/local-portal-page';
import {
  changeLocalSubscription,
  findLiveLocalSubscription,
  type PortalAction,
  type PortalActionOutcome,
} from '../billing/local-subscription-changes';
import { isPortalLinkValid } from '../billing/portal';
import { html, notFound, signedInMember } from './billing-local-pages';

const portalParams = z.object({
  token: z.string().regex(/^[\w-]{43}$/, { message: 'This is not a portal link.' }),
});
const portalQuery = z.object({
  done: z.enum(Object.keys(PORTAL_NOTICES) as [PortalNotice, ...PortalNotice[]]).optional(),
});
const actionParams = portalParams.extend({ action: z.enum(['cancel', 'resume', 'switch']) });
const EXPIRED =
  'This billing link has expired or belongs to another account. Open Manage Plan again.';

function noticeFor(
  action: PortalAction,
  outcome: PortalActionOutcome,
  wasTrialing: boolean,
): PortalNotice {
  if (outcome !== 'changed') return 'unchanged';
  if (action.kind === 'switch') return wasTrialing ? 'switched' : 'scheduled';
  return action.kind === 'cancel' ? 'canceled' : 'resumed';
}

/**
 * The local billing portal: switch plan, cancel at period end, resume, each sending the same
 * customer.subscription.updated event Stripe's portal would. Plain forms outside /api/, guarded
 * by the member's session and a short-lived link token bound to them (see portal.ts).
 */
export const billingLocalPortalRoutes: FastifyPluginAsyncZod<{
  deps: BillingDeps;
  ctx: AppContext;
}> = async (app, { deps, ctx }) => {
  app.get(
    '/local-portal/:token',
    { schema: { params: portalParams, querystring: portalQuery } },
    async (request, reply) => {
      const user = await signedInMember(ctx, request, reply);
      if (!user) return reply;
      const { token } = request.params;
      if (!(await isPortalLinkValid(deps.db, token, user.id, deps.clock()))) {
        return notFound(reply, 'Portal link expired', EXPIRED);
      }
      const subscription = await findLiveLocalSubscription(deps.db, user.id);
      const page = renderLocalPortalPage({
        token,
        email: user.email,
        subscription,
        notice: request.query.done,
      });
      return html(reply, 200, page);
    },
  );

  app.post(
    '/local-portal/:token/:action',
    { schema: { params: actionParams } },
    async (request, reply) => {
      const user = await signedInMember(ctx, request, reply);
      if (!user) return reply;
      const { token } = request.params;
      if (!(await isPortalLinkValid(deps.db, token, user.id, deps.clock()))) {
        return notFound(reply, 'Portal link expired', EXPIRED);
      }
      let action: PortalAction;
      if (request.params.action === 'switch') {
        const form = z.object({ planId: planIdSchema }).safeParse(request.body);
        if (!form.success) {
          const back = { href: `/local-portal/${token}`, label: 'Back to your plan' };
          return html(
            reply,
            400,
            messagePage('Unknown plan', 'Choose the monthly or the annual plan.', back),
          );
        }
        action = { kind: 'switch', planId: form.data.planId };
      } else {
        action = { kind: request.params.action };
      }
      const before = await findLiveLocalSubscription(deps.db, user.id);
      const outcome = await changeLocalSubscription(deps.db, user.id, action, deps.clock());
      await deliverLocalEvents(deps);
      const notice = noticeFor(action, outcome, before?.status === 'trialing');
      return reply.redirect(`/local-portal/${token}?done=${notice}`, 303);
    },
  );
};
