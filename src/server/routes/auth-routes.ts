import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authUserSchema, callbackQuerySchema, loginQuerySchema } from '../../contracts/auth';
import { apiErrorSchema } from '../../contracts/errors';
import {
  authPagesCss,
  renderSignInUnavailablePage,
  renderSignOutConfirmPage,
} from '../auth/auth-pages';
import { saveLoginAttempt, takeLoginAttempt } from '../auth/login-attempts';
import { SignInError } from '../auth/oidc-client';
import { sessionCookieName } from '../auth/request-auth';
import { safeReturnTo } from '../auth/return-to';
import { createSession, destroySession, hashSessionId } from '../auth/session-store';
import { toAuthUser, upsertUserFromIdentity } from '../auth/users';
import type { AppContext } from '../app-context';
import { startedElsewhere } from '../http/security';

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { config, db, clock, relyingParty, access } = ctx;
  const cookieName = sessionCookieName(config);
  const expectedOrigin = new URL(config.publicUrl).origin;
  const authLimit = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  /** Ends a session everywhere it is held: the database, the lookup cache and open streams. */
  async function endSession(rawId: string) {
    access.forget(rawId);
    ctx.control.publishControl({ type: 'session.ended', sessionHash: hashSessionId(rawId) });
    return destroySession(db, rawId);
  }

  app.get('/auth.css', async (_request, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(authPagesCss),
  );

  app.get(
    '/api/login',
    { schema: { querystring: loginQuerySchema }, config: authLimit },
    async (request, reply) => {
      let pending;
      try {
        pending = await relyingParty.beginLogin();
      } catch (cause) {
        if (!(cause instanceof SignInError)) throw cause;
        // A person followed a link here: they get a page, not the API's JSON.
        request.log.error({ err: cause }, 'identity provider unreachable');
        return reply
          .code(503)
          .header('retry-after', '60')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderSignInUnavailablePage());
      }
      await saveLoginAttempt(
        db,
        {
          state: pending.state,
          nonce: pending.nonce,
          codeVerifier: pending.codeVerifier,
          returnTo: safeReturnTo(request.query.returnTo),
        },
        clock(),
      );
      return reply.redirect(pending.authorizationUrl.href, 302);
    },
  );

  app.get(
    '/api/callback',
    {
      schema: { querystring: callbackQuerySchema, response: { 400: apiErrorSchema } },
      config: authLimit,
    },
    async (request, reply) => {
      const { state, error, error_description } = request.query;
      if (error) {
        return reply.code(400).send({
          message: `Sign-in was not completed: ${error_description ?? error}`,
        });
      }
      if (!state) return reply.code(400).send({ message: 'The sign-in response has no state.' });
      const attempt = await takeLoginAttempt(db, state, clock());
      if (!attempt) {
        return reply.code(400).send({
          message: 'This sign-in link has expired or was already used. Please sign in again.',
        });
      }
      const callbackUrl = new URL(request.url, config.publicUrl);
      let identity;
      try {
        identity = await relyingParty.completeLogin(callbackUrl, { ...attempt, state });
      } catch (cause) {
        if (cause instanceof SignInError) {
          request.log.warn({ err: cause }, 'sign-in callback refused');
          return reply.code(400).send({ message: `${cause.message}. Please sign in again.` });
        }
        throw cause;
      }
      const now = clock();
      const user = await upsertUserFromIdentity(db, identity, now);
      // Rotate: whatever session the browser held before sign-in is gone.
      const previous = request.cookies[cookieName];
      if (previous) await endSession(previous);
      const session = await createSession(db, user.id, config.session, now, identity.idToken);
      reply.setCookie(cookieName, session.rawId, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.https,
        path: '/',
        expires: session.expiresAt,
      });
      return reply.redirect(attempt.returnTo, 302);
    },
  );

  async function signOut(request: FastifyRequest, reply: FastifyReply, status: 302 | 303) {
    const rawId = request.cookies[cookieName];
    const idToken = rawId ? await endSession(rawId) : null;
    reply.clearCookie(cookieName, {
      path: '/',
      secure: config.https,
      sameSite: 'lax',
      httpOnly: true,
    });
    const providerLogout = await relyingParty.logoutUrl(idToken);
    return reply.redirect(providerLogout?.href ?? '/landing', status);
  }

  // Arbiter's own pages link here. Another site's link or image must not sign a member out, so
  // a navigation started elsewhere gets a page that asks first.
  app.get('/api/logout', { config: authLimit }, async (request, reply) => {
    if (startedElsewhere(request, expectedOrigin)) {
      return reply.type('text/html; charset=utf-8').send(renderSignOutConfirmPage());
    }
    return signOut(request, reply, 302);
  });

  // The confirmation form. security.ts lets it through without the CSRF header only with our
  // Origin or Sec-Fetch-Site: same-origin.
  app.post('/api/logout', { config: authLimit }, async (request, reply) =>
    signOut(request, reply, 303),
  );

  app.get(
    '/api/auth/user',
    { schema: { response: { 200: authUserSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      // Polled every 5 s by every open page: served from the one-second session cache, which
      // sign-out and rotation evict at once.
      const auth = await access.loadSession(request, { cached: true });
      if (!auth) return reply.code(401).send({ message: 'Not signed in.' });
      reply.header('cache-control', 'no-store');
      return toAuthUser(auth.user, config.adminEmails);
    },
  );
};
