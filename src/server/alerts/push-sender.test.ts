import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Opportunity } from '../../contracts/opportunities';
import { DEFAULT_SETTINGS } from '../../contracts/settings';
import { saveSettings } from '../account/settings-service';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { alertOutbox, pushSubscriptions } from '../db/schema/index';
import { grantMembership } from '../test-support/membership';
import { PushBrowserKeys } from '../test-support/push-browser-keys';
import { checkVapid, PushServiceStandIn } from '../test-support/push-service-stand-in';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { OutboundGuard } from '../outbound/outbound-guard';
import { AlertDispatcher } from './alert-dispatcher';
import { createMailTransport } from './mail-transport';
import { MemberRules } from './member-rules';
import { PushDeliveryError } from './push-delivery-error';
import { PushSender } from './push-sender';
import { vapidKeys, type VapidKeys } from './server-keys';

const SUBJECT = 'mailto:alerts@arbiter.test';
/** The stand-ins listen on loopback: allowed here as TEST_OUTBOUND_LOOPBACK does. */
const guard = new OutboundGuard({ hosts: ['127.0.0.1'], allowLoopback: true });

function opportunity(id: string): Opportunity {
  const leg = (book: string, bookTitle: string, outcome: string, price: number) => ({
    marketKey: 'h2h',
    marketType: 'main' as const,
    player: null,
    description: null,
    book,
    bookTitle,
    outcome,
    point: null,
    price,
    effectivePrice: price,
    commission: 0,
    stakeRatio: 0.5,
    quoteAgeSeconds: 4,
    quotedAt: '2029-12-31T23:59:56.000Z',
    possiblyStale: false,
    limit: null,
  });
  return {
    id,
    type: 'arbitrage',
    isArbitrage: true,
    eventId: `event-${id}`,
    sport: 'basketball_nba',
    sportGroup: 'nba',
    sportTitle: 'NBA',
    homeTeam: 'Boston Celtics',
    awayTeam: 'Miami Heat',
    commenceTime: '2030-01-01T00:00:00.000Z',
    betType: 'h2h',
    marketKey: 'h2h',
    marketType: 'main' as const,
    player: null,
    description: null,
    line: null,
    arbitragePercentage: 3,
    profitMargin: 0.03,
    expectedValue: 0.03,
    sportsbooks: [],
    bestOdds: [],
    riskLevel: 'low',
    legs: [
      leg('draftkings', 'DraftKings', 'Boston Celtics', 2.1),
      leg('fanduel', 'FanDuel', 'Miami Heat', 2.02),
    ],
    fair: null,
    evByMethod: null,
    evRange: null,
    middle: null,
    possiblyStale: false,
    trust: {
      level: 'fresh',
      reasons: [],
      checkedAt: null,
      booksQuoting: 8,
      freshWithinSeconds: 120,
      confirmedForSeconds: 60,
      outlierShare: 0.2,
      minBooks: 3,
    },
    feedFailing: false,
    oldestQuoteAgeSeconds: 4,
    capacity: { maxStake: null, profitAtMaxStake: null },
    pushPossible: false,
    firstSeen: '2026-11-22T12:00:00.000Z',
    lastSeen: '2026-11-22T12:00:00.000Z',
    peakReturn: 0.03,
  };
}

