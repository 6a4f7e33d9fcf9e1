import { announceWrites } from '../http/announce-writes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberDeletedSchema,
  memberIdParamsSchema,
  memberSchema,
  memberUpdateSchema,
  membersQuerySchema,
  membersResponseSchema,
} from '../../contracts/admin';
import { apiErrorSchema } from '../../contracts/errors';
import { deleteMember, MemberChangeRefused, updateMember } from '../admin/member-admin';
import { listMembers } from '../admin/members';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/request-auth';
import { BillingProviderError, createBillingDeps } from '../billing/billing-deps';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** A refused change and a provider outage answer with their own message; anything else is a 500. */
async function orRefusal<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MemberChangeRefused || error instanceof BillingProviderError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    throw error;
  }
}

export const adminMemberRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  announceWrites(app, ctx.control, [{ type: 'plan.changed' }, { type: 'alert-rules.changed' }]);
  const admins = ctx.config.adminEmails;
  const billing = createBillingDeps(ctx);

  app.get(
    '/api/admin/members',
    {
      onRequest: ctx.access.requireAdmin,
      schema: {
        querystring: membersQuerySchema,
        response: { 200: membersResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listMembers(ctx.db, admins, request.query, ctx.clock());
    },
  );

  app.put(
    '/api/admin/members/:id',
    {
      onRequest: ctx.access.requireAdmin,
      schema: {
        params: memberIdParamsSchema,
        body: memberUpdateSchema,
        response: { 200: memberSchema, ...errors },
      },
    },
    async (request, reply) =>
      orRefusal(reply, () =>
        updateMember(
          ctx.db,
          admins,
          actorOf(request),
          request.params.id,
          request.body,
          ctx.clock(),
        ),
      ),
  );

  app.delete(
    '/api/admin/members/:id',
    {
      onRequest: ctx.access.requireAdmin,
      schema: {
        params: memberIdParamsSchema,
        response: { 200: memberDeletedSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request, reply) =>
      orRefusal(reply, () =>
        deleteMember(billing, admins, actorOf(request), request.params.id, request.log),
      ),
  );
};
