import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { RoleReadiness } from '../runtime/role-readiness';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Headers a proxy adds: a request carrying one came through a proxy, whoever connected. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

/**
 * A client on this machine, talking to this process directly. A same-host reverse proxy
 * connects from loopback for every remote client, so a proxied request is never local, and
 * behind a trusted proxy (TRUST_PROXY) nothing is: the token is the way in.
 */
export function isDirectLoopback(
  request: { socket: { remoteAddress?: string }; headers: Record<string, unknown> },
  trustProxy: boolean,
): boolean {
  if (trustProxy) return false;
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

function timingSafeEqualText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  ready: z.boolean(),
  roles: z.object({
    api: z.literal('serving').optional(),
    scanner: z.enum(['polling', 'standby', 'starting']).optional(),
    jobs: z.enum(['running', 'starting']).optional(),
  }),
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
export const operationsRoutes: FastifyPluginAsyncZod<
  AppContext & {
    metrics: Registry;
    readiness: RoleReadiness;
    scannerMetrics: (() => Promise<string>) | null;
  }
> = async (app, ctx) => {
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
      const feed = await feedState(ctx, request.log);
      const roles = roleStates(ctx.readiness);
      // A standby scanner is ready: ready to take over, which is its job until it does.
      const ready = database === 'ok' && roles.scanner !== 'starting' && roles.jobs !== 'starting';
      return reply.code(ready ? 200 : 503).send({ ready, roles, database, feed });
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
      : isDirectLoopback(request, ctx.config.trustProxy);
    if (!allowed) {
      return reply.code(token ? 401 : 403).send({
        message: token
          ? 'A valid bearer token is required.'
          : 'Metrics are served to this machine only, not through a proxy; set METRICS_TOKEN to read them from elsewhere.',
      });
    }
    reply.header('cache-control', 'no-store').type(ctx.metrics.contentType);
    const own = await ctx.metrics.metrics();
    return ctx.scannerMetrics ? `${own}\n${await ctx.scannerMetrics()}` : own;
  });
};

/** The feed's state as the scanner reports it; null where there is no feed or it did not answer. */
async function feedState(ctx: AppContext, log: FastifyBaseLogger) {
  if (!ctx.feedReads) return null;
  try {
    const status = await ctx.feedReads.status();
    return {
      halted: status.halted,
      sportsPolled: status.sports.length,
      sportsLive: status.sports.filter((s) => s.source === 'live').length,
    };
  } catch (error) {
    log.warn({ err: error }, 'readiness: the scanner did not report the feed');
    return null;
  }
}

function roleStates(readiness: RoleReadiness) {
  const has = (role: RoleReadiness['roles'][number]) => readiness.roles.includes(role);
  return {
    ...(has('api') ? { api: 'serving' as const } : {}),
    ...(readiness.scanner ? { scanner: readiness.scanner() } : {}),
    ...(readiness.jobs
      ? { jobs: readiness.jobs() ? ('running' as const) : ('starting' as const) }
      : {}),
  };
}
