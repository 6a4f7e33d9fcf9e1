import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import {
  eventPriceHistorySchema,
  marketIntelligenceQuerySchema,
} from '../../contracts/market-intelligence';
import type { AppContext } from '../app-context';
import { sendShared } from '../http/shared-body';
import type { MarketViews } from '../replica/scanner-services';
import { scannerAnswer } from './no-answer';

const ANALYSIS = 'The market analysis';

/**
 * Registered where the analysis runs (the scanner) and in API processes of a cluster, which ask
 * the elected scanner for it over the bus.
 */
export const marketIntelligenceRoutes: FastifyPluginAsyncZod<
  AppContext & { market: MarketViews }
> = async (app, ctx) => {
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    503: apiErrorSchema,
  };

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
      const entry = await scannerAnswer(reply, () => ctx.market.get(sport, range), ANALYSIS);
      if (!entry) return reply;
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
      const history = await scannerAnswer(
        reply,
        () => ctx.market.history(request.params.id),
        ANALYSIS,
      );
      if (history === undefined) return reply;
      if (!history) return reply.code(404).send({ message: 'No such event.' });
      return history;
    },
  );
};
