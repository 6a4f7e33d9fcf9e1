import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSigningKey } from '../alerts/server-keys';
import { signToken } from '../alerts/signed-token';
import { UNSUBSCRIBE_PURPOSE } from '../alerts/create-alerts';
import type { DatabaseHandle } from '../db/database';
import { decodeQuotedPrintable, LoopbackSmtp } from '../test-support/loopback-smtp';
import { grantMembership } from '../test-support/membership';
import { request, signIn, type CookieJar } from '../test-support/scripted-sign-in';
import { openTestDatabase } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

const headers = { 'x-arbiter-csrf': '1' };

describe('test e-mail, demo alert, recent alerts and the unsubscribe link', () => {
  const smtp = new LoopbackSmtp();
  let database: DatabaseHandle;
  let server: TestServer;
  let member: CookieJar;
  let memberId: string;

  beforeAll(async () => {
    await smtp.start();
    database = await openTestDatabase('pglite');
    server = await startTestServer(database, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
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
    const token = signToken(key, memberId, UNSUBSCRIBE_PURPOSE);
    const forged = await fetch(
      `${server.url}/api/alerts/unsubscribe?token=${encodeURIComponent(`${memberId}.${UNSUBSCRIBE_PURPOSE}.forged`)}`,
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
