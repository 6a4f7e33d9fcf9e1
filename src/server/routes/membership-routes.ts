import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import { membershipSettingsSchema, membershipStatusSchema } from '../../contracts/membership';
import { readMembershipSettings, writeMembershipSettings } from '../membership/membership-settings';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/request-auth';

/** Admin form: Max Members and Status are editable; Active Members is the real count, read-only. */
export const membershipSettingsUpdateSchema = z
  .object({
    maxMembers: z.number().int().min(0).max(1_000_000),
    status: membershipStatusSchema,
    activeMembers: z.number().optional(),
  })
  .strict();

export const membershipRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
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
