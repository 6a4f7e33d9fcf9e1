import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Opportunity, OpportunitiesResponse } from '../../contracts/opportunities';
import { DEFAULT_SETTINGS } from '../../contracts/settings';
import { MemberRules, opportunityFor } from '../alerts/member-rules';
import type { DatabaseHandle } from '../db/database';
import { grantMembership } from '../test-support/membership';
import { request, signIn, type CookieJar } from '../test-support/scripted-sign-in';
import { openSse, type SseMessage } from '../test-support/sse-client';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { shinOnlyServices } from '../test-support/value-board';

const csrf = { 'x-arbiter-csrf': '1', 'content-type': 'application/json' };
const GAME = 'shin-only-game';

describe.each(testDatabaseKinds)(
  'value bets each member’s own devig method calls value (%s)',
  (kind) => {
    let database: DatabaseHandle;
    let server: TestServer;
    let live: ReturnType<typeof shinOnlyServices>;
    let power: CookieJar;
    let shin: CookieJar;
    const now = Date.now();

    const valueBets = async (jar: CookieJar): Promise<Opportunity[]> => {
      const response = await request(jar, `${server.url}/api/opportunities`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as OpportunitiesResponse;
      return body.opportunities.filter((o) => o.type === 'value' && o.eventId === GAME);
    };

    const stream = (jar: CookieJar) =>
      openSse(`${server.url}/api/stream`, {
        cookie: `arbiter_session=${jar.get('arbiter_session')}`,
      });

    /** The stream's messages about the game's long shot: [type, its price at FanDuel]. */
    const about = (messages: SseMessage[], id: string) =>
      messages.flatMap((message) => {
        const event = JSON.parse(message.data) as {
          type: string;
          id?: string;
          opportunity?: Opportunity;
        };
        const own = event.id ?? event.opportunity?.id;
        return own === id ? [[event.type, event.opportunity?.legs[0]?.price ?? null] as const] : [];
      });

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      live = shinOnlyServices(now);
      server = await startTestServer(
        database,
        { VALUE_MIN_EV: '0.02' },
        { services: { engine: live.engine, bus: live.bus } },
      );
      power = (await signIn(server.url, { email: 'power@arbiter.test', name: 'Power' })).jar;
      shin = (await signIn(server.url, { email: 'shin@arbiter.test', name: 'Shin' })).jar;
      await grantMembership(database.db, 'power@arbiter.test');
      await grantMembership(database.db, 'shin@arbiter.test');
      const saved = await request(shin, `${server.url}/api/user/settings`, {
        method: 'POST',
        headers: csrf,
        body: JSON.stringify({ ...DEFAULT_SETTINGS, devigMethod: 'shin' }),
      });
      expect(saved.status).toBe(200);
    }, 60_000);

    afterAll(async () => {
      await server?.close();
      await database?.close();
    });

    it('lists the long shot for the Shin member only, with every method’s EV', async () => {
      expect(await valueBets(power)).toEqual([]);
      const [bet, ...rest] = await valueBets(shin);
      expect(rest).toEqual([]);
      expect(bet!.legs[0]).toMatchObject({ book: 'fanduel', price: 3.37 });
      expect(bet!.evByMethod!.shin).toBeCloseTo(0.025, 3);
      expect(bet!.evByMethod!.power).toBeCloseTo(0.0129, 3);
      // The figures stay power's, the stated default; the client re-expresses them (underMethod).
      expect(bet!.expectedValue).toBe(bet!.evByMethod!.power);
    });

    it('alerts the Shin member only, at their method’s EV', async () => {
      const [bet] = await valueBets(shin);
      const rules = new MemberRules(database.db, () => new Date(), 0.02);
      const byEmail = new Map((await rules.current()).map((rule) => [rule.address, rule]));
      expect(opportunityFor(byEmail.get('power@arbiter.test')!, bet!, rules.valueMinEv)).toBeNull();
      const own = opportunityFor(byEmail.get('shin@arbiter.test')!, bet!, rules.valueMinEv);
      expect(own?.expectedValue).toBeCloseTo(0.025, 3);
      expect(own?.fair?.method).toBe('shin');
    });

    it('streams the long shot to the Shin member only, removing and adding it as it crosses their minimum', async () => {
      const [bet] = await valueBets(shin);
      const id = bet!.id;
      const powerStream = await stream(power);
      const shinStream = await stream(shin);
      await powerStream.waitFor((m) => m.event === 'ready', 10_000);
      await shinStream.waitFor((m) => m.event === 'ready', 10_000);

      // 3.30: only multiplicative calls it value. Detection keeps it; the Shin member loses it.
      live.moveLongShot(3.3, now + 1_000);
      await shinStream.waitFor((m) => m.data.includes('opportunity.removed'), 10_000);
      expect(await valueBets(shin)).toEqual([]);
      // 3.37 again: Shin and additive call it value; the Shin member gets it back.
      live.moveLongShot(3.37, now + 2_000);
      await shinStream.waitFor(
        (m) => about([m], id).some(([type]) => type === 'opportunity.updated'),
        10_000,
      );
      // 3.45: power calls it value too.
      live.moveLongShot(3.45, now + 3_000);
      await powerStream.waitFor(
        (m) => about([m], id).some(([type]) => type !== 'opportunity.removed'),
        10_000,
      );
      await shinStream.waitFor((m) => about([m], id).some(([, price]) => price === 3.45), 10_000);

      expect(about(shinStream.messages, id)).toEqual([
        ['opportunity.removed', null],
        ['opportunity.updated', 3.37],
        ['opportunity.updated', 3.45],
      ]);
      // The power member never got the bet while only other methods called it value.
      expect(
        about(powerStream.messages, id).filter(([type]) => type !== 'opportunity.removed'),
      ).toEqual([['opportunity.updated', 3.45]]);
      expect((await valueBets(power)).map((o) => o.legs[0]!.price)).toEqual([3.45]);
      powerStream.close();
      shinStream.close();
    });
  },
);
