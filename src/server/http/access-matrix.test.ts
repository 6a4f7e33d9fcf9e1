import fc from 'fast-check';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import {
  adminAuditLog,
  arbitrageHistory,
  billingEvents,
  bookLedgerEntries,
  bookLedgers,
  checkoutSessions,
  membershipSettings,
  users,
} from '../db/schema/index';
import { DetectionEngine } from '../engine/detection-engine';
import { MemoryBus } from '../platform/bus/memory-bus';
import { OddsApiClient } from '../odds/odds-api-client';
import { OddsFeed } from '../odds/odds-feed';
import { request, signIn, type CookieJar } from '../test-support/scripted-sign-in';
import { openTestDatabase } from '../test-support/test-database';
import { boardWithOneArbitrage } from '../test-support/arbitrage-board';
import { grantMembership } from '../test-support/membership';
import { startTestServer, type TestServer } from '../test-support/test-server';

/**
 * Who may call what, for every route the server registers. A route added without a line here
 * fails the first test: access is decided on purpose, never by default.
 *
 * - public: anyone (the answer may still be 4xx for a bad request, never 401/403);
 * - user: signed in, any plan; subscriber: an active or trialing member, or an admin;
 *   admin: ADMIN_EMAILS; token: the member API, a bearer token only (every session gets 401;
 *   tokens themselves are covered in src/server/routes/member-api-routes.test.ts).
 */
type Level = 'public' | 'user' | 'subscriber' | 'admin' | 'token';

const ROUTES: Record<string, Level> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /metrics': 'public', // loopback only, or with METRICS_TOKEN (operations-routes.test.ts)
  'GET /api/config': 'public',
  'GET /api/track-record': 'public',
  'GET /api/login': 'public',
  'GET /api/callback': 'public',
  'GET /api/logout': 'public', // same-origin navigations only; others get a confirmation page
  'POST /api/logout': 'public', // our Origin only
  'GET /auth.css': 'public',
  'GET /api/membership-settings': 'public',
  'GET /api/sports': 'public',
  'GET /api/feed/status': 'public',
  'POST /api/billing/webhook': 'public', // signed by the payment provider instead
  'GET /local-login/{uid}': 'public',
  'POST /local-login/{uid}': 'public',
  'GET /local-logout.js': 'public',
  'GET /local-login.css': 'public',
  'GET /local-billing.css': 'public',
  'GET /local-checkout/{id}': 'public', // unguessable checkout id
  'POST /local-checkout/{id}/complete': 'public',
  'POST /local-checkout/{id}/cancel': 'public',
  'GET /local-portal/{token}': 'public', // signed portal token
  'POST /local-portal/{token}/{action}': 'public',
  'GET /api/auth/user': 'user',
  'POST /api/create-checkout-session': 'user',
  'GET /api/billing/session/{id}': 'user',
  'GET /api/billing/subscription': 'user',
  'POST /api/billing/portal': 'user',
  'GET /api/live-arbitrage': 'subscriber',
  'GET /api/opportunities': 'subscriber',
  'POST /api/opportunities/{id}/recheck': 'subscriber',
  'GET /api/analytics/stats': 'subscriber',
  'GET /api/stream': 'subscriber',
  'GET /api/odds': 'subscriber',
  'GET /api/market-intelligence': 'subscriber',
  'GET /api/market-intelligence/events/{id}/history': 'subscriber',
  'GET /api/arbitrage-history': 'subscriber',
  'GET /api/arbitrage-history/summary': 'subscriber',
  'POST /api/arbitrage-history': 'subscriber',
  'PATCH /api/arbitrage/{id}': 'subscriber',
  'GET /api/user/settings': 'user',
  'POST /api/user/settings': 'user',
  'GET /api/email/preferences': 'user',
  'POST /api/email/preferences': 'user',
  'GET /api/user/books': 'user',
  'PUT /api/user/books': 'user',
  'GET /api/user/bankroll': 'subscriber',
  'GET /api/user/positions/{historyId}/hedge': 'subscriber',
  'GET /api/user/stats': 'subscriber',
  'GET /api/user/analytics': 'subscriber',
  'GET /api/user/bets': 'subscriber',
  'POST /api/user/bets': 'subscriber',
  'POST /api/user/bets/from-opportunity': 'subscriber',
  'GET /api/user/bets/from-opportunity/{id}': 'subscriber',
  'POST /api/user/bets/import': 'subscriber',
  'PATCH /api/user/bets/{id}': 'subscriber',
  'DELETE /api/user/bets/{id}': 'subscriber',
  'POST /api/user/reset-statistics': 'user', // a member's own data, kept or cleared on any plan
  'GET /api/user/bets.csv': 'user',
  'GET /api/arbitrage-history.csv': 'user',
  'GET /api/alerts/recent': 'user',
  'POST /test-email': 'user',
  'POST /api/demo-email-alert': 'subscriber',
  'GET /api/alerts/unsubscribe': 'public', // a signed token in the link instead
  'POST /api/alerts/unsubscribe': 'public',
  'GET /api/alerts/mute': 'public', // a signed token in the link; the GET only asks
  'POST /api/alerts/mute': 'public',
  'GET /api/alerts/chats': 'user',
  'POST /api/alerts/telegram/code': 'user',
  'DELETE /api/alerts/telegram': 'user',
  'PUT /api/alerts/discord': 'user',
  'DELETE /api/alerts/discord': 'user',
  'GET /api/push/public-key': 'user',
  'POST /api/push/subscriptions': 'user',
  'DELETE /api/push/subscriptions': 'user',
  'GET /api/admin/members': 'admin',
  'PUT /api/admin/members/{id}': 'admin',
  'DELETE /api/admin/members/{id}': 'admin',
  'POST /api/admin/membership-settings': 'admin',
  'GET /api/admin/analytics': 'admin',
  'GET /api/admin/opportunities': 'admin',
  'GET /api/admin/graded-picks': 'admin',
  'GET /api/admin/api-usage': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/outbox': 'admin',
  'GET /api/user/api-tokens': 'user', // a lapsed member may still list and revoke
  'POST /api/user/api-tokens': 'subscriber',
  'DELETE /api/user/api-tokens/{id}': 'user',
  'GET /api/v1/openapi.json': 'public',
  'GET /api/v1/docs': 'public',
  'GET /api/v1/opportunities': 'token',
  'GET /api/v1/opportunities/arbitrage': 'token',
  'GET /api/v1/stream': 'token',
  'GET /api/v1/bets': 'token',
  'GET /api/v1/bankroll': 'token',
  'GET /api/v1/portfolio': 'token',
  'GET /api/v1/portfolio/analytics': 'token',
  'GET /api/v1/history': 'token',
  'GET /api/v1/history/summary': 'token',
};

