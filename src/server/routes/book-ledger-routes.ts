import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookLedgerSchema, bookLedgerUpdateSchema } from '../../contracts/book-ledger';
import { apiErrorSchema } from '../../contracts/errors';
import {
  LedgerInputError,
  memberLedgerOf,
  readBookLedger,
  saveBookLedger,
} from '../account/book-ledger-service';
import type { AppContext } from '../app-context';

/** The caller's own book ledger; signing in is enough, as for the other settings. */
export const bookLedgerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

  app.get(
    '/api/user/books',
    {
      onRequest: ctx.access.requireUser,
      schema: { response: { 200: bookLedgerSchema, ...errors } },
    },
    async (request) => readBookLedger(ctx.db, request.auth!.user.id),
  );

  app.put(
    '/api/user/books',
    {
      onRequest: ctx.access.requireUser,
      schema: { body: bookLedgerUpdateSchema, response: { 200: bookLedgerSchema, ...errors } },
    },
    async (request, reply) => {
      const userId = request.auth!.user.id;
      try {
        const saved = await saveBookLedger(ctx.db, userId, request.body, ctx.clock());
        // Every other process holding this member's ledger reads it again; this one has it.
        ctx.control.publishControl({ type: 'ledger.changed', userId });
        ctx.ledgers.set(userId, memberLedgerOf(saved));
        return saved;
      } catch (error) {
        if (error instanceof LedgerInputError)
          return reply.code(400).send({ message: error.message });
        throw error;
      }
    },
  );
};
