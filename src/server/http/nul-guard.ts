import type { FastifyInstance } from 'fastify';

/** Bounds the walk on a hostile body; anything deeper is left to the database error mapping. */
const MAX_DEPTH = 32;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Raw bodies (the signed webhook) are checked by their own receiver, after the signature.
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  if (depth >= MAX_DEPTH) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

/**
 * PostgreSQL refuses NUL in text, so an id, name or filter carrying one would otherwise fail
 * deep in a query as a 500. Refused here, before any route's schema, with the part that held it.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const part = containsNul(request.params)
      ? 'path'
      : containsNul(request.query)
        ? 'query string'
        : containsNul(request.body)
          ? 'body'
          : null;
    if (part) {
      return reply.code(400).send({
        message: `The request ${part} contains a NUL character (\\u0000), which is not allowed.`,
      });
    }
  });
}
