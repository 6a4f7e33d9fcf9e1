import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderApiReference, type ReferenceDocument } from '../http/api-reference-page';
import { MEMBER_API_PREFIX, MEMBER_API_TAG } from './member-api-routes';

/** The name @fastify/swagger decorates the app with for the member API's own document. */
export const MEMBER_API_DOCUMENT = 'memberApiDocument';

export function memberApiDocument(app: FastifyInstance): ReferenceDocument {
  const generate = (app as unknown as Record<string, () => ReferenceDocument>)[MEMBER_API_DOCUMENT];
  if (!generate) throw new Error('the member API document is not registered');
  return generate.call(app);
}

/**
 * The member API's OpenAPI document and its reference page. Both are public (a tool reads the
 * document before it holds a token), so they sit outside the token scope, and the document says
 * so with an empty security list.
 */
export const memberApiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { tags: [MEMBER_API_TAG], security: [] };
  // The routes are fixed once the app is ready: the document is built on first use and kept.
  let document: ReferenceDocument | null = null;
  let page: string | null = null;
  const documentOf = () => (document ??= memberApiDocument(app));

  app.get(
    '/openapi.json',
    { schema: { ...open, summary: 'This API described in OpenAPI 3.1' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return documentOf();
    },
  );

  app.get(
    '/docs',
    { schema: { ...open, summary: 'This reference page' } },
    async (_request, reply) => {
      page ??= renderApiReference(documentOf(), `${MEMBER_API_PREFIX}/openapi.json`);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    },
  );
};
