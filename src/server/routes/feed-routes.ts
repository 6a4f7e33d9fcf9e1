import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sportGroupOf, sportIcon } from '../../core/catalog/sports';
import { apiErrorSchema } from '../../contracts/errors';
import {
  feedStatusSchema,
  oddsQuerySchema,
  oddsResponseSchema,
  sportsResponseSchema,
} from '../../contracts/feed';
import type { AppContext } from '../app-context';
import type { OddsFeed } from '../odds/odds-feed';
import { oddsSourceName } from '../odds/odds-source-name';

/** Registered only in a process that runs the odds feed. */
export const feedRoutes: FastifyPluginAsyncZod<AppContext & { feed: OddsFeed }> = async (
  app,
  ctx,
) => {
  const { feed } = ctx;

  app.get('/api/sports', { schema: { response: { 200: sportsResponseSchema } } }, async () => {
    const polled = new Set(feed.status().sports.map((s) => s.key));
    return {
      sports: feed.sportCatalogue().map((s) => {
        const group = sportGroupOf(s.key);
        return {
          key: s.key,
          group: s.group,
          title: s.title,
          sportGroup: group,
          icon: sportIcon(group),
          active: s.active,
          polled: polled.has(s.key),
          events: feed.board.eventsOfSport(s.key).length,
        };
      }),
    };
  });

  app.get('/api/feed/status', { schema: { response: { 200: feedStatusSchema } } }, async () => {
    const status = feed.status();
    const lastUpdated = status.sports
      .map((s) => s.lastSuccessAt)
      .filter((t): t is string => t !== null)
      .sort()
      .at(-1);
    return {
      source: oddsSourceName(ctx.config),
      halted: status.halted,
      intervalSeconds: feed.effectiveIntervalMs / 1000,
      booksReporting: feed.booksReportingInLastCycle(),
      lastUpdated: lastUpdated ?? null,
      creditsSpentThisMonth: status.creditsSpentThisMonth,
      monthlyCredits: ctx.config.odds.monthlyCredits,
      sports: status.sports,
    };
  });

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
        },
      },
    },
    async (request, reply) => {
      const { sport, eventId } = request.query;
      const sportStatus = feed.status().sports.find((s) => s.key === sport);
      if (!sportStatus)
        return reply.code(404).send({ message: `Unknown or unpolled sport: ${sport}` });
      const events = feed.board.eventsOfSport(sport).filter((e) => !eventId || e.id === eventId);
      if (eventId && events.length === 0) {
        return reply.code(404).send({ message: `No event ${eventId} on the ${sport} board` });
      }
      return {
        sport,
        source: sportStatus.source,
        events: events
          .sort((a, b) => a.commenceTime - b.commenceTime)
          .map((e) => ({
            id: e.id,
            sportKey: e.sportKey,
            homeTeam: e.homeTeam,
            awayTeam: e.awayTeam,
            commenceTime: new Date(e.commenceTime).toISOString(),
            quotes: feed.board.quotesOfEvent(e.id).map((q) => ({
              market: q.market,
              outcome: q.outcome,
              point: q.point,
              book: q.book,
              price: q.price,
              lastUpdate: new Date(q.lastUpdate).toISOString(),
              betLimit: q.betLimit,
            })),
          })),
      };
    },
  );
};
