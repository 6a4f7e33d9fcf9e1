import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import { dashboardStatsSchema, recheckResponseSchema } from '../../contracts/opportunities';
import { OddsApiError } from '../odds/odds-api-client';
import { RecheckRefused, type OpportunityRecheck } from '../engine/opportunity-recheck';
import type { AppContext } from '../app-context';
import type { DetectionEngine } from '../engine/detection-engine';
import type { Snapshot } from '../engine/live-opportunities';
import { sendShared } from '../http/shared-body';
import type { OpportunityBus } from '../engine/opportunity-bus';

function sendSnapshot(request: FastifyRequest, reply: FastifyReply, snapshot: Snapshot) {
  return sendShared(request, reply, snapshot, 'private, no-cache');
}

/** The live lists, registered only in a process that runs detection. */
export const opportunityRoutes: FastifyPluginAsyncZod<
  AppContext & { engine: DetectionEngine; recheck?: OpportunityRecheck | null }
> = async (app, ctx) => {
  const guarded = { onRequest: ctx.access.requireSubscriberCached };
  const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

  // Served from memory, serialised once per change; the response schema is the contract's, checked
  // in tests rather than re-validated on every request.
  app.get(
    '/api/live-arbitrage',
    { ...guarded, schema: { response: errors } },
    async (request, reply) => {
      return sendSnapshot(request, reply, ctx.engine.live.arbitrage());
    },
  );

  app.get(
    '/api/opportunities',
    { ...guarded, schema: { response: errors } },
    async (request, reply) => {
      return sendSnapshot(request, reply, ctx.engine.live.all());
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
            ...errors,
          },
        },
      },
      async (request, reply) => {
        try {
          return await recheck.recheck(request.params.id, request.auth!.user.id);
        } catch (error) {
          if (error instanceof RecheckRefused)
            return reply
              .code(error.reason === 'not-live' ? 404 : 429)
              .send({ message: error.message });
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
    async () => {
      return ctx.engine.live.stats();
    },
  );
};

/** The live stream, registered only in a process with an opportunity bus. */
export const streamRoutes: FastifyPluginAsyncZod<AppContext & { bus: OpportunityBus }> = async (
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
      if (!sessionHash) return reply.code(401).send({ message: 'Sign in to continue.' });
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let unsubscribe = () => {};
      const stream = ctx.streams.open(sessionHash, res, () => unsubscribe());
      stream.send('retry: 3000\n\n');
      const write = (seq: number, json: string) => stream.send(`id: ${seq}\ndata: ${json}\n\n`);
      if (resumeFrom !== undefined) {
        const missed = bus.since(resumeFrom);
        // Too far behind to replay: tell the client to reload the whole list.
        if (missed === null) stream.send(`id: ${bus.lastSeq}\nevent: reset\ndata: {}\n\n`);
        else for (const message of missed) write(message.seq, message.json);
      } else {
        stream.send(`id: ${bus.lastSeq}\nevent: ready\ndata: {}\n\n`);
      }
      unsubscribe = bus.subscribe((message) => write(message.seq, message.json));
      request.raw.once('close', () => stream.close());
      res.once('error', () => stream.close());
    },
  );
};
