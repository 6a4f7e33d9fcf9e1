import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import { dashboardStatsSchema, recheckResponseSchema } from '../../contracts/opportunities';
import { OddsApiError } from '../odds/odds-api-client';
import { RecheckRefused } from '../engine/opportunity-recheck';
import { NoAnswer } from '../platform/bus/requests';
import type { Rechecker } from '../replica/scanner-services';
import type { AppContext } from '../app-context';
import { readSettings } from '../account/settings-service';
import { DEFAULT_SETTINGS } from '../../contracts/settings';
import type { LiveOpportunities } from '../replica/live-opportunities';
import type { LiveBus } from '../platform/bus/live-bus';
import { viewFor } from '../engine/member-opportunities';
import { openMemberStream, sendFor } from './member-live-views';

/** The live lists, registered only in a process that serves live data (from its replica). */
export const opportunityRoutes: FastifyPluginAsyncZod<
  AppContext & { live: LiveOpportunities; recheck?: Rechecker | null }
> = async (app, ctx) => {
  const guarded = { onRequest: ctx.access.requireSubscriberCached };
  const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

  // Served from memory, serialised once per change; the response schema is the contract's, checked
  // in tests rather than re-validated on every request.
  app.get(
    '/api/live-arbitrage',
    { ...guarded, schema: { response: errors } },
    async (request, reply) => {
      return sendFor(ctx, request, reply, ctx.live.arbitrage());
    },
  );

  app.get(
    '/api/opportunities',
    { ...guarded, schema: { response: errors } },
    async (request, reply) => {
      return sendFor(ctx, request, reply, ctx.live.all());
    },
  );

  const recheck = ctx.recheck;
  if (recheck) {
    app.post(
      '/api/opportunities/:id/recheck',
      {
        onRequest: ctx.access.requireSubscriber,
        schema: {
          params: z.object({ id: z.string().min(1).max(100) }),
          response: {
            200: recheckResponseSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
            502: apiErrorSchema,
            503: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        try {
          const userId = request.auth!.user.id;
          const answer = await recheck.recheck(request.params.id, userId);
          // The member's own view of what is live now: their books, limits and devig method.
          if (answer.opportunity === null) return answer;
          const mine = viewFor(
            answer.opportunity,
            await ctx.ledgers.get(userId),
            await ctx.methods.get(userId),
          );
          if (mine === answer.opportunity) return answer;
          return mine === null
            ? { ...answer, outcome: 'gone' as const, opportunity: null }
            : { ...answer, opportunity: mine };
        } catch (error) {
          if (error instanceof RecheckRefused)
            return reply
              .code(error.reason === 'not-live' ? 404 : 429)
              .send({ message: error.message });
          if (error instanceof NoAnswer)
            return reply.code(503).send({
              message:
                'No scanner answered the re-check (one is being elected): the prices shown are from the last poll. Try again in a moment.',
            });
          if (error instanceof OddsApiError)
            return reply.code(502).send({
              message:
                error.kind === 'out-of-credits'
                  ? 'The odds plan has no credits left this month: the prices cannot be re-checked now.'
                  : 'The odds source did not answer the re-check; the prices shown are from the last poll. Try again in a moment.',
            });
          throw error;
        }
      },
    );
  }

  app.get(
    '/api/analytics/stats',
    { ...guarded, schema: { response: { 200: dashboardStatsSchema, ...errors } } },
    async (request) => {
      const settings = await readSettings(ctx.db, request.auth!.user.id);
      return ctx.live.stats(settings?.defaultStake ?? DEFAULT_SETTINGS.defaultStake);
    },
  );
};

/** The live stream, registered only in a process with an opportunity bus. */
export const streamRoutes: FastifyPluginAsyncZod<AppContext & { bus: LiveBus }> = async (
  app,
  ctx,
) => {
  const { bus } = ctx;
  const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
  app.get(
    '/api/stream',
    {
      onRequest: ctx.access.requireSubscriberCached,
      schema: {
        querystring: z.object({ lastEventId: z.coerce.number().int().nonnegative().optional() }),
        headers: z
          .object({ 'last-event-id': z.coerce.number().int().nonnegative().optional() })
          .loose(),
        response: errors,
      },
    },
    async (request, reply) => {
      const resumeFrom = request.headers['last-event-id'] ?? request.query.lastEventId;
      const sessionHash = request.auth?.sessionIdHash;
      const userId = request.auth?.user.id;
      if (!sessionHash || !userId) return reply.code(401).send({ message: 'Sign in to continue.' });
      return openMemberStream(ctx, bus, {
        request,
        reply,
        streamKey: sessionHash,
        userId,
        resumeFrom,
      });
    },
  );
};
