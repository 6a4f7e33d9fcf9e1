import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membersQuerySchema, membersResponseSchema } from '../../contracts/admin';
import { apiErrorSchema } from '../../contracts/errors';
import { users } from '../db/schema/index';
import type { AppContext } from '../app-context';

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const adminMemberRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const protectedEmail = ctx.config.adminEmails[0];

  app.get(
    '/api/admin/members',
    {
      onRequest: ctx.access.requireAdmin,
      schema: {
        querystring: membersQuerySchema,
        response: { 200: membersResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, pageSize, search } = request.query;
      const now = ctx.clock();
      const matches = search
        ? or(ilike(users.email, likePattern(search)), ilike(users.name, likePattern(search)))
        : undefined;
      const hasAccess = and(
        inArray(users.subscriptionStatus, ['active', 'trialing']),
        or(isNull(users.accessEndsAt), gt(users.accessEndsAt, now)),
      );
      const [rows, [totals], [matching]] = await Promise.all([
        ctx.db
          .select()
          .from(users)
          .where(matches)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ctx.db
          .select({
            total: count(),
            active: sql<number>`count(*) filter (where ${hasAccess})`.mapWith(Number),
            elite:
              sql<number>`count(*) filter (where ${eq(users.subscriptionTier, 'elite')})`.mapWith(
                Number,
              ),
          })
          .from(users),
        ctx.db.select({ n: count() }).from(users).where(matches),
      ]);
      return {
        members: rows.map((row) => ({
          id: row.id,
          email: row.email,
          name: row.name,
          subscriptionTier: row.subscriptionTier,
          subscriptionStatus: row.subscriptionStatus,
          joinDate: row.createdAt.toISOString(),
          portfolioValue: row.portfolioStartCents / 100,
          isProtected: row.email.toLowerCase() === protectedEmail,
        })),
        page,
        pageSize,
        matching: matching?.n ?? 0,
        total: totals?.total ?? 0,
        active: totals?.active ?? 0,
        elite: totals?.elite ?? 0,
      };
    },
  );
};
