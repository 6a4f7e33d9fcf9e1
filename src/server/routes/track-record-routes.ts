import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackRecordQuerySchema, trackRecordResponseSchema } from '../../contracts/track-record';
import type { AppContext } from '../app-context';
import { TrackRecordService } from '../track-record/track-record-service';

/** Public: the platform's own published record; no sign-in, and nothing of any member in it. */
export const trackRecordRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = new TrackRecordService(ctx.db, ctx.clock);
  app.get(
    '/api/track-record',
    {
      schema: {
        querystring: trackRecordQuerySchema,
        response: { 200: trackRecordResponseSchema },
      },
    },
    async (request) => service.get(request.query),
  );
};
