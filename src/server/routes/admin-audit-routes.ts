import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  outboxResponseSchema,
} from '../../contracts/admin-audit';
import { apiErrorSchema } from '../../contracts/errors';
import { readAuditLog } from '../admin/audit-log';
import type { AppContext } from '../app-context';

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

  // Not connected to the alert outbox yet (alert_outbox, written by the alerts dispatcher): the
  // answer says so rather than looking like an empty mailbox.
  app.get(
    '/api/admin/outbox',
    {
      onRequest: ctx.access.requireAdmin,
      schema: { response: { 200: outboxResponseSchema, ...denied } },
    },
    async () => ({ available: false, items: [] }),
  );
};
