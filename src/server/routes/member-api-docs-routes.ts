import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { renderApiReference, type ReferenceDocument } from '../http/api-reference-page';
import { MEMBER_API_PREFIX, MEMBER_API_TAG } from './member-api-routes';

/** The name @fastify/swagger decorates the app with for the member API's own document. */
export const MEMBER_API_DOCUMENT = 'memberApiDocument';

/**
 * The member API's own document, beside the app's: OpenAPI 3.1 (JSON Schema 2020-12 from the zod
 * contracts), its routes only, every one behind a bearer token unless it says otherwise. Registered
 * before the routes, as @fastify/swagger collects them as they are added.
 */
export async function registerMemberApiDocument(app: FastifyInstance, config: Config) {
  const { ratePerMinute } = config.apiTokens;
  await app.register(swagger, {
    decorator: MEMBER_API_DOCUMENT,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Arbiter Member API',
        version: '1',
        description: `Read-only access to your own Arbiter data: live opportunities as you see them in the app, the live stream, your bets, bankroll, portfolio (with closing-line value) and history. Create a token in Settings → Account → API tokens and send it as "Authorization: Bearer <token>". Each token may make ${ratePerMinute} calls a minute; past that the answer is 429 with Retry-After. A revoked or unknown token gets 401; while your membership has lapsed your tokens get 403.`,
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A member API token (arb_…).' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) =>
      input.url.startsWith(`${MEMBER_API_PREFIX}/`)
        ? jsonSchemaTransform(input)
        : { schema: { hide: true }, url: input.url },
  });
}

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
