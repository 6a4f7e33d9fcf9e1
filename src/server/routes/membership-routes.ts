import { announceWrites } from '../http/announce-writes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/errors';
import {
  membershipSettingsSchema,
  membershipSettingsUpdateSchema,
} from '../../contracts/membership';
import { readMembershipSettings, writeMembershipSettings } from '../membership/membership-settings';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/request-auth';

export const membershipRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  announceWrites(app, ctx.control, [{ type: 'plan.changed' }]);
  app.get(
    '/api/membership-settings',
    { schema: { response: { 200: membershipSettingsSchema } } },
    async () => readMembershipSettings(ctx.db),
  );

  app.post(
    '/api/admin/membership-settings',
    {
      onRequest: ctx.access.requireAdmin,
      schema: {
        body: membershipSettingsUpdateSchema,
        response: { 200: membershipSettingsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) =>
      writeMembershipSettings(
        ctx.db,
        { maxMembers: request.body.maxMembers, status: request.body.status },
        actorOf(request),
        ctx.clock(),
      ),
  );
};
