import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recheckResponseSchema } from '../../contracts/opportunities';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { apiUsage, users } from '../db/schema/index';
import { FakeOddsApi, fixture, send } from '../odds/fixtures/fake-odds-api';
import { startLiveStack } from '../test-support/live-stack';
import { moneylineGame } from '../test-support/moneyline-game';
import { openTestDatabase } from '../test-support/test-database';

const KEY = 'recheck-test-key';
const csrf = { 'x-arbiter-csrf': '1' };

/** One NBA game; the books quote what `prices` says at the moment of the request. */
const eventBody = (prices: Record<string, [number, number]>) =>
  moneylineGame({
    id: 'nba-game-1',
    homeTeam: 'Boston Celtics',
    awayTeam: 'Miami Heat',
    commenceTime: Date.now() + 6 * 3_600_000,
    prices: Object.fromEntries(Object.entries(prices).map(([book, [h, a]]) => [book, [h, a, 2]])),
    at: Date.now(),
  });

const FAIR = { williamhill: [1.9, 1.9], betmgm: [1.88, 1.92], caesars: [1.91, 1.89] } as Record<
  string,
  [number, number]
>;

/**
 * The service's clock: noon UTC today (a daily cap never meets midnight mid-test), moved on by
 * hand past the sharing window instead of sleeping, so whether a tap is shared never depends on
 * how fast the machine is.
 */
const NOON = new Date(new Date().toISOString().slice(0, 10) + 'T12:00:00.000Z').getTime();
let offset = NOON - Date.now();
const clock = () => new Date(Date.now() + offset);
const pastSharingWindow = () => {
  offset += 61_000;
};

