import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import {
  eventPriceHistorySchema,
  marketIntelligenceQuerySchema,
} from '../../contracts/market-intelligence';
import type { AppContext } from '../app-context';
import { sendShared } from '../http/shared-body';
import type { MarketIntelligence } from '../market/market-intelligence';

/** Registered only in a process that runs the odds feed (and so the analysis). */
export const marketIntelligenceRoutes: FastifyPluginAsyncZod<
  AppContext & { market: MarketIntelligence }
> = async (app, ctx) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  // Served from the analysis the server keeps computing; the body is serialised once per
  // computation (marketIntelligenceSchema is its contract, checked in tests).
  app.get(
    '/api/market-intelligence',
    {
      onRequest: ctx.access.requireSubscriberCached,
      schema: { querystring: marketIntelligenceQuerySchema, response: errors },
    },
    async (request, reply) => {
      const { sport, range } = request.query;
      const entry = await ctx.market.get(sport, range);
      return sendShared(request, reply, entry.body, 'private, no-cache');
    },
  );

  app.get(
    '/api/market-intelligence/events/:id/history',
    {
      onRequest: ctx.access.requireSubscriberCached,
      schema: {
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: eventPriceHistorySchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const history = await ctx.market.history(request.params.id);
      if (!history) return reply.code(404).send({ message: 'No such event.' });
      return history;
    },
  );
};
