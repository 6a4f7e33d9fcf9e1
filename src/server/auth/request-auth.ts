import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasSubscriberAccess } from '../../core/membership-access';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema/index';
import { findSession, type ActiveSession } from './session-store';
import { isAdminUser } from './users';

export interface RequestAuth {
  user: UserRow;
  sessionIdHash: string;
  idToken: string | null;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export const sessionCookieName = (config: Config) =>
  // The __Host- prefix pins the cookie to this origin over https, path / and no Domain.
  config.https ? '__Host-arbiter_session' : 'arbiter_session';

export interface AccessRules {
  /**
   * Loads the session (if any) into request.auth. Never fails for a visitor. `cached` lets a hot
   * read reuse a lookup up to a second old.
   */
  loadSession(request: FastifyRequest, options?: { cached?: boolean }): Promise<RequestAuth | null>;
  /** Drops a session from the lookup cache (sign-out, rotation). */
  forget(rawId: string): void;
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  requireSubscriber(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The same rule for the polled live-data reads, with the one-second session cache. */
  requireSubscriberCached(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** Every rule is checked here on the server; the client's guards only choose what to render. */
/**
 * The polled live-data reads would otherwise cost a database round trip per request. For those
 * only, a found session is reused for this long; every other route reads the session afresh, so a
 * change to the member (a webhook, an admin edit) applies at once there. Sign-out evicts at once.
 */
const SESSION_CACHE_MS = 1_000;
const SESSION_CACHE_MAX = 50_000;

export function createAccessRules(config: Config, db: Database, clock: () => Date): AccessRules {
  const cookieName = sessionCookieName(config);
  const cache = new Map<string, { session: ActiveSession; until: number }>();

  async function lookup(rawId: string, useCache: boolean): Promise<ActiveSession | null> {
    const now = clock();
    const cached = cache.get(rawId);
    if (useCache && cached && cached.until > now.getTime()) return cached.session;
    const session = await findSession(db, rawId, config.session, now);
    if (!session) {
      cache.delete(rawId);
      return null;
    }
    if (cache.size >= SESSION_CACHE_MAX) cache.clear();
    cache.set(rawId, { session, until: now.getTime() + SESSION_CACHE_MS });
    return session;
  }

  async function loadSession(
    request: FastifyRequest,
    options: { cached?: boolean } = {},
  ): Promise<RequestAuth | null> {
    if (request.auth) return request.auth;
    const rawId = request.cookies[cookieName];
    if (!rawId) return null;
    const session = await lookup(rawId, options.cached === true);
    if (!session) return null;
    request.auth = {
      user: session.user,
      sessionIdHash: session.idHash,
      idToken: session.idToken,
      isAdmin: isAdminUser(session.user, config.adminEmails),
    };
    return request.auth;
  }

  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const auth = await loadSession(request);
    if (!auth) {
      await reply.code(401).send({ message: 'Sign in to continue.' });
    }
  }

  async function subscriberRule(request: FastifyRequest, reply: FastifyReply, cached: boolean) {
    const auth = await loadSession(request, { cached });
    if (!auth) {
      await reply.code(401).send({ message: 'Sign in to continue.' });
      return;
    }
    if (!hasSubscriberAccess(auth.user, clock())) {
      await reply.code(403).send({
        message: 'This feature requires an active membership. Start a trial at /subscribe.',
      });
    }
  }

  return {
    loadSession,
    forget: (rawId) => cache.delete(rawId),
    requireUser,
    requireSubscriber: (request, reply) => subscriberRule(request, reply, false),
    requireSubscriberCached: (request, reply) => subscriberRule(request, reply, true),
    async requireAdmin(request, reply) {
      const auth = await loadSession(request);
      if (!auth) {
        await reply.code(401).send({ message: 'Sign in to continue.' });
        return;
      }
      if (!auth.isAdmin) {
        await reply.code(403).send({ message: 'This page is restricted to administrators only.' });
      }
    },
  };
}
