import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membersResponseSchema } from '../../contracts/admin';
import { apiErrorSchema } from '../../contracts/errors';
import { hasSubscriberAccess } from '../../core/membership-access';
import { users } from '../db/schema/index';
import type { AppContext } from '../app-context';

export const adminMemberRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const protectedEmail = ctx.config.adminEmails[0];

  app.get(
    '/api/admin/members',
    {
      onRequest: ctx.access.requireAdmin,
      schema: {
        response: { 200: membersResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => {
      const rows = await ctx.db.select().from(users).orderBy(desc(users.createdAt)).limit(5000);
      const now = ctx.clock();
      const members = rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        subscriptionTier: row.subscriptionTier,
        subscriptionStatus: row.subscriptionStatus,
        joinDate: row.createdAt.toISOString(),
        portfolioValue: row.portfolioStartCents / 100,
        isProtected: row.email.toLowerCase() === protectedEmail,
      }));
      return {
        members,
        total: rows.length,
        active: rows.filter((row) => hasSubscriberAccess(row, now)).length,
        elite: rows.filter((row) => row.subscriptionTier === 'elite').length,
      };
    },
  );
};
