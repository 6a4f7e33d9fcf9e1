import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  outboxResponseSchema,
} from '../../contracts/admin-audit';
import { apiErrorSchema } from '../../contracts/errors';
import { readAuditLog } from '../admin/audit-log';
import { toOutboxItem } from '../alerts/outbox-item';
import type { AppContext } from '../app-context';
import { alertOutbox } from '../db/schema/index';

const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/** What admins did (the audit log) and what the platform e-mailed (the outbox). */
export const adminAuditRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/audit-log',
    {
      onRequest: ctx.access.requireAdmin,
      schema: {
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...denied },
      },
    },
    async (request) => readAuditLog(ctx.db, request.query),
  );

  // Every message the alerts queued or sent, newest first, with its status and error.
  app.get(
    '/api/admin/outbox',
    {
      onRequest: ctx.access.requireAdmin,
      schema: { response: { 200: outboxResponseSchema, ...denied } },
    },
    async () => {
      const rows = await ctx.db
        .select()
        .from(alertOutbox)
        .orderBy(desc(alertOutbox.createdAt), desc(alertOutbox.id))
        .limit(200);
      return { items: rows.map(toOutboxItem) };
    },
  );
};
