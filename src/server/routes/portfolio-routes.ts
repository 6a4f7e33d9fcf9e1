import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BET_EXPORT_COLUMNS,
  IMPORT_MAX_CHARS,
  importBodySchema,
  importResultSchema,
} from '../../contracts/bet-import';
import { apiErrorSchema } from '../../contracts/errors';
import { positionHedgeSchema, positionParamsSchema } from '../../contracts/hedge';
import { historyRecordSchema } from '../../contracts/history';
import {
  analyticsQuerySchema,
  bankrollSchema,
  betIdParamsSchema,
  betListSchema,
  betSchema,
  betsQuerySchema,
  createBetBodySchema,
  opportunityBetDraftSchema,
  opportunityIdParamsSchema,
  patchBetBodySchema,
  placeOpportunityBodySchema,
  portfolioAnalyticsSchema,
  portfolioStatsSchema,
  resetStatisticsSchema,
} from '../../contracts/portfolio';
import {
  allBets,
  BetInputError,
  createBet,
  deleteBet,
  listBets,
  patchBet,
  resetStatistics,
  toBet,
} from '../account/bet-service';
import { ImportInputError, importBets } from '../account/bet-import/import-bets';
import {
  AlreadyPlacedError,
  opportunityBetDraft,
  placeOpportunity,
} from '../account/place-opportunity';
import { NotHedgeableError, positionHedge } from '../account/position-hedge';
import { analyticsFor, bankrollFor, statsFor } from '../account/portfolio-service';
import type { AppContext } from '../app-context';
import { NoAnswer } from '../platform/bus/requests';
import { sendCsv } from '../http/csv';
import { opportunitySource } from '../history/history-service';
import { devigMethodOf } from '../account/settings-service';
import { settlementCoverage } from '../account/settlement-data';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const noSuchPosition = { message: 'No such position in your portfolio.' };
const noFeed = { message: 'Live prices are not available on this server; try again shortly.' };
const gone = { message: 'Your account no longer exists.' };
const noSuchBet = { message: 'No such bet in your portfolio.' };

