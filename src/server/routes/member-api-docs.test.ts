import { Validator } from '@seriousme/openapi-schema-validator';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiToken } from '../../contracts/api-tokens';
import type { OpportunitiesResponse } from '../../contracts/opportunities';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema/index';
import { DetectionEngine } from '../engine/detection-engine';
import { MemoryBus } from '../platform/bus/memory-bus';
import { boardWithOneArbitrage } from '../test-support/arbitrage-board';
import { grantMembership } from '../test-support/membership';
import { openSse } from '../test-support/sse-client';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; responses: object }>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  security: unknown[];
}

/**
 * Every GET route under /api/v1 that Fastify registered, read from its own route tree
 * (`printRoutes` lists each path with its methods), in OpenAPI's `{param}` form.
 */
function registeredV1Routes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:[└├]── )(\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const methods = match[3]?.split(', ') ?? [];
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    if (methods.includes('GET') && path.startsWith('/api/v1/')) routes.push(path);
  }
  return routes.sort();
}

describe.each(testDatabaseKinds)(
  'the member API document, rate limits and stream on %s',
  (kind) => {
    let database: DatabaseHandle;
    let server: TestServer;
    const bus = new MemoryBus();
    let cookie = '';

    const createToken = async (name: string, as = cookie) => {
      const response = await fetch(`${server.url}/api/user/api-tokens`, {
        method: 'POST',
        headers: {
          cookie: as,
          origin: server.url,
          'x-arbiter-csrf': '1',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name }),
      });
      expect(response.status).toBe(201);
      return (await response.json()) as CreatedApiToken;
    };
    const get = (secret: string, path: string) =>
      fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${secret}` } });

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const engine = new DetectionEngine(
        boardWithOneArbitrage(Date.now()),
        { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 },
        new MemoryBus(),
        null,
        pino({ level: 'silent' }),
      );
      engine.sweep();
      server = await startTestServer(
        database,
        // A one-second heartbeat: each open stream's access is re-checked that often.
        { API_TOKEN_RATE_PER_MINUTE: '5', STREAM_HEARTBEAT_S: '1' },
        { services: { engine, bus } },
      );
      ({ cookie } = await memberWithSession(database.db, 'quant@arbiter.test'));
      await grantMembership(database.db, 'quant@arbiter.test');
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await database?.close();
    });

    it('serves a valid OpenAPI 3.1 document of every /api/v1 route and nothing else', async () => {
      const response = await fetch(`${server.url}/api/v1/openapi.json`);
      expect(response.status).toBe(200);
      const document = (await response.json()) as Document;
      expect(document.openapi).toBe('3.1.0');
      const validator = new Validator();
      const result = await validator.validate(document as unknown as Record<string, unknown>);
      expect(result.errors).toBeUndefined();
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');

      const documented = Object.keys(document.paths).sort();
      const registered = registeredV1Routes(server.app.printRoutes({ commonPrefix: false }));
      expect(registered.length).toBeGreaterThanOrEqual(10);
      expect(documented).toEqual(registered);
      for (const [path, methods] of Object.entries(document.paths)) {
        expect(Object.keys(methods), path).toEqual(['get']);
      }
      expect(document.components.securitySchemes.bearer).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
      expect(document.security).toEqual([{ bearer: [] }]);
      // The document and its page are read before a tool holds a token.
      expect(document.paths['/api/v1/openapi.json']?.get?.security).toEqual([]);
      expect(document.paths['/api/v1/bets']?.get?.security).toBeUndefined();
      // Every value bet's EV under each devig method, and its range, are part of the schema, and so
      // is the market of every opportunity and leg.
      const opportunities = JSON.stringify(document.paths['/api/v1/opportunities']);
      for (const field of [
        'evByMethod',
        'evRange',
        'odds-ratio',
        'logit',
        'lowest',
        'marketKey',
        'marketType',
        'player_prop',
        'player',
        'minEv',
      ]) {
        expect(opportunities).toContain(`"${field}"`);
      }
    });

    it('renders a reference page listing each operation, with no outside assets', async () => {
      const response = await fetch(`${server.url}/api/v1/docs`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      for (const path of ['/api/v1/bets', '/api/v1/stream', '/api/v1/portfolio/analytics']) {
        expect(html).toContain(`<code>${path}</code>`);
      }
      expect(html).toContain('averageClv');
      expect(html).toContain(`curl -H "Authorization: Bearer arb_…" ${server.url}/api/v1/bankroll`);
      expect(html).not.toMatch(/(src|href)="https?:/);
    });

    it('serves the live opportunities as the app does, and limits each token on its own with 429 and Retry-After', async () => {
      const first = await createToken('poller');
      const second = await createToken('other tool');
      const live = await get(first.secret, '/api/v1/opportunities');
      expect(live.status).toBe(200);
      const body = (await live.json()) as OpportunitiesResponse;
      expect(body.opportunities.length).toBeGreaterThan(0);
      const app = await fetch(`${server.url}/api/opportunities`, { headers: { cookie } });
      expect(((await app.json()) as OpportunitiesResponse).opportunities).toEqual(
        body.opportunities,
      );
      for (let call = 2; call <= 5; call++) {
        expect((await get(first.secret, '/api/v1/bankroll')).status).toBe(200);
      }
      const limited = await get(first.secret, '/api/v1/bankroll');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await limited.json()) as { message: string }).message).toMatch(/too many/i);
      expect((await get(second.secret, '/api/v1/bankroll')).status).toBe(200);
    });

    it('streams the member’s live events and ends the stream when the token is revoked', async () => {
      const token = await createToken('stream reader');
      const stream = await openSse(`${server.url}/api/v1/stream`, {
        authorization: `Bearer ${token.secret}`,
      });
      expect(stream.response.status).toBe(200);
      await stream.waitFor((m) => m.event === 'ready', 5_000);
      bus.publish({
        type: 'feed.status',
        lastUpdated: new Date().toISOString(),
        booksReporting: 7,
        halted: null,
      });
      await stream.waitFor((m) => m.data.includes('"booksReporting":7'), 5_000);
      const revoked = await fetch(`${server.url}/api/user/api-tokens/${token.token.id}`, {
        method: 'DELETE',
        headers: { cookie, origin: server.url, 'x-arbiter-csrf': '1' },
      });
      expect(revoked.status).toBe(204);
      const end = await stream.waitFor((m) => m.event === 'end', 5_000);
      expect(JSON.parse(end.data)).toEqual({ reason: 'access-ended' });
      await stream.ended;
      const cookieStream = await fetch(`${server.url}/api/v1/stream`, { headers: { cookie } });
      expect(cookieStream.status).toBe(401);
    });

    it('ends a token’s stream when the membership lapses, and refuses it with 403 after', async () => {
      const member = await memberWithSession(database.db, 'lapsing@arbiter.test');
      await grantMembership(database.db, 'lapsing@arbiter.test');
      const token = await createToken('lapsing reader', member.cookie);
      const stream = await openSse(`${server.url}/api/v1/stream`, {
        authorization: `Bearer ${token.secret}`,
      });
      await stream.waitFor((m) => m.event === 'ready', 5_000);
      // Past a couple of heartbeats, each re-checking access, the stream is still open: a token
      // of a member with access passes the re-check.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      bus.publish({ type: 'feed.status', lastUpdated: null, booksReporting: 11, halted: null });
      await stream.waitFor((m) => m.data.includes('"booksReporting":11'), 5_000);
      await database.db
        .update(users)
        .set({ subscriptionStatus: 'canceled', accessEndsAt: new Date(Date.now() - 1000) })
        .where(eq(users.id, member.user.id));
      const end = await stream.waitFor((m) => m.event === 'end', 10_000);
      expect(JSON.parse(end.data)).toEqual({ reason: 'access-ended' });
      expect((await get(token.secret, '/api/v1/bankroll')).status).toBe(403);
    });
  },
);
