import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../contracts/errors';
import type { Config } from '../config';
import { registerNulGuard } from './nul-guard';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Paths that carry their own defence: the identity provider's endpoints (its own xsrf tokens and
 * client authentication), signed webhooks, and Telegram's webhook (its secret-token header).
 */
const EXEMPT_PREFIXES = ['/oidc/', '/api/billing/webhook', '/api/telegram/webhook'];

/**
 * Paths a signed token in the URL authorises on its own: RFC 8058 one-click unsubscribe, which a
 * mail provider posts from its own servers, with no session, Origin of ours or CSRF header.
 */
const TOKEN_AUTHORISED_PATHS = new Set(['/api/alerts/unsubscribe', '/api/alerts/mute']);

/**
 * Posts from plain forms on Arbiter's own pages. A form cannot send the CSRF header, so these
 * need positive proof of our origin instead: an Origin or Sec-Fetch-Site that says so.
 */
const FORM_POST_PATHS = new Set(['/api/logout']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether another site started this navigation, by its fetch metadata, Origin or Referer. A
 * navigation that carries none of them (a bookmark, an older browser) counts as our own.
 */
export function startedElsewhere(request: FastifyRequest, expectedOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const { origin, referer } = request.headers;
  if (origin !== undefined && origin !== expectedOrigin) return true;
  return referer !== undefined && originOf(referer) !== expectedOrigin;
}

/** Public answers anyone may cache. Every other API answer is about someone, or sets its own. */
const PUBLIC_API_PATHS = new Set([
  '/api/membership-settings',
  '/api/config',
  '/api/sports',
  '/api/feed/status',
]);

export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // The push alerts' service worker, /sw.js, and nothing from elsewhere.
        'worker-src': ["'self'"],
        'upgrade-insecure-requests': config.https ? [] : null,
      },
    },
    hsts: config.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // With no-referrer, Chromium sends `Origin: null` on same-origin form posts, which the
    // origin check below would refuse. same-origin still sends nothing to other sites.
    referrerPolicy: { policy: 'same-origin' },
  });

  const expectedOrigin = new URL(config.publicUrl).origin;

  // CSRF: a state-changing request must come from our own origin, and API calls must also carry
  // a header that a cross-site form cannot send and a cross-site script cannot add without CORS.
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    if (TOKEN_AUTHORISED_PATHS.has(request.url.split('?')[0] ?? '')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (
      (origin && origin !== expectedOrigin) ||
      (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')
    ) {
      return reply.code(403).send({ message: 'Cross-site request refused.' });
    }
    if (request.url.startsWith('/api/') && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      const provenOurs = origin === expectedOrigin || fetchSite === 'same-origin';
      if (provenOurs && FORM_POST_PATHS.has(request.url.split('?')[0] ?? '')) return;
      return reply
        .code(403)
        .send({ message: `Request refused: the ${CSRF_HEADER} header is missing (CSRF defence).` });
    }
  });

  // A member's history, billing or odds must not outlive the session in a shared or back/forward
  // cache, so API answers default to no-store.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') && !PUBLIC_API_PATHS.has(path)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  registerNulGuard(app);
}
