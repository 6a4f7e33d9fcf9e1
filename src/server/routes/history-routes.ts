import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/errors';
import {
  createHistoryBodySchema,
  historyIdParamsSchema,
  historyListSchema,
  historyQuerySchema,
  historyRecordSchema,
  patchHistoryBodySchema,
} from '../../contracts/history';
import { historySummaryQuerySchema, historySummarySchema } from '../../contracts/history-summary';
import { DEFAULT_SETTINGS } from '../../contracts/settings';
import { readSettings } from '../account/settings-service';
import type { AppContext } from '../app-context';
import { sendCsv } from '../http/csv';
import {
  allHistory,
  opportunitySource,
  listHistory,
  patchHistory,
  recordOpportunity,
} from '../history/history-service';
import { summariseHistory } from '../history/history-summary';

/** A member's own arbitrage history. Every route reads and writes only the caller's records. */
export const historyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  app.post(
    '/api/arbitrage-history',
    {
      onRequest: ctx.access.requireSubscriber,
      schema: {
        body: createHistoryBodySchema,
        response: { 200: historyRecordSchema, 201: historyRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { opportunityId, status } = request.body;
      const userId = request.auth!.user.id;
      const now = ctx.clock();
      const source = await opportunitySource(ctx.db, ctx.replica, opportunityId);
      if (!source)
        return reply
          .code(404)
          .send({ message: `No opportunity ${opportunityId} was detected by Arbiter.` });
      const stakeAmount =
        request.body.stakeAmount ??
        (await readSettings(ctx.db, userId))?.defaultStake ??
        DEFAULT_SETTINGS.defaultStake;
      const { record, created } = await recordOpportunity(
        ctx.db,
        userId,
        source,
        { status, stakeAmount },
        ctx.config.detection.maxAgeMs / 1000,
        now,
      );
      return reply.code(created ? 201 : 200).send(record);
    },
  );

  app.get(
    '/api/arbitrage-history',
    {
      onRequest: ctx.access.requireSubscriber,
      schema: { querystring: historyQuerySchema, response: { 200: historyListSchema, ...errors } },
    },
    async (request) => ({ data: await listHistory(ctx.db, request.auth!.user.id, request.query) }),
  );

  app.get(
    '/api/arbitrage-history/summary',
    {
      onRequest: ctx.access.requireSubscriber,
      schema: {
        querystring: historySummaryQuerySchema,
        response: { 200: historySummarySchema, ...errors },
      },
    },
    async (request) => summariseHistory(ctx.db, request.auth!.user.id, request.query, ctx.clock()),
  );

  app.patch(
    '/api/arbitrage/:id',
    {
      onRequest: ctx.access.requireSubscriber,
      schema: {
        params: historyIdParamsSchema,
        body: patchHistoryBodySchema,
        response: { 200: historyRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await patchHistory(
        ctx.db,
        request.auth!.user.id,
        request.params.id,
        request.body,
        ctx.clock(),
      );
      // Someone else's record answers exactly like a missing one.
      if (result.outcome === 'missing') {
        return reply.code(404).send({ message: 'No such record in your history.' });
      }
      if (result.outcome === 'refused') return reply.code(400).send({ message: result.message });
      if (result.outcome === 'from-bets') return reply.code(409).send({ message: result.message });
      return result.record;
    },
  );

  // The member's own data to take away: signing in is enough, as for the bets export.
  app.get(
    '/api/arbitrage-history.csv',
    { onRequest: ctx.access.requireUser },
    async (request, reply) => {
      const records = await allHistory(ctx.db, request.auth!.user.id);
      const rows = records.map((record) => ({
        ...record,
        sportsbooks: record.sportsbooks.join('; '),
        odds: record.odds
          .map((o) => `${o.book} ${o.outcome}${o.point === null ? '' : ` ${o.point}`} @ ${o.price}`)
          .join('; '),
      }));
      return sendCsv(reply, 'arbiter-arbitrage-history.csv', HISTORY_COLUMNS, rows);
    },
  );
};

const HISTORY_COLUMNS = [
  'id',
  'opportunityId',
  'kind',
  'sport',
  'homeTeam',
  'awayTeam',
  'commenceTime',
  'arbitragePercentage',
  'status',
  'detectedAt',
  'executedAt',
  'expiredAt',
  'stakeAmount',
  'profitAmount',
  'roi',
  'expectedRoi',
  'betCount',
  'sportsbooks',
  'odds',
  'confidence',
  'executionDifficulty',
] as const;
