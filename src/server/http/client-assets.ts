import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client and falls back to index.html for client routes. Unknown API paths and
 * anything that is not a page request get a JSON 404, rate limited against scanners.
 */
export async function registerClientAssets(app: FastifyInstance, clientDir: string) {
  const indexHtml = join(clientDir, 'index.html');
  const built = existsSync(indexHtml);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Brotli and gzip copies are written at build time (scripts/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        // Vite names every file under assets/ by its content hash: it never changes in place.
        const hashed = /[\\/]assets[\\/]/.test(path);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        !path.startsWith('/oidc/') &&
        !/\.[a-z0-9]+$/i.test(path);
      if (!isPage) {
        return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
      }
      if (!built) {
        return reply
          .code(503)
          .type('text/plain')
          .send(
            'The client is not built yet: run `npm run build:client` (npm start does it for you).',
          );
      }
      return reply.sendFile('index.html');
    },
  );
}
