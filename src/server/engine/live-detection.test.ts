import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  opportunitiesResponseSchema,
  streamEventSchema,
  type Opportunity,
} from '../../contracts/opportunities';
import { EMPTY_LEDGER } from '../../core/book-ledger';
import { DEFAULT_DEVIG_METHOD } from '../../core/value';
import type { DatabaseHandle } from '../db/database';
import { arbitrageHistory, opportunityLog, users } from '../db/schema/index';
import { messageForMember } from './member-opportunities';
import { startLiveStack } from '../test-support/live-stack';
import { request, signIn, type CookieJar } from '../test-support/scripted-sign-in';
import { openSse } from '../test-support/sse-client';
import { openTestDatabase } from '../test-support/test-database';

const csrf = { 'x-arbiter-csrf': '1', 'content-type': 'application/json' };

describe('live detection against the embedded simulator (fixed seed)', () => {
  let database: DatabaseHandle;
  let stack: Awaited<ReturnType<typeof startLiveStack>>;
  let member: CookieJar;
  let other: CookieJar;
  let freeUser: CookieJar;
  let base: string;
  // Detection's clock: real time, moved forward when a test needs an event to have started.
  let clockOffsetMs = 0;

  const subscribe = async (email: string) =>
    database.db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionTier: 'elite',
        accessEndsAt: new Date(Date.now() + 60 * 86_400_000),
      })
      .where(eq(users.email, email));

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    stack = await startLiveStack(
      database,
      {
        SIM_SEED: '7',
        SIM_SPEED: '20',
        ODDS_POLL_INTERVAL_S: '1',
        ODDS_SPORTS:
          'basketball_nba,baseball_mlb,icehockey_nhl,americanfootball_nfl,soccer_epl,soccer_spain_la_liga,tennis_atp_paris_masters,mma_mixed_martial_arts',
      },
      { marketClock: () => Date.now() + clockOffsetMs },
    );
    base = stack.server.url;
    member = (await signIn(base, { email: 'member@arbiter.test', name: 'Member' })).jar;
    other = (await signIn(base, { email: 'other@arbiter.test', name: 'Other' })).jar;
    freeUser = (await signIn(base, { email: 'free@arbiter.test', name: 'Free' })).jar;
    await subscribe('member@arbiter.test');
    await subscribe('other@arbiter.test');
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await database?.close();
  });

  it('refuses visitors (401) and free members (403)', async () => {
    for (const path of [
      '/api/live-arbitrage',
      '/api/opportunities',
      '/api/analytics/stats',
      '/api/stream',
      '/api/arbitrage-history',
    ]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(401);
      expect((await request(freeUser, `${base}${path}`)).status, path).toBe(403);
    }
  });

  it('pushes opportunities on the stream, serves them over REST, expires them and the history records', async () => {
    const cookie = `arbiter_session=${member.get('arbiter_session')}`;
    const stream = await openSse(`${base}/api/stream`, { cookie });
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');

    const addedMessage = await stream.waitFor(
      (m) => m.data.includes('"opportunity.added"') && m.data.includes('"isArbitrage":true'),
      60_000,
    );
    const added = streamEventSchema.parse(JSON.parse(addedMessage.data));
    if (added.type !== 'opportunity.added') throw new Error('expected an added event');
    const opportunity: Opportunity = added.opportunity;
    // Every leg's stake ratio follows the stated return: ratio × price × (1 − … ) pays 1 + return.
    for (const leg of opportunity.legs) {
      expect(leg.stakeRatio * leg.effectivePrice).toBeCloseTo(
        1 + opportunity.arbitragePercentage / 100,
        3,
      );
    }

    const live = await request(member, `${base}/api/live-arbitrage`);
    expect(live.status).toBe(200);
    const body = opportunitiesResponseSchema.parse(await live.json());
    expect(body.opportunities.every((o) => o.isArbitrage)).toBe(true);
    const etag = live.headers.get('etag');
    expect(etag).toBeTruthy();

    const recorded = await request(member, `${base}/api/arbitrage-history`, {
      method: 'POST',
      headers: { ...csrf, origin: base },
      body: JSON.stringify({ opportunityId: opportunity.id, confidence: 95 }),
    });
    expect([200, 201]).toContain(recorded.status);
    const record = await recorded.json();
    expect(record.stakeAmount).toBe(1000);
    expect(record.confidence).toBeGreaterThanOrEqual(0);
    expect(record.confidence).toBeLessThanOrEqual(100);

    const otherPatch = await request(other, `${base}/api/arbitrage/${record.id}`, {
      method: 'PATCH',
      headers: { ...csrf, origin: base },
      body: JSON.stringify({ status: 'executed' }),
    });
    expect(otherPatch.status).toBe(404);

    // An arbitrage may outlive any fixed wait on the simulator's market; once its event has
    // started on detection's clock, the next sweep must end it.
    clockOffsetMs = Math.max(0, Date.parse(opportunity.commenceTime) - Date.now() + 1_000);
    const removed = await stream.waitFor(
      (m) => m.data.includes('"opportunity.removed"') && m.data.includes(opportunity.id),
      30_000,
    );
    clockOffsetMs = 0;
    expect(JSON.parse(removed.data).lifespanSeconds).toBeGreaterThanOrEqual(0);
    await stream.close();

    // The log writer flushes every 2 s; the member's record turns expired with it.
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select()
              .from(arbitrageHistory)
              .where(eq(arbitrageHistory.id, record.id))
          )[0]?.status,
        { timeout: 10_000 },
      )
      .toBe('expired');
    const [logged] = await database.db
      .select()
      .from(opportunityLog)
      .where(eq(opportunityLog.id, opportunity.id));
    expect(logged?.endedAt).toBeTruthy();
    expect(logged?.peakReturn).toBeGreaterThan(0);
  }, 200_000);

  it('resumes a stream from Last-Event-ID without missing events', async () => {
    const cookie = `arbiter_session=${member.get('arbiter_session')}`;
    const first = await openSse(`${base}/api/stream`, { cookie });
    const ready = await first.waitFor((m) => m.event === 'ready', 5_000);
    await first.close();
    const from = Number(ready.id);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // The member has no book ledger and the default devig method: a message filtered out for them
    // (a value bet only another method calls value) moves their resume point but is not shown.
    const method = {
      choice: DEFAULT_DEVIG_METHOD,
      choices: [],
      minEv: stack.server.config.detection.valueMinEv,
    };
    const missedSeqs = (await stack.bus.since(from))!
      .filter((m) => messageForMember(m, EMPTY_LEDGER, method) !== null)
      .map((m) => String(m.seq));
    const resumed = await openSse(`${base}/api/stream`, { cookie, 'last-event-id': String(from) });
    if (missedSeqs.length > 0) await resumed.waitFor((m) => m.id === missedSeqs.at(-1), 5_000);
    await resumed.close();
    const got = resumed.messages.filter((m) => m.event === 'message').map((m) => m.id);
    expect(got.slice(0, missedSeqs.length)).toEqual(missedSeqs);
  }, 30_000);
});
