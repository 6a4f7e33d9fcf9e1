import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/database';
import { countHit } from './shared-counter';

/**
 * A @fastify/rate-limit store in PostgreSQL, so a limit (the sign-in's, a member API token's)
 * holds across every API process instead of multiplying by their number.
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error as Error),
      );
    }

    /** Each route (or `app.rateLimit` handler, by its window) counts on its own keys. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged limit parameters here, not the route options its types say.
      const params = routeOptions as unknown as {
        groupId?: string;
        timeWindow?: unknown;
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const route = params.routeInfo?.url
        ? `${[params.routeInfo.method ?? ''].flat().join(',')} ${params.routeInfo.url}`
        : `handler ${String(params.timeWindow)}`;
      return new PostgresRateLimitStore(null, `rate:${params.groupId ?? route}:`);
    }
  }
  return PostgresRateLimitStore;
}