describe.each(testDatabaseKinds)(
  'web push against a push service that verifies the VAPID signature (%s)',
  (kind) => {
    const service = new PushServiceStandIn();
    /** Where a hostile endpoint redirects to; it must never be asked anything. */
    const elsewhere = new PushServiceStandIn();
    /** Accepts a connection and drops it, as a port behind a firewall might. */
    const hangUp: Server = createServer((socket) => socket.destroy());
    const sender = (vapid: VapidKeys = keys) =>
      new PushSender(database.db, vapid, SUBJECT, guard, { ca: [service.ca, elsewhere.ca] });
    let database: DatabaseHandle;
    let keys: VapidKeys;
    let memberId: string;

    const subscribe = async (id: string) => {
      const browser = new PushBrowserKeys();
      await database.db.insert(pushSubscriptions).values({
        endpoint: service.endpoint(id),
        userId: memberId,
        p256dh: browser.p256dh,
        auth: browser.auth,
      });
      return browser;
    };
    const dispatcherFor = (batchMs = 60_000) =>
      new AlertDispatcher(
        database.db,
        new MemberRules(database.db, () => new Date()),
        createMailTransport(undefined, 'Arbiter <alerts@arbiter.test>'),
        sender(),
        {
          baseUrl: 'http://localhost:5000',
          batchMs,
          unsubscribeLink: () => 'http://localhost:5000/api/alerts/unsubscribe?token=t',
        },
        () => new Date(),
        pino({ level: 'silent' }),
      );
    const forget = () =>
      database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, memberId));

    beforeAll(async () => {
      await service.start();
      await elsewhere.start();
      await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
      database = await openTestDatabase(kind);
      keys = await vapidKeys(database.db);
      memberId = (await memberWithSession(database.db, 'push@arbiter.test')).user.id;
    });
    afterAll(async () => {
      await service.stop();
      await elsewhere.stop();
      await new Promise((resolve) => hangUp.close(resolve));
      await database?.close();
    });

    it('delivers a message the browser can read, signed with the server’s key for the push origin', async () => {
      const browser = await subscribe('device-1');
      const message = {
        title: 'New arbitrage',
        body: '3.00% on NBA',
        url: '/opportunities?open=a1',
      };

      expect(await sender().sendToMember(memberId, message)).toBe(1);

      expect(service.refused).toEqual([]);
      const [push] = service.received.splice(0);
      expect(push).toBeDefined();
      expect(push!.path).toBe('/push/device-1');
      expect(push!.vapidKey).toBe(keys.publicKey);
      expect(push!.claims.aud).toBe(service.origin);
      expect(push!.claims.sub).toBe(SUBJECT);
      expect(push!.claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(push!.headers).toEqual({ ttl: '600', contentEncoding: 'aes128gcm' });
      expect(push!.body.includes(Buffer.from('New arbitrage'))).toBe(false);
      expect(JSON.parse(browser.decrypt(push!.body))).toEqual(message);
      await forget();
    });

    it('is refused by the service when the signature is not made with the key it names', async () => {
      await subscribe('device-2');
      const forged = {
        publicKey: keys.publicKey,
        privateKey: webpush.generateVAPIDKeys().privateKey,
      };

      await expect(
        sender(forged).sendToMember(memberId, { title: 't', body: 'b', url: '/' }),
      ).rejects.toMatchObject({ statusCode: 403 });
      expect(service.refused).toEqual(['the JWT is not signed by the key it names']);
      expect(service.received).toEqual([]);
      service.refused.length = 0;
      await forget();
    });

    it('removes a subscription the push service answers 410 Gone for', async () => {
      await subscribe('device-gone');
      await subscribe('device-live');
      service.gone.add('/push/device-gone');

      expect(await sender().sendToMember(memberId, { title: 't', body: 'b', url: '/' })).toBe(1);

      const left = await database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, memberId));
      expect(left).toEqual([{ endpoint: service.endpoint('device-live') }]);
      expect(service.received.splice(0).map((push) => push.path)).toEqual(['/push/device-live']);
      await forget();
    });

    it('pushes a matching opportunity once through the dispatcher, however often it is updated', async () => {
      const browser = await subscribe('device-3');
      await grantMembership(database.db, 'push@arbiter.test');
      await saveSettings(
        database.db,
        memberId,
        { ...DEFAULT_SETTINGS, pushNotifications: true, emailNotifications: false },
        new Date(),
      );
      const dispatcher = dispatcherFor();
      const found = opportunity('arb_push_1');

      expect(await dispatcher.queue(found)).toBe(1);
      for (let i = 0; i < 3; i++) await dispatcher.queue({ ...found, arbitragePercentage: 3 + i });
      await dispatcher.sendDue();
      await dispatcher.sendDue();

      expect(service.received).toHaveLength(1);
      const payload = JSON.parse(browser.decrypt(service.received[0]!.body)) as Record<
        string,
        string
      >;
      expect(payload.title).toContain('Boston Celtics vs Miami Heat');
      expect(payload.url).toBe('http://localhost:5000/opportunities?open=arb_push_1');
      const [row] = await database.db
        .select()
        .from(alertOutbox)
        .where(eq(alertOutbox.opportunityId, found.id));
      expect(row).toMatchObject({ channel: 'push', status: 'sent' });
    });

    it('follows no redirect: a 307 to another service is a failure, and that service is never asked', async () => {
      await forget();
      service.received.length = 0;
      await subscribe('device-redirect');
      service.redirects.set('/push/device-redirect', elsewhere.endpoint('stolen'));

      const sent = sender().sendToMember(memberId, { title: 't', body: 'b', url: '/' });

      await expect(sent).rejects.toBeInstanceOf(PushDeliveryError);
      await expect(sent).rejects.toMatchObject({ statusCode: 307 });
      expect(elsewhere.received).toEqual([]);
      expect(elsewhere.refused).toEqual([]);
      expect(service.received).toEqual([]);
      await forget();
    });

    it('refuses at send time an endpoint the guard no longer accepts, without connecting', async () => {
      await database.db.insert(pushSubscriptions).values({
        endpoint: 'https://169.254.169.254/latest/meta-data/',
        userId: memberId,
        p256dh: new PushBrowserKeys().p256dh,
        auth: new PushBrowserKeys().auth,
      });

      await expect(
        sender().sendToMember(memberId, { title: 't', body: 'b', url: '/' }),
      ).rejects.toMatchObject({
        title: 'Push endpoint refused',
        detail: expect.stringContaining('169.254.169.254 is not a host Arbiter sends to') as string,
      });
      await forget();
    });

    it('shows the member a failed push in its own words, never the address or port it tried', async () => {
      await forget();
      const port = (hangUp.address() as { port: number }).port;
      await database.db.insert(pushSubscriptions).values({
        endpoint: `https://127.0.0.1:${port}/push/device-hang-up`,
        userId: memberId,
        p256dh: new PushBrowserKeys().p256dh,
        auth: new PushBrowserKeys().auth,
      });
      const found = opportunity('arb_push_unreachable');

      // No batch window: the push of the test before must not hold this one back.
      const dispatcher = dispatcherFor(0);
      expect(await dispatcher.queue(found)).toBe(1);
      await dispatcher.sendDue();

      const [row] = await database.db
        .select()
        .from(alertOutbox)
        .where(eq(alertOutbox.opportunityId, found.id));
      expect(row).toMatchObject({
        channel: 'push',
        status: 'pending',
        error:
          'Push service unreachable: Arbiter could not reach the push service; it will try again.',
      });
      expect(row!.error).not.toContain(String(port));
      await forget();
    });

    it('checks the VAPID header the way the stand-in is meant to (helper check)', () => {
      expect(checkVapid(undefined, service.origin, Date.now())).toBe(
        'no vapid Authorization header',
      );
      expect(checkVapid('WebPush abc.def.ghi', service.origin, Date.now())).toBe(
        'no vapid Authorization header',
      );
    });
  },
);
