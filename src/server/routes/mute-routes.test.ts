import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { muteToken } from '../alerts/mute-links';
import { alertSigningKey } from '../alerts/server-keys';
import type { DatabaseHandle } from '../db/database';
import { alertMutes } from '../db/schema/index';
import { request, signIn } from '../test-support/scripted-sign-in';
import { openTestDatabase } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

describe('mute links in alerts', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let memberId: string;
  let key: Buffer;
  const mute = {
    scope: 'event' as const,
    key: 'event-77',
    label: 'Boston <Celtics> vs Miami Heat',
    until: new Date(Date.now() + 86_400_000),
  };
  const mutes = () =>
    database.db
      .select()
      .from(alertMutes)
      .where(and(eq(alertMutes.userId, memberId), eq(alertMutes.key, 'event-77')));

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startTestServer(database, {});
    const { jar } = await signIn(server.url, { email: 'mute@arbiter.test', name: 'Mute' });
    memberId = (
      (await (await request(jar, `${server.url}/api/auth/user`)).json()) as { id: string }
    ).id;
    key = await alertSigningKey(database.db);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('asks on GET (a link preview mutes nothing) and mutes on the POST its button sends, without a session', async () => {
    const link = `${server.url}/api/alerts/mute?token=${encodeURIComponent(muteToken(key, memberId, mute, new Date()))}`;
    const asked = await fetch(link);
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html).toContain('Mute Boston &lt;Celtics&gt; vs Miami Heat?');
    expect(html).toContain('<form method="post"');
    expect(await mutes()).toHaveLength(0);

    const posted = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('Muted Boston &lt;Celtics&gt; vs Miami Heat');
    const [row] = await mutes();
    expect(row?.until.getTime()).toBe(mute.until.getTime());
  });

  it('refuses a forged, altered or expired token', async () => {
    const token = muteToken(key, memberId, { ...mute, key: 'event-88' }, new Date());
    const [user, purpose, expires, mac] = token.split('.');
    const otherPurpose = `mute-${Buffer.from(JSON.stringify({ s: 'sport', k: 'basketball_nba', l: 'NBA', u: Date.now() + 9e9 })).toString('base64url')}`;
    const old = muteToken(key, memberId, mute, new Date(Date.now() - 31 * 86_400_000));
    for (const bad of [
      `${user}.${otherPurpose}.${expires}.${mac}`,
      `${user}.${purpose}.${Number(expires) + 1000}.${mac}`,
      old,
      'nonsense',
    ]) {
      const answer = await fetch(`${server.url}/api/alerts/mute?token=${encodeURIComponent(bad)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(answer.status).toBe(400);
    }
    const rows = await database.db.select().from(alertMutes).where(eq(alertMutes.userId, memberId));
    expect(rows.map((r) => r.key)).not.toContain('event-88');
    expect(rows.map((r) => r.key)).not.toContain('basketball_nba');
  });
});
