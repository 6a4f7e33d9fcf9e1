import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import { historyListSchema, historyQuerySchema } from '../../contracts/history';
import { historySummaryQuerySchema, historySummarySchema } from '../../contracts/history-summary';
import { opportunitiesResponseSchema, streamEventSchema } from '../../contracts/opportunities';
import {
  analyticsQuerySchema,
  bankrollSchema,
  betListSchema,
  betsQuerySchema,
  portfolioAnalyticsSchema,
  portfolioStatsSchema,
} from '../../contracts/portfolio';
import { listBets } from '../account/bet-service';
import { settlementCoverage } from '../account/settlement-data';
import { analyticsFor, bankrollFor, statsFor } from '../account/portfolio-service';
import type { AppContext } from '../app-context';
import { createTokenAuth } from '../auth/token-auth';
import { listHistory } from '../history/history-service';
import { summariseHistory } from '../history/history-summary';
import { openMemberStream, sendFor } from './member-live-views';
import { devigMethodOf } from '../account/settings-service';

export const MEMBER_API_PREFIX = '/api/v1';
export const MEMBER_API_TAG = 'Member API';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const gone = { message: 'Your account no longer exists.' };

/**
 * The member API: read-only views of one member's own data for their scripts and tools, answering
 * only `Authorization: Bearer <token>`. Every route reuses the service the app's own route calls,
 * so the API and the screens never disagree. GET only: a token cannot change anything.
 */
export const memberApiRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('onRequest', createTokenAuth(ctx.config, ctx.db, ctx.clock));
  // After the token is known: the limit is per token, whichever address its calls come from.
  app.addHook(
    'preHandler',
    app.rateLimit({
      max: ctx.config.apiTokens.ratePerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `api-token:${request.apiTokenId ?? ''}`,
    }),
  );
  const userId = (request: { auth: { user: { id: string } } | null }) => request.auth!.user.id;
  const tags = [MEMBER_API_TAG];

  const { live, bus } = ctx;
  if (live) {
    app.get(
      '/opportunities',
      {
        schema: {
          tags,
          summary: 'Live opportunities',
          description:
            'Every live arbitrage, value bet and middle as you see it in the app: books your ledger leaves out are dropped, stakes are capped at your limits and exchange prices use your commission.',
          response: { 200: opportunitiesResponseSchema, ...errors },
        },
      },
      async (request, reply) => sendFor(ctx, request, reply, live.all()),
    );
    app.get(
      '/opportunities/arbitrage',
      {
        schema: {
          tags,
          summary: 'Live arbitrage',
          description: 'The live arbitrage opportunities only, in the same member view.',
          response: { 200: opportunitiesResponseSchema, ...errors },
        },
      },
      async (request, reply) => sendFor(ctx, request, reply, live.arbitrage()),
    );
  }

  if (bus) {
    app.get(
      '/stream',
      {
        exposeHeadRoute: false,
        schema: {
          tags,
          summary: 'Live stream (Server-Sent Events)',
          description:
            'Each `data:` line is one event as JSON; its `id:` is a sequence number. Reconnect with `Last-Event-ID` (or `?lastEventId=`) to receive what you missed; an `event: reset` means you were too far behind: fetch /api/v1/opportunities again. The stream ends with `event: end` when the token is revoked or the membership lapses.',
          querystring: z.object({ lastEventId: z.coerce.number().int().nonnegative().optional() }),
          headers: z
            .object({ 'last-event-id': z.coerce.number().int().nonnegative().optional() })
            .loose(),
          response: {
            200: { content: { 'text/event-stream': { schema: streamEventSchema } } },
            ...errors,
          },
        },
      },
      async (request, reply) =>
        openMemberStream(ctx, bus, {
          request,
          reply,
          streamKey: request.auth!.sessionIdHash,
          userId: userId(request),
          resumeFrom: request.headers['last-event-id'] ?? request.query.lastEventId,
        }),
    );
  }

  app.get(
    '/bets',
    {
      schema: {
        tags,
        summary: 'Your bets',
        description: 'Newest first, with closing odds and closing-line value once recorded.',
        querystring: betsQuerySchema,
        response: { 200: betListSchema, ...errors },
      },
    },
    async (request) => {
      const id = userId(request);
      return listBets(
        ctx.db,
        id,
        request.query,
        await devigMethodOf(ctx.db, id),
        settlementCoverage(ctx.config),
      );
    },
  );

  app.get(
    '/bankroll',
    {
      schema: {
        tags,
        summary: 'Your bankroll',
        response: { 200: bankrollSchema, ...errors },
      },
    },
    async (request, reply) =>
      (await bankrollFor(ctx.db, userId(request))) ?? reply.code(404).send(gone),
  );

  app.get(
    '/portfolio',
    {
      schema: {
        tags,
        summary: 'Portfolio statistics',
        description: 'Profit, ROI, yield, win rate and average closing-line value (CLV).',
        response: { 200: portfolioStatsSchema, ...errors },
      },
    },
    async (request, reply) =>
      (await statsFor(ctx.db, userId(request))) ?? reply.code(404).send(gone),
  );

  app.get(
    '/portfolio/analytics',
    {
      schema: {
        tags,
        summary: 'Portfolio analytics',
        description:
          'Bankroll series, results by sport, book, market and kind, and the CLV distribution over bets settled in the range.',
        querystring: analyticsQuerySchema,
        response: { 200: portfolioAnalyticsSchema, ...errors },
      },
    },
    async (request, reply) =>
      (await analyticsFor(ctx.db, userId(request), request.query.range, ctx.clock())) ??
      reply.code(404).send(gone),
  );

  app.get(
    '/history',
    {
      schema: {
        tags,
        summary: 'Your arbitrage history',
        querystring: historyQuerySchema,
        response: { 200: historyListSchema, ...errors },
      },
    },
    async (request) => ({ data: await listHistory(ctx.db, userId(request), request.query) }),
  );

  app.get(
    '/history/summary',
    {
      schema: {
        tags,
        summary: 'History summary',
        description: 'Totals, execution rate, profit and ROI of your history over a period.',
        querystring: historySummaryQuerySchema,
        response: { 200: historySummarySchema, ...errors },
      },
    },
    async (request) => summariseHistory(ctx.db, userId(request), request.query, ctx.clock()),
  );
};
