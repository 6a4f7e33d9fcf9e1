import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayUseSubscriberFeatures } from '../../core/membership-access';
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

/** Who is acting, for a route behind requireAdmin (or any rule that loaded the session). */
export function actorOf(request: FastifyRequest): { id: string; email: string } {
  if (!request.auth) throw new Error('actorOf needs a route whose access rule loads the session');
  return { id: request.auth.user.id, email: request.auth.user.email };
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
  /** A session ended in any process, named by its hash: its cached lookup goes. */
  forgetSessionHash(idHash: string): void;
  /** A member may have changed (billing, an admin edit): every cached session is read afresh. */
  forgetAll(): void;
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  requireSubscriber(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The same rule for the polled live-data reads, with the one-second session cache. */
  requireSubscriberCached(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** Every rule is checked here on the server; the client's guards only choose what to render. */
/**
 * The polled reads (the signed-in user, the live lists, the stream) would otherwise cost a
 * database round trip per request. For those only, a found session is reused for up to this long,
 * never past the session's own end; every other route reads the session afresh. Sign-out evicts
 * its entry at once, and any accepted write or applied billing event clears the whole cache, so a
 * membership change made in this process applies at the next read.
 */
const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_MAX = 50_000;

export function createAccessRules(config: Config, db: Database, clock: () => Date): AccessRules {
  const cookieName = sessionCookieName(config);
  const cache = new Map<string, { session: ActiveSession; until: number }>();
  let generation = 0;

  async function lookup(rawId: string, useCache: boolean): Promise<ActiveSession | null> {
    const now = clock();
    const cached = cache.get(rawId);
    if (
      useCache &&
      cached &&
      cached.until > now.getTime() &&
      cached.session.endsAt > now.getTime()
    ) {
      return cached.session;
    }
    // A lookup that raced a forgetAll() read the member before the change: use it, never cache it.
    const startedIn = generation;
    const session = await findSession(db, rawId, config.session, now);
    if (!session) {
      cache.delete(rawId);
      return null;
    }
    if (startedIn !== generation) return session;
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
    if (!mayUseSubscriberFeatures({ ...auth.user, isAdmin: auth.isAdmin }, clock())) {
      await reply.code(403).send({
        message: 'This feature requires an active membership. Start a trial at /subscribe.',
      });
    }
  }

  return {
    loadSession,
    forget: (rawId) => {
      generation++;
      cache.delete(rawId);
    },
    forgetSessionHash: (idHash) => {
      generation++;
      for (const [rawId, entry] of cache) if (entry.session.idHash === idHash) cache.delete(rawId);
    },
    forgetAll: () => {
      generation++;
      cache.clear();
    },
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
