import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../contracts/errors';
import { oddsResponseSchema } from '../../contracts/feed';
import type { Opportunity } from '../../contracts/opportunities';
import { memberWithSession } from '../billing/test-support/member-session';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { SOURCE_KEY, SPORT } from '../test-support/cluster-scenarios';
import { grantMembership } from '../test-support/membership';
import { MOVING_EVENT_ID, movingOddsSource } from '../test-support/moving-odds-source';
import { openSse } from '../test-support/sse-client';
import { openTestDatabase } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

const kinds = process.env.TEST_DATABASE_URL
  ? (['pglite', 'postgres'] as const)
  : (['pglite'] as const);

/** Resolves once `read` returns something, asking again every 100 ms (a condition, not a race). */
async function eventually<T>(read: () => Promise<T | undefined>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The one-process default with the scanner on its own thread (decision 040): everything a member
 * reads of the live market crosses the thread bus, and none of the scanner is on this thread.
 */
describe.each(kinds)('the scanner on its own thread (%s)', (kind) => {
  let database: DatabaseHandle;
  let moving: Awaited<ReturnType<typeof movingOddsSource>>;
  let server: TestServer;
  let cookie: string;
  const get = (path: string) => fetch(`${server.url}${path}`, { headers: { cookie } });
  const movingArbitrage = () =>
    eventually(
      async () => {
        const body = (await (await get('/api/opportunities')).json()) as {
          opportunities: Opportunity[];
        };
        return body.opportunities.find(
          (o) => o.eventId === MOVING_EVENT_ID && o.type === 'arbitrage',
        );
      },
      30_000,
      'the moving arbitrage listed',
    );

  beforeAll(async () => {
    // The embedded database on its thread (the scanner's thread gets a port to it), or PostgreSQL.
    database =
      kind === 'pglite'
        ? await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
        : await openTestDatabase('postgres');
    moving = await movingOddsSource();
    server = await startTestServer(
      database,
      {
        ODDS_API_KEY: SOURCE_KEY,
        ODDS_API_BASE_URL: moving.source.url,
        ODDS_SPORTS: SPORT,
        ODDS_REGIONS: 'us',
        ODDS_POLL_INTERVAL_S: '1',
        ODDS_SCORES_INTERVAL_S: '86400',
        ODDS_API_MONTHLY_CREDITS: '1000000000',
      },
      { live: true, scannerThread: true },
    );
    const email = `thread-${kind}@arbiter.test`;
    ({ cookie } = await memberWithSession(database.db, email));
    await grantMembership(database.db, email);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await moving?.source.stop();
    await database?.close();
  });

  it('runs no feed or engine on the serving thread, and says the scanner is polling', async () => {
    expect(server.runtime.feed).toBeNull();
    expect(server.runtime.engine).toBeNull();
    const ready = await eventually(
      async () => {
        const body = (await (await get('/readyz')).json()) as { roles: { scanner: string } };
        return body.roles.scanner === 'polling' ? body : undefined;
      },
      30_000,
      'the scanner polling',
    );
    expect(ready).toMatchObject({ ready: true, feed: { sportsPolled: 1, sportsLive: 1 } });
    // One scrape: this thread's series and the scanner thread's.
    const metrics = await (await get('/metrics')).text();
    expect(metrics).toContain('arbiter_open_streams');
    expect(metrics).toMatch(new RegExp(`arbiter_feed_age_seconds\\{[^}]*sport="${SPORT}"`));
    expect(metrics).toMatch(/arbiter_odds_credits_used_month\{[^}]*\} [1-9]/);
  });

  it("serves the scanner's opportunities, stream, feed and odds", async () => {
    const arbitrage = await movingArbitrage();
    expect(arbitrage.type).toBe('arbitrage');

    // The moving book reprices every poll: the stream carries the update, with the thread's ids.
    const stream = await openSse(`${server.url}/api/stream`, { cookie });
    try {
      const update = await stream.waitFor(
        (m) => m.data.includes('"opportunity.updated"') && m.data.includes(MOVING_EVENT_ID),
        30_000,
      );
      expect(Number(update.id)).toBeGreaterThan(0);
    } finally {
      await stream.close();
    }

    const status = (await (await get('/api/feed/status')).json()) as {
      sports: { key: string; lastSuccessAt: string | null }[];
    };
    expect(status.sports.map((s) => s.key)).toEqual([SPORT]);
    expect(status.sports[0]!.lastSuccessAt).not.toBeNull();
    // The scanner thread's text is sent as it is: it must still be the contract's shape.
    const oddsReply = await get(`/api/odds?sport=${SPORT}&eventId=${MOVING_EVENT_ID}`);
    expect(oddsReply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const odds = oddsResponseSchema.parse(await oddsReply.json());
    expect(odds.events.map((e) => e.id)).toEqual([MOVING_EVENT_ID]);
    expect(new Set(odds.events[0]!.quotes.map((q) => q.book))).toEqual(
      new Set(['move0', 'move1', 'move2']),
    );
    expect((await get('/api/odds?sport=no_such_sport')).status).toBe(404);
  }, 90_000);

  it('re-checks at the source through the scanner thread', async () => {
    const arbitrage = await movingArbitrage();
    const response = await fetch(`${server.url}/api/opportunities/${arbitrage.id}/recheck`, {
      method: 'POST',
      headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { outcome: string; creditsSpent: number };
    expect(['confirmed', 'changed', 'gone']).toContain(body.outcome);
    expect(body.creditsSpent).toBeGreaterThan(0);
  });
});