/** The member's own bets, bankroll, statistics and analytics. Another member's bet is a 404. */
export const portfolioRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const subscriber = ctx.access.requireSubscriber;
  const userId = (request: { auth: { user: { id: string } } | null }) => request.auth!.user.id;

  app.get(
    '/api/user/bankroll',
    { onRequest: subscriber, schema: { response: { 200: bankrollSchema, ...errors } } },
    async (request, reply) =>
      (await bankrollFor(ctx.db, userId(request))) ?? reply.code(404).send(gone),
  );

  app.get(
    '/api/user/stats',
    { onRequest: subscriber, schema: { response: { 200: portfolioStatsSchema, ...errors } } },
    async (request, reply) =>
      (await statsFor(ctx.db, userId(request))) ?? reply.code(404).send(gone),
  );

  app.get(
    '/api/user/analytics',
    {
      onRequest: subscriber,
      schema: {
        querystring: analyticsQuerySchema,
        response: { 200: portfolioAnalyticsSchema, ...errors },
      },
    },
    async (request, reply) =>
      (await analyticsFor(ctx.db, userId(request), request.query.range, ctx.clock())) ??
      reply.code(404).send(gone),
  );

  app.get(
    '/api/user/bets',
    {
      onRequest: subscriber,
      schema: { querystring: betsQuerySchema, response: { 200: betListSchema, ...errors } },
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

  app.post(
    '/api/user/bets',
    {
      onRequest: subscriber,
      schema: { body: createBetBodySchema, response: { 201: betSchema, ...errors } },
    },
    async (request, reply) => {
      try {
        const bet = await createBet(
          ctx.db,
          userId(request),
          request.body,
          ctx.clock(),
          settlementCoverage(ctx.config),
        );
        return reply.code(201).send(bet);
      } catch (error) {
        if (error instanceof BetInputError) return reply.code(400).send({ message: error.message });
        throw error;
      }
    },
  );

  app.get(
    '/api/user/bets/from-opportunity/:id',
    {
      onRequest: subscriber,
      schema: {
        params: opportunityIdParamsSchema,
        response: { 200: opportunityBetDraftSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const source = await opportunitySource(ctx.db, ctx.replica, id);
      if (!source) {
        return reply.code(404).send({ message: `No opportunity ${id} was detected by Arbiter.` });
      }
      return opportunityBetDraft(id, source);
    },
  );

  app.post(
    '/api/user/bets/from-opportunity',
    {
      onRequest: subscriber,
      schema: {
        body: placeOpportunityBodySchema,
        response: {
          201: z.object({ record: historyRecordSchema, bets: z.array(betSchema) }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { opportunityId } = request.body;
      const now = ctx.clock();
      const source = await opportunitySource(ctx.db, ctx.replica, opportunityId);
      if (!source) {
        return reply
          .code(404)
          .send({ message: `No opportunity ${opportunityId} was detected by Arbiter.` });
      }
      try {
        const placed = await placeOpportunity(
          ctx.db,
          userId(request),
          source,
          request.body,
          ctx.config.detection.maxAgeMs / 1000,
          now,
        );
        return reply.code(201).send(placed);
      } catch (error) {
        if (error instanceof BetInputError) return reply.code(400).send({ message: error.message });
        if (error instanceof AlreadyPlacedError)
          return reply.code(409).send({ message: error.message });
        throw error;
      }
    },
  );

  // JSON escaping can double a CSV's size (every quote and line break): the body may be twice the file.
  app.post(
    '/api/user/bets/import',
    {
      onRequest: subscriber,
      bodyLimit: 2 * IMPORT_MAX_CHARS + 64 * 1024,
      schema: {
        body: importBodySchema,
        response: {
          200: importResultSchema,
          ...errors,
          422: importResultSchema.extend({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        const result = await importBets(ctx.db, userId(request), request.body, ctx.clock());
        if (request.body.dryRun || result.errors.length === 0) return result;
        const lines = result.errors.map((e) => e.line);
        const named = lines.length > 10 ? `${lines.slice(0, 10).join(', ')} …` : lines.join(', ');
        return reply.code(422).send({
          ...result,
          message: `Nothing was imported: ${lines.length} row${lines.length === 1 ? ' has an error' : 's have errors'} (line${lines.length === 1 ? '' : 's'} ${named}). Fix ${lines.length === 1 ? 'it' : 'them'} and import the file again.`,
        });
      } catch (error) {
        if (error instanceof ImportInputError)
          return reply.code(400).send({ message: error.message });
        throw error;
      }
    },
  );

  app.patch(
    '/api/user/bets/:id',
    {
      onRequest: subscriber,
      schema: {
        params: betIdParamsSchema,
        body: patchBetBodySchema,
        response: { 200: betSchema, ...errors },
      },
    },
    async (request, reply) =>
      (await patchBet(
        ctx.db,
        userId(request),
        request.params.id,
        request.body,
        ctx.clock(),
        settlementCoverage(ctx.config),
      )) ?? reply.code(404).send(noSuchBet),
  );

  app.delete(
    '/api/user/bets/:id',
    {
      onRequest: subscriber,
      schema: { params: betIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) =>
      (await deleteBet(ctx.db, userId(request), request.params.id, ctx.clock()))
        ? reply.code(204).send(null)
        : reply.code(404).send(noSuchBet),
  );

  app.get(
    '/api/user/positions/:historyId/hedge',
    {
      onRequest: subscriber,
      schema: {
        params: positionParamsSchema,
        response: { 200: positionHedgeSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { feedReads } = ctx;
      if (!feedReads) return reply.code(503).send(noFeed);
      try {
        const hedge = await positionHedge(
          ctx.db,
          userId(request),
          request.params.historyId,
          {
            quotesOfEvent: (eventId) => feedReads.quotesOfEvent(eventId),
            maxAgeMs: ctx.config.detection.maxAgeMs,
            ledger: await ctx.ledgers.get(userId(request)),
          },
          ctx.clock(),
        );
        return hedge ?? reply.code(404).send(noSuchPosition);
      } catch (error) {
        if (error instanceof NotHedgeableError)
          return reply.code(409).send({ message: error.message });
        if (error instanceof NoAnswer) return reply.code(503).send(noFeed);
        throw error;
      }
    },
  );

  // A lapsed member keeps the right to clear or take away their own data: sign-in is enough.
  app.post(
    '/api/user/reset-statistics',
    {
      onRequest: ctx.access.requireUser,
      schema: { response: { 200: resetStatisticsSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      deleted: await resetStatistics(ctx.db, userId(request)),
    }),
  );

  app.get('/api/user/bets.csv', { onRequest: ctx.access.requireUser }, async (request, reply) => {
    const id = userId(request);
    const method = await devigMethodOf(ctx.db, id);
    const rows = (await allBets(ctx.db, id)).map((row) => toBet(row, method));
    return sendCsv(reply, 'arbiter-bets.csv', BET_EXPORT_COLUMNS, rows);
  });
};
