import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import type { AppContext } from '../app-context';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function timingSafeEqualText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  ready: z.boolean(),
  database: z.enum(['ok', 'unavailable']),
  feed: z
    .object({
      halted: z.string().nullable(),
      sportsPolled: z.number().int(),
      sportsLive: z.number().int(),
    })
    .nullable(),
});

/**
 * What a process supervisor and a monitoring system ask: is the process up (/healthz), can it
 * serve (/readyz: the database answers; the feed's state is reported), and the metrics.
 */
export const operationsRoutes: FastifyPluginAsyncZod<AppContext & { metrics: Registry }> = async (
  app,
  ctx,
) => {
  app.get('/healthz', { schema: { response: { 200: healthSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get(
    '/readyz',
    { schema: { response: { 200: readySchema, 503: readySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      let database: 'ok' | 'unavailable' = 'ok';
      try {
        await ctx.db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database did not answer');
        database = 'unavailable';
      }
      const status = ctx.feed?.status();
      const feed = status
        ? {
            halted: status.halted,
            sportsPolled: status.sports.length,
            sportsLive: status.sports.filter((s) => s.source === 'live').length,
          }
        : null;
      const ready = database === 'ok';
      return reply.code(ready ? 200 : 503).send({ ready, database, feed });
    },
  );

  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });

  const token = ctx.config.metricsToken;
  app.get('/metrics', async (request, reply) => {
    const allowed = token
      ? timingSafeEqualText(request.headers.authorization ?? '', `Bearer ${token}`)
      : LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!allowed) {
      return reply.code(token ? 401 : 403).send({
        message: token
          ? 'A valid bearer token is required.'
          : 'Metrics are served to this machine only; set METRICS_TOKEN to read them from elsewhere.',
      });
    }
    reply.header('cache-control', 'no-store').type(ctx.metrics.contentType);
    return ctx.metrics.metrics();
  });
};
