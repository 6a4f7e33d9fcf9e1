import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayUseSubscriberFeatures } from '../../core/membership-access';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { tokenStreamKey } from '../streams/stream-access';
import { findTokenHolder } from './api-tokens';
import { isAdminUser } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member API token that authenticated this request; null on every other route. */
    apiTokenId: string | null;
  }
}

const BEARER = /^Bearer ([\x21-\x7e]+)$/;

const refuse = (reply: FastifyReply, status: 401 | 403, message: string) => {
  if (status === 401) reply.header('www-authenticate', 'Bearer realm="arbiter"');
  return reply.code(status).send({ message });
};

/**
 * The member API's only access rule: a bearer token of a member who may use subscriber features.
 * Cookies are never read here, and the session rules never read the Authorization header, so a
 * token cannot reach a session route and a session cannot reach the member API.
 */
export function createTokenAuth(config: Config, db: Database, clock: () => Date) {
  return async function requireToken(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    const secret = header === undefined ? undefined : BEARER.exec(header)?.[1];
    if (secret === undefined) {
      return refuse(
        reply,
        401,
        'The member API takes an API token: send "Authorization: Bearer arb_…". Create one in Settings → API tokens.',
      );
    }
    const now = clock();
    const holder = await findTokenHolder(db, secret, now);
    if (!holder) {
      return refuse(reply, 401, 'This API token is not valid: it was revoked or never existed.');
    }
    const isAdmin = isAdminUser(holder.user, config.adminEmails);
    if (!mayUseSubscriberFeatures({ ...holder.user, isAdmin }, now)) {
      return refuse(
        reply,
        403,
        'Your membership has lapsed, so your API tokens are turned off. Renew at /subscribe and they work again.',
      );
    }
    request.apiTokenId = holder.tokenId;
    request.auth = {
      user: holder.user,
      sessionIdHash: tokenStreamKey(holder.tokenId),
      idToken: null,
      isAdmin,
    };
  };
}
