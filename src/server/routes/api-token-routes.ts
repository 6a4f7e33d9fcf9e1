import { tokenStreamKey } from '../streams/stream-access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenIdParamsSchema,
  apiTokenListSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
} from '../../contracts/api-tokens';
import { apiErrorSchema } from '../../contracts/errors';
import type { AppContext } from '../app-context';
import { createApiToken, listApiTokens, revokeApiToken, TokenCapReached } from '../auth/api-tokens';

/**
 * The caller's own member API tokens, managed from a session (never with a token). Creating one
 * needs a membership, as using one does; listing and revoking need only sign-in, so a member whose
 * plan lapsed can still clean up.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const { perMember } = ctx.config.apiTokens;

  app.get(
    '/api/user/api-tokens',
    {
      onRequest: ctx.access.requireUser,
      schema: { response: { 200: apiTokenListSchema, ...errors } },
    },
    async (request) => ({
      tokens: await listApiTokens(ctx.db, request.auth!.user.id),
      limit: perMember,
    }),
  );

  app.post(
    '/api/user/api-tokens',
    {
      onRequest: ctx.access.requireSubscriber,
      schema: {
        body: createApiTokenBodySchema,
        response: { 201: createdApiTokenSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const created = await createApiToken(
          ctx.db,
          request.auth!.user.id,
          request.body.name,
          perMember,
          ctx.clock(),
        );
        return reply.code(201).send(created);
      } catch (error) {
        if (error instanceof TokenCapReached)
          return reply.code(409).send({ message: error.message });
        throw error;
      }
    },
  );

  app.delete(
    '/api/user/api-tokens/:id',
    {
      onRequest: ctx.access.requireUser,
      schema: {
        params: apiTokenIdParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const revoked = await revokeApiToken(ctx.db, request.auth!.user.id, request.params.id);
      if (!revoked) return reply.code(404).send({ message: 'No such API token.' });
      // Streams opened with the token end in every process, as a signed-out session's do.
      ctx.control.publishControl({
        type: 'session.ended',
        sessionHash: tokenStreamKey(request.params.id),
      });
      return reply.code(204).send(null);
    },
  );
};