/** oidc-provider's own endpoints: the identity provider, public by nature. */
const isProviderRoute = (path: string) => path === '/oidc' || path.startsWith('/oidc/');

const NOW = Date.now();

describe('access matrix over the route table', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let engine: DetectionEngine;
  const jars: Record<'free' | 'subscriber' | 'other' | 'admin', CookieJar | null> = {
    free: null,
    subscriber: null,
    other: null,
    admin: null,
  };
  let routes: [string, string][] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const board = boardWithOneArbitrage(NOW);
    engine = new DetectionEngine(
      board,
      { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 },
      new MemoryBus(),
      null,
      pino({ level: 'silent' }),
    );
    engine.sweep();
    // Never started: only its (empty) status and board are read.
    const feed = new OddsFeed(
      new OddsApiClient('http://127.0.0.1:9', 'unused', 100),
      database.db,
      {
        regions: ['us'],
        markets: ['h2h'],
        sports: [],
        planner: {
          nearIntervalMs: 60_000,
          sourceFloorMs: 0,
          farFactor: 4,
          idleIntervalMs: 900_000,
          monthlyCredits: 0,
          backoffBaseMs: 2_000,
          backoffMaxMs: 60_000,
        },
        historyRetentionMs: 86_400_000,
        tickMs: 1_000,
      },
      pino({ level: 'silent' }),
    );
    server = await startTestServer(
      database,
      { ADMIN_EMAILS: 'admin@arbiter.test' },
      { services: { engine, bus: new MemoryBus(), feed } },
    );
    for (const [persona, email] of [
      ['free', 'free@arbiter.test'],
      ['subscriber', 'subscriber@arbiter.test'],
      ['other', 'other@arbiter.test'],
      ['admin', 'admin@arbiter.test'],
    ] as const) {
      jars[persona] = (await signIn(server.url, { email, name: persona })).jar;
    }
    await grantMembership(database.db, 'subscriber@arbiter.test', NOW);
    await grantMembership(database.db, 'other@arbiter.test', NOW);
    const document = (await (await fetch(`${server.url}/api/docs`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      isProviderRoute(path)
        ? []
        : Object.keys(methods)
            .filter((method) => method !== 'head')
            .map((method) => [method.toUpperCase(), path] as [string, string]),
    );
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('has an access level for every route the server registers, and no stale entries', () => {
    const registered = routes.map(([method, path]) => `${method} ${path}`).sort();
    expect(registered.filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !registered.includes(route))).toEqual([]);
  });

  /** One call: path parameters filled, JSON body and CSRF headers on writes, streams cut short. */
  async function call(method: string, path: string, jar: CookieJar | null): Promise<number> {
    const url = `${server.url}${path.replace(/\{[^}]+\}/g, 'not-a-real-id').replace('/api/odds', '/api/odds?sport=basketball_nba')}`;
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (method !== 'GET') {
      headers.origin = server.url;
      headers['x-arbiter-csrf'] = '1';
      headers['content-type'] = 'application/json';
      body = '{}';
    }
    const controller = new AbortController();
    const init = { method, headers, body, signal: controller.signal, redirect: 'manual' as const };
    const response = jar ? await request(jar, url, init) : await fetch(url, init);
    controller.abort();
    return response.status;
  }

  const personas = ['visitor', 'free', 'subscriber', 'admin'] as const;
  const allowed: Record<Level, readonly (typeof personas)[number][]> = {
    public: personas,
    user: ['free', 'subscriber', 'admin'],
    // Admins see live data without a plan (src/server/auth/admin-access.test.ts).
    subscriber: ['subscriber', 'admin'],
    admin: ['admin'],
    token: [],
  };

  it('answers each persona as its level says: 401 to visitors, 403 to the signed-in without the right, never 5xx', async () => {
    const seen: string[] = [];
    for (const [method, path] of routes) {
      const level = ROUTES[`${method} ${path}`]!;
      for (const persona of personas) {
        // Signing out would end the persona's session for every later row; auth-routes.test.ts
        // covers sign-out for members.
        if (path === '/api/logout' && persona !== 'visitor') continue;
        const jar = persona === 'visitor' ? null : jars[persona];
        const status = await call(method, path, jar);
        const where = `${persona} ${method} ${path} → ${status}`;
        seen.push(where);
        expect(status, where).toBeLessThan(500);
        if (allowed[level].includes(persona)) {
          expect([401, 403], where).not.toContain(status);
          // Every admin read answers an admin in full.
          if (level === 'admin' && method === 'GET') expect(status, where).toBe(200);
        } else {
          expect(status, where).toBe(persona === 'visitor' || level === 'token' ? 401 : 403);
        }
      }
    }
    expect(seen.length).toBe(routes.length * personas.length - 2 * 3);
  }, 120_000);

  it("answers another member's object as if it did not exist (404)", async () => {
    const opportunityId = [...engine.tracker.live.keys()][0]!;
    const headers = {
      origin: server.url,
      'x-arbiter-csrf': '1',
      'content-type': 'application/json',
    };
    const created = await request(jars.subscriber!, `${server.url}/api/arbitrage-history`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ opportunityId, status: 'active', stakeAmount: 100 }),
    });
    expect(created.status).toBe(201);
    const record = (await created.json()) as { id: string };
    const patch = (jar: CookieJar) =>
      request(jar, `${server.url}/api/arbitrage/${record.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ status: 'executed' }),
      });
    expect((await patch(jars.other!)).status).toBe(404);
    const theirs = (await (
      await request(jars.other!, `${server.url}/api/arbitrage-history`)
    ).json()) as { data: { id: string }[] };
    expect(theirs.data.map((r) => r.id)).not.toContain(record.id);
    expect((await patch(jars.subscriber!)).status).toBe(200);
  });

  it('survives fuzzed input on every route: never a 5xx, and a rejected request stores nothing', async () => {
    const rowCounts = async () => {
      const tables = [
        users,
        arbitrageHistory,
        checkoutSessions,
        membershipSettings,
        billingEvents,
        adminAuditLog,
        bookLedgers,
        bookLedgerEntries,
      ];
      const counts = await Promise.all(
        tables.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]?.n),
      );
      return counts.join(',');
    };
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '\u0000',
        '0000-01-01T00:00:00Z',
        '9'.repeat(40),
        '-1',
        'NaN',
        '%00',
        '../..',
      ),
    );
    const json = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(
        fc.constantFrom(
          'opportunityId',
          'status',
          'stakeAmount',
          'planId',
          'maxMembers',
          'dateRange',
          'returnTo',
          'id',
          'onlyMyBooks',
          'books',
        ),
        fc.oneof(text, fc.double(), fc.integer(), fc.constant(null), fc.jsonValue()),
      ),
    );
    const fuzzable = routes.filter(([, path]) => path !== '/api/logout' && path !== '/api/stream');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fuzzable),
        fc.constantFrom('subscriber', 'admin', 'free') as fc.Arbitrary<
          'subscriber' | 'admin' | 'free'
        >,
        fc.dictionary(
          fc.constantFrom(
            'page',
            'pageSize',
            'search',
            'sport',
            'eventId',
            'status',
            'limit',
            'dateRange',
            'returnTo',
            'lastEventId',
            'state',
            'code',
          ),
          text,
        ),
        json,
        text,
        async ([method, path], persona, query, body, param) => {
          const before = await rowCounts();
          const url = new URL(
            `${server.url}${path.replace(/\{[^}]+\}/g, encodeURIComponent(param) || 'x')}`,
          );
          for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
          const init: RequestInit = { method, redirect: 'manual' };
          if (method !== 'GET') {
            init.headers = {
              origin: server.url,
              'x-arbiter-csrf': '1',
              'content-type': 'application/json',
            };
            init.body = JSON.stringify(body);
          }
          const response = await request(jars[persona]!, url.href, init);
          await response.arrayBuffer().catch(() => undefined);
          expect(response.status, `${persona} ${method} ${url.pathname}${url.search}`).toBeLessThan(
            500,
          );
          if (response.status >= 400) expect(await rowCounts()).toBe(before);
        },
      ),
      { numRuns: 300 },
    );
  }, 180_000);
});