describe('POST /api/opportunities/:id/recheck against a local v4 source', () => {
  let database: DatabaseHandle;
  let source: FakeOddsApi;
  let stack: Awaited<ReturnType<typeof startLiveStack>>;
  let prices: Record<string, [number, number]> | null;
  let cookie: string;
  let base: string;

  const recheck = (id: string, who = cookie) =>
    fetch(`${base}/api/opportunities/${encodeURIComponent(id)}/recheck`, {
      method: 'POST',
      headers: { cookie: who, origin: base, ...csrf },
    });

  beforeAll(async () => {
    prices = { ...FAIR, draftkings: [2.12, 1.8], fanduel: [1.75, 2.08] };
    source = await new FakeOddsApi(KEY).start();
    source.answer = (request, res) => {
      if (request.path === '/v4/sports') {
        send(res, 200, fixture('sports.json'), source.quotaHeaders(0));
        return true;
      }
      const cost = (request.query.get('markets') ?? '').split(',').length * 3;
      if (request.path === '/v4/sports/basketball_nba/odds') {
        send(
          res,
          200,
          JSON.stringify(prices ? [eventBody(prices)] : []),
          source.quotaHeaders(cost),
        );
        return true;
      }
      if (request.path === '/v4/sports/basketball_nba/events/nba-game-1/odds') {
        if (!prices) {
          send(
            res,
            404,
            JSON.stringify({ message: 'Event not found', error_code: 'EVENT_NOT_FOUND' }),
            source.quotaHeaders(0),
          );
        } else {
          send(res, 200, JSON.stringify(eventBody(prices)), source.quotaHeaders(cost));
        }
        return true;
      }
      return false;
    };
    database = await openTestDatabase('pglite');
    stack = await startLiveStack(
      database,
      {
        ODDS_API_KEY: KEY,
        ODDS_API_BASE_URL: source.url,
        ODDS_SPORTS: 'basketball_nba',
        ODDS_REGIONS: 'us,uk,eu',
        RECHECK_PER_MEMBER_DAILY: '3',
        RECHECK_SHARE_S: '60',
        // Only the first poll: every later price comes from a re-check, so each outcome is the re-check's.
        ODDS_POLL_INTERVAL_S: '3600',
      },
      { clock },
    );
    base = stack.server.url;
    const member = await memberWithSession(database.db, 'rechecker@arbiter.test');
    await database.db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionTier: 'elite',
        accessEndsAt: new Date(Date.now() + 86_400_000),
      })
      .where(eq(users.id, member.user.id));
    cookie = member.cookie;
    const started = Date.now();
    while (stack.engine.live.list((o) => o.type === 'arbitrage').length === 0) {
      if (Date.now() - started > 20_000) throw new Error('the first poll found no arbitrage');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await source?.stop();
    await database?.close();
  });

  const liveArbitrage = () => stack.engine.live.list((o) => o.type === 'arbitrage')[0]!;
  // Only `/events/{id}/odds`: with an event-market share the planner also asks this source for
  // `/events/{id}/markets` (a discovery), which is not a re-check.
  const recheckCalls = () =>
    source.requests.filter((r) => r.path.includes('/events/') && r.path.endsWith('/odds')).length;

  it('confirms unchanged prices, shares a check seconds old, and reports a moved price as changed', async () => {
    const id = liveArbitrage().id;

    const first = await recheck(id);
    expect(first.status).toBe(200);
    const confirmed = recheckResponseSchema.parse(await first.json());
    expect(confirmed.outcome).toBe('confirmed');
    expect(confirmed.creditsSpent).toBe(3);
    expect(confirmed.opportunity?.trust.level).toBe('confirmed');
    expect(recheckCalls()).toBe(1);

    // A second tap within seconds shares the answer: no call, no credit.
    const shared = recheckResponseSchema.parse(await (await recheck(id)).json());
    expect(shared).toMatchObject({ outcome: 'confirmed', creditsSpent: 0 });
    expect(recheckCalls()).toBe(1);

    prices = { ...FAIR, draftkings: [2.2, 1.8], fanduel: [1.75, 2.08] };
    stack.engine.replica.changed();
    pastSharingWindow(); // past the sharing window
    const moved = recheckResponseSchema.parse(await (await recheck(id)).json());
    expect(moved.outcome).toBe('changed');
    expect(moved.opportunity?.legs.find((leg) => leg.book === 'draftkings')?.price).toBe(2.2);
    expect(moved.creditsSpent).toBe(3);
  }, 30_000);

  it('answers 404 for an opportunity that is not live, and 429 once the member spent the daily cap', async () => {
    expect((await recheck('arb_nothing_here')).status).toBe(404);
    // The member used two of three taps above (the shared one did not count).
    pastSharingWindow();
    const third = await recheck(liveArbitrage().id);
    expect(third.status).toBe(200);
    pastSharingWindow();
    const refused = await recheck(liveArbitrage().id);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toContain('3 re-checks');
  }, 30_000);

  it('reports a vanished event as gone and takes it off the board; every re-check is in usage with the source’s credits', async () => {
    const other = await memberWithSession(database.db, 'second@arbiter.test');
    await database.db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionTier: 'elite',
        accessEndsAt: new Date(Date.now() + 86_400_000),
      })
      .where(eq(users.id, other.user.id));
    const id = liveArbitrage().id;
    pastSharingWindow();
    prices = null;
    const gone = recheckResponseSchema.parse(await (await recheck(id, other.cookie)).json());
    expect(gone).toMatchObject({ outcome: 'gone', opportunity: null, creditsSpent: 0 });
    expect(stack.engine.tracker.live.has(id)).toBe(false);

    await stack.feed.flushWrites();
    const rows = await database.db.select().from(apiUsage).where(eq(apiUsage.endpoint, 'recheck'));
    // confirmed 3, changed 3, the third tap 3, gone (404, not charged) 0.
    expect(rows.map((row) => row.cost).sort()).toEqual([0, 3, 3, 3]);
    expect(rows.every((row) => row.errorCode !== 'in-flight')).toBe(true);
  }, 30_000);
});
