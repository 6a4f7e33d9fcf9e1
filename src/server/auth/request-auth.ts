import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasSubscriberAccess } from '../../core/membership-access';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema/index';
import { findSession } from './session-store';
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
  /** Loads the session (if any) into request.auth. Never fails for a visitor. */
  loadSession(request: FastifyRequest): Promise<RequestAuth | null>;
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  requireSubscriber(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** Every rule is checked here on the server; the client's guards only choose what to render. */
export function createAccessRules(config: Config, db: Database, clock: () => Date): AccessRules {
  const cookieName = sessionCookieName(config);

  async function loadSession(request: FastifyRequest): Promise<RequestAuth | null> {
    if (request.auth) return request.auth;
    const rawId = request.cookies[cookieName];
    if (!rawId) return null;
    const session = await findSession(db, rawId, config.session, clock());
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

  return {
    loadSession,
    requireUser,
    async requireSubscriber(request, reply) {
      const auth = await loadSession(request);
      if (!auth) {
        await reply.code(401).send({ message: 'Sign in to continue.' });
        return;
      }
      if (!hasSubscriberAccess(auth.user, clock())) {
        await reply.code(403).send({
          message: 'This feature requires an active membership. Start a trial at /subscribe.',
        });
      }
    },
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
