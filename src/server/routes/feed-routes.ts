import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/errors';
import {
  feedStatusSchema,
  oddsQuerySchema,
  oddsResponseSchema,
  sportsResponseSchema,
} from '../../contracts/feed';
import type { AppContext } from '../app-context';
import { sendJsonText } from '../http/shared-body';
import type { FeedReads } from '../replica/feed-reads';
import { scannerAnswer } from './no-answer';

/**
 * Registered where the odds feed can be read: in the scanner's own process, or from the elected
 * scanner (an API process, or the serving thread when the scanner has a thread of its own).
 */
export const feedRoutes: FastifyPluginAsyncZod<AppContext & { feedReads: FeedReads }> = async (
  app,
  ctx,
) => {
  const { feedReads } = ctx;
  const unavailable = { 503: apiErrorSchema };

  app.get(
    '/api/sports',
    { schema: { response: { 200: sportsResponseSchema, ...unavailable } } },
    async (_request, reply) => (await scannerAnswer(reply, () => feedReads.sports())) ?? reply,
  );

  app.get(
    '/api/feed/status',
    { schema: { response: { 200: feedStatusSchema, ...unavailable } } },
    async (_request, reply) => (await scannerAnswer(reply, () => feedReads.status())) ?? reply,
  );

  app.get(
    '/api/odds',
    {
      onRequest: ctx.access.requireSubscriber,
      schema: {
        querystring: oddsQuerySchema,
        response: {
          200: oddsResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          ...unavailable,
        },
      },
    },
    async (request, reply) => {
      const answer = await scannerAnswer(reply, () =>
        feedReads.odds(request.query.sport, request.query.eventId),
      );
      if (!answer) return reply;
      if ('missing' in answer) return reply.code(404).send({ message: answer.missing });
      // An `OddsResponse` serialised where the board is: not parsed again on the serving thread.
      return sendJsonText(reply, answer.json);
    },
  );
};
