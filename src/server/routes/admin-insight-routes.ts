import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOpportunitiesQuerySchema,
  adminOpportunitiesResponseSchema,
  analyticsQuerySchema,
  analyticsResponseSchema,
} from '../../contracts/admin-analytics';
import { apiUsageResponseSchema } from '../../contracts/admin-usage';
import { apiErrorSchema } from '../../contracts/errors';
import { gradedPicksQuerySchema, gradedPicksResponseSchema } from '../../contracts/graded-picks';
import { adminOpportunities } from '../admin/admin-opportunities';
import { apiUsageReport } from '../admin/api-usage';
import { gradedPicks } from '../admin/graded-picks';
import { platformAnalytics } from '../admin/platform-analytics';
import type { AppContext } from '../app-context';

const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The admin console's reads: platform analytics, opportunities, graded picks, odds-API usage. */
export const adminInsightRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/analytics',
    {
      onRequest: ctx.access.requireAdmin,
      schema: {
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema, ...denied },
      },
    },
    async (request) => platformAnalytics(ctx.db, ctx.replica, request.query, ctx.clock()),
  );

  app.get(
    '/api/admin/opportunities',
    {
      onRequest: ctx.access.requireAdmin,
      schema: {
        querystring: adminOpportunitiesQuerySchema,
        response: { 200: adminOpportunitiesResponseSchema, ...denied },
      },
    },
    async (request) => adminOpportunities(ctx.db, ctx.replica, request.query, ctx.clock()),
  );

  app.get(
    '/api/admin/graded-picks',
    {
      onRequest: ctx.access.requireAdmin,
      schema: {
        querystring: gradedPicksQuerySchema,
        response: { 200: gradedPicksResponseSchema, ...denied },
      },
    },
    async (request) => gradedPicks(ctx.db, request.query, ctx.clock()),
  );

  app.get(
    '/api/admin/api-usage',
    {
      onRequest: ctx.access.requireAdmin,
      schema: { response: { 200: apiUsageResponseSchema, ...denied } },
    },
    async () => apiUsageReport(ctx.db, ctx.config, ctx.clock()),
  );
};
