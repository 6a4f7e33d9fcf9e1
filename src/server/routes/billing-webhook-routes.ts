import type { FastifyPluginAsync } from 'fastify';
import type { BillingDeps } from '../billing/billing-deps';
import { receiveWebhook } from '../billing/webhook-receiver';

/**
 * POST /api/billing/webhook. The signature covers the exact bytes Stripe sent, so this scope
 * reads every body as a raw buffer instead of parsing JSON. It is exempt from the CSRF check
 * (security.ts): the signature is its defence.
 */
export const billingWebhookRoutes: FastifyPluginAsync<BillingDeps> = async (app, deps) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/billing/webhook', { bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
    const answer = await receiveWebhook(deps, raw, request.headers['stripe-signature']);
    const reason = answer.body.message;
    if (answer.statusCode !== 200) request.log.warn({ reason }, 'webhook refused');
    // Acknowledged so Stripe stops retrying, yet a member's billing may now be out of date.
    else if (reason) request.log.error({ reason }, 'webhook event acknowledged but not applied');
    return reply.code(answer.statusCode).send(answer.body);
  });
};
