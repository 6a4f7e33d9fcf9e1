import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSigningKey } from '../alerts/server-keys';
import { signToken } from '../alerts/signed-token';
import { UNSUBSCRIBE_LINK_DAYS, UNSUBSCRIBE_PURPOSE } from '../alerts/create-alerts';
import type { DatabaseHandle } from '../db/database';
import { pushSubscriptions } from '../db/schema/index';
import { decodeQuotedPrintable, LoopbackSmtp } from '../test-support/loopback-smtp';
import { grantMembership } from '../test-support/membership';
import { request, signIn, type CookieJar } from '../test-support/scripted-sign-in';
import { openTestDatabase } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

const headers = { 'x-arbiter-csrf': '1' };
const DAY_MS = 86_400_000;

/** The one-click POST as a mail provider sends it (RFC 8058): no cookie, no CSRF header. */
const oneClick = (link: string) =>
  fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

/** The List-Unsubscribe header of a received message, its folded lines joined. */
function listUnsubscribeLink(raw: string): string {
  const link = /^List-Unsubscribe: <([^>]+)>/im.exec(raw.replace(/\r\n(?=[ \t])/g, ''))?.[1];
  if (!link) throw new Error('the message has no List-Unsubscribe header');
  return link;
}

describe('test e-mail, demo alert, recent alerts and the unsubscribe link', () => {
  const smtp = new LoopbackSmtp();
  let database: DatabaseHandle;
  let server: TestServer;
  let member: CookieJar;
  let memberId: string;

  beforeAll(async () => {
    await smtp.start();
    database = await openTestDatabase('pglite');
    server = await startTestServer(database, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // Push endpoints below are on loopback, as a stand-in push service would be.
      PUSH_EXTRA_HOSTS: '127.0.0.1',
      TEST_OUTBOUND_LOOPBACK: 'true',
    });
    const signedIn = await signIn(server.url, { email: 'member@arbiter.test', name: 'Member' });
    member = signedIn.jar;
    await grantMembership(database.db, 'member@arbiter.test');
    const me = (await (await request(member, `${server.url}/api/auth/user`)).json()) as {
      id: string;
    };
    memberId = me.id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp.stop();
    await database?.close();
  });

  it('sends the test e-mail through the mail server and lists it in recent alerts', async () => {
    const before = smtp.received.length;
    const response = await request(member, `${server.url}/test-email`, { method: 'POST', headers });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Test e-mail sent to member@arbiter.test.',
    );
    expect(smtp.received.length - before).toBe(1);
    expect(smtp.received.at(-1)!.to).toBe('member@arbiter.test');
    const recent = (await (await request(member, `${server.url}/api/alerts/recent`)).json()) as {
      items: { kind: string; status: string }[];
      delivery: string;
    };
    expect(recent.delivery).toBe('smtp');
    expect(recent.items[0]).toMatchObject({ kind: 'test', status: 'sent' });
  });

  it('says so when no opportunity is live for the demo alert', async () => {
    const response = await request(member, `${server.url}/api/demo-email-alert`, {
      method: 'POST',
      headers,
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(/No opportunity/);
  });

  it('turns alert e-mail off from the signed link, without signing in', async () => {
    const key = await alertSigningKey(database.db);
    const token = signToken(key, memberId, UNSUBSCRIBE_PURPOSE, new Date(Date.now() + DAY_MS));
    const forged = await fetch(
      `${server.url}/api/alerts/unsubscribe?token=${encodeURIComponent(`${memberId}.${UNSUBSCRIBE_PURPOSE}.9999999999.forged`)}`,
    );
    expect(forged.status).toBe(400);
    const settingsBefore = (await (
      await request(member, `${server.url}/api/user/settings`)
    ).json()) as { emailNotifications: boolean };
    expect(settingsBefore.emailNotifications).toBe(true);

    const page = await fetch(
      `${server.url}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('no more alert e-mails');
    const settings = (await (await request(member, `${server.url}/api/user/settings`)).json()) as {
      emailNotifications: boolean;
    };
    expect(settings.emailNotifications).toBe(false);
  });

  const emailAlertsOn = async (on: boolean) => {
    const settings = (await (await request(member, `${server.url}/api/user/settings`)).json()) as {
      emailNotifications: boolean;
    };
    if (settings.emailNotifications === on) return;
    const saved = await request(member, `${server.url}/api/user/settings`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...settings, emailNotifications: on }),
    });
    expect(saved.status).toBe(200);
  };
  const emailAlerts = async () =>
    (
      (await (await request(member, `${server.url}/api/user/settings`)).json()) as {
        emailNotifications: boolean;
      }
    ).emailNotifications;

  it('turns alert e-mail off by one-click POST to the List-Unsubscribe link, as a mail provider sends it', async () => {
    await emailAlertsOn(true);
    const sent = await request(member, `${server.url}/test-email`, { method: 'POST', headers });
    expect(sent.status).toBe(200);
    const link = listUnsubscribeLink(smtp.received.at(-1)!.body);
    expect(smtp.received.at(-1)!.body).toMatch(
      /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im,
    );

    const first = await oneClick(link);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Unsubscribed from alert e-mails.' });
    expect(await emailAlerts()).toBe(false);

    // Replayed (a provider retrying, or the member clicking twice): the same answer, no harm.
    const again = await oneClick(link);
    expect(again.status).toBe(200);
    expect(await emailAlerts()).toBe(false);
  });

  it('takes the one-click body as multipart/form-data too, as RFC 8058 asks senders to', async () => {
    await emailAlertsOn(true);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const key = await alertSigningKey(database.db);
    const token = signToken(key, memberId, UNSUBSCRIBE_PURPOSE, new Date(Date.now() + DAY_MS));
    const response = await fetch(
      `${server.url}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      { method: 'POST', body: form },
    );
    expect(response.status).toBe(200);
    expect(await emailAlerts()).toBe(false);
  });

  it('refuses a one-click POST with a tampered or expired token, or without the one-click body', async () => {
    await emailAlertsOn(true);
    const key = await alertSigningKey(database.db);
    const expired = signToken(key, memberId, UNSUBSCRIBE_PURPOSE, new Date(Date.now() - 1000));
    const valid = signToken(
      key,
      memberId,
      UNSUBSCRIBE_PURPOSE,
      new Date(Date.now() + UNSUBSCRIBE_LINK_DAYS * DAY_MS),
    );
    const [user, purpose, expires, mac] = valid.split('.') as [string, string, string, string];
    const stretched = [user, purpose, String(Number(expires) + 365 * 86_400), mac].join('.');
    const link = (token: string) =>
      `${server.url}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

    for (const token of [expired, stretched]) {
      const response = await oneClick(link(token));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/not valid/);
    }
    const noBody = await fetch(link(valid), { method: 'POST' });
    expect(noBody.status).toBe(400);
    expect(((await noBody.json()) as { message: string }).message).toMatch(
      /List-Unsubscribe=One-Click/,
    );
    expect(await emailAlerts()).toBe(true);
  });

  it('keeps a push endpoint with the member who registered it, and refuses internal ones', async () => {
    const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    const register = (jar: CookieJar, endpoint: string) =>
      request(jar, `${server.url}/api/push/subscriptions`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint, keys }),
      });
    const endpoint = 'https://127.0.0.1:4443/push/member-a';
    expect((await register(member, endpoint)).status).toBe(204);
    // The same member again (keys renewed by the browser): still theirs.
    expect((await register(member, endpoint)).status).toBe(204);

    const other = (await signIn(server.url, { email: 'other@arbiter.test', name: 'Other' })).jar;
    const taken = await register(other, endpoint);
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toMatch(
      /belongs to another Arbiter account/,
    );
    const [row] = await database.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row?.userId).toBe(memberId);

    for (const [url, reason] of [
      ['https://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is not a host/],
      ['https://push.attacker.example/x', /not a host Arbiter sends to/],
      ['http://127.0.0.1:4443/push/x', /only https/],
    ] as const) {
      const refused = await register(member, url);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toMatch(reason);
    }
  });

  it('answers the spec’s failure fields when the mail server is down', async () => {
    await smtp.stop();
    try {
      const response = await request(member, `${server.url}/test-email`, {
        method: 'POST',
        headers,
      });
      expect(response.status).toBe(502);
      const body = (await response.json()) as { message: string; error: string; details: string };
      expect(body.message).toBe('Failed to send test email');
      expect(body.error).toBe('Mail server unreachable');
    } finally {
      await smtp.start(smtp.port);
    }
  });

  it('decodes what it received (helper check)', () => {
    expect(decodeQuotedPrintable('a=3Db =C2=B7 c=\r\nd')).toBe('a=b · cd');
  });
});
