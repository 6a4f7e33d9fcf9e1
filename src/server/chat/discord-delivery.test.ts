import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contracts/settings';
import { saveSettings } from '../account/settings-service';
import { AlertDispatcher } from '../alerts/alert-dispatcher';
import { createMailTransport } from '../alerts/mail-transport';
import { MemberRules } from '../alerts/member-rules';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { alertOutbox, chatLinks } from '../db/schema/index';
import { OutboundGuard, OutboundRefused } from '../outbound/outbound-guard';
import { alertOpportunity } from '../test-support/alert-opportunity';
import {
  DiscordStandIn,
  STAND_IN_WEBHOOK_ID,
  STAND_IN_WEBHOOK_TOKEN,
} from '../test-support/discord-stand-in';
import { grantMembership } from '../test-support/membership';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { ChatDispatcher } from './chat-dispatcher';
import { ChatLinks } from './chat-links-service';
import { DISCORD_WEBHOOK_HOSTS, DiscordWebhooks, discordGuard } from './discord-webhook';

const log = pino({ level: 'silent' });
const PATH = `/api/webhooks/${STAND_IN_WEBHOOK_ID}/${STAND_IN_WEBHOOK_TOKEN}`;

describe('Discord webhook URL validation', () => {
  const stand = new DiscordStandIn();
  beforeAll(() => stand.start());
  afterAll(() => stand.stop());

  /** Discord's names resolved as the test says, so no real DNS is asked. */
  const withAddress = (address: string) =>
    new DiscordWebhooks({
      guard: new OutboundGuard(
        { hosts: [...DISCORD_WEBHOOK_HOSTS], allowLoopback: false },
        async () => [{ address, family: address.includes(':') ? 6 : 4 }],
      ),
    });

  it('accepts Discord webhook URLs on public addresses, on every Discord host', async () => {
    const discord = withAddress('162.159.135.232');
    for (const host of DISCORD_WEBHOOK_HOSTS) {
      expect((await discord.check(`https://${host}${PATH}`)).href).toBe(`https://${host}${PATH}`);
    }
    expect((await discord.check(`https://discord.com/api/v10${PATH.slice(4)}/`)).pathname).toBe(
      `/api/v10${PATH.slice(4)}`,
    );
  });

  it.each([
    ['plain http', `http://discord.com${PATH}`, /only https/],
    ['another host', `https://example.com${PATH}`, /not a Discord webhook URL/],
    ['a look-alike host', `https://discord.com.evil.example${PATH}`, /not a Discord webhook URL/],
    ['a host under Discord', `https://cdn.discord.com${PATH}`, /not a Discord webhook URL/],
    ['another path', 'https://discord.com/api/users/@me', /looks like/],
    ['a query', `https://discord.com${PATH}?thread_id=1`, /looks like/],
    ['a user name', `https://me@discord.com${PATH}`, /user name/],
    ['another port', `https://discord.com:8443${PATH}`, /standard https port/],
  ])('refuses %s', async (_, url, reason) => {
    await expect(withAddress('162.159.135.232').check(url)).rejects.toThrow(reason);
  });

  it.each(['10.0.0.7', '127.0.0.1', '::1', '169.254.169.254', '192.168.1.10', '172.16.0.1'])(
    'refuses discord.com when it resolves to %s',
    async (address) => {
      await expect(withAddress(address).check(`https://discord.com${PATH}`)).rejects.toThrow(
        OutboundRefused,
      );
    },
  );

  it('refuses the loopback stand-in unless loopback is allowed for tests', async () => {
    const strict = new DiscordWebhooks({
      guard: discordGuard(stand.baseUrl, false),
      testBaseUrl: stand.baseUrl,
    });
    await expect(strict.check(stand.webhookUrl)).rejects.toThrow(/loopback/);
    const testing = new DiscordWebhooks(
      { guard: discordGuard(stand.baseUrl, true), testBaseUrl: stand.baseUrl },
      { ca: stand.ca },
    );
    expect(await testing.describe(stand.webhookUrl)).toEqual({
      url: stand.webhookUrl,
      name: 'Arb alerts',
    });
  });

  it('does not follow a redirect, even to Discord itself', async () => {
    const discord = new DiscordWebhooks(
      { guard: discordGuard(stand.baseUrl, true), testBaseUrl: stand.baseUrl },
      { ca: stand.ca },
    );
    stand.failNext({ status: 307, location: 'http://169.254.169.254/latest/meta-data/' });
    const before = stand.calls.length;
    await expect(discord.describe(stand.webhookUrl)).rejects.toThrow(/redirected/);
    expect(stand.calls.length - before).toBe(1);
  });
});

describe.each(testDatabaseKinds)('Discord alerts through a webhook (%s)', (kind) => {
  const stand = new DiscordStandIn();
  let database: DatabaseHandle;
  let now = Date.parse('2026-11-22T17:00:00Z');
  const clock = () => new Date(now);
  let memberId: string;
  let rules: MemberRules;
  let links: ChatLinks;
  let discord: DiscordWebhooks;
  const ended = new Set<string>();

  const alerts = () =>
    new AlertDispatcher(
      database.db,
      rules,
      createMailTransport(undefined, 'Arbiter <alerts@arbiter.test>'),
      null,
      { baseUrl: 'https://arbiter.test', batchMs: 60_000, unsubscribeLink: () => 'https://u' },
      clock,
      log,
    );
  const sender = () =>
    new ChatDispatcher(
      database.db,
      rules,
      links,
      new Map([['discord', discord]]),
      { baseUrl: 'https://arbiter.test', isLive: (id) => !ended.has(id) },
      clock,
      log,
    );
  const posts = () => stand.callsOf('POST');
  const linked = async () =>
    (
      await database.db
        .select()
        .from(chatLinks)
        .where(and(eq(chatLinks.userId, memberId), eq(chatLinks.kind, 'discord')))
    ).length;

  beforeAll(async () => {
    await stand.start();
    database = await openTestDatabase(kind);
    memberId = (await memberWithSession(database.db, 'dc@arbiter.test')).user.id;
    await grantMembership(database.db, 'dc@arbiter.test', now + 9 * 86_400_000);
    await saveSettings(database.db, memberId, DEFAULT_SETTINGS, clock());
    rules = new MemberRules(database.db, clock);
    links = new ChatLinks(database.db, clock);
    discord = new DiscordWebhooks(
      { guard: discordGuard(stand.baseUrl, true), testBaseUrl: stand.baseUrl },
      { ca: stand.ca },
    );
  });
  afterAll(async () => {
    await stand.stop();
    await database?.close();
  });
  beforeEach(async () => {
    now += 10 * 60_000;
    stand.calls.length = 0;
    const hook = await discord.describe(stand.webhookUrl);
    await links.save(memberId, 'discord', hook.url, hook.name);
    rules.invalidate();
  });

  it('posts one embed per opportunity, none again after a restart, and edits it when gone', async () => {
    const found = alertOpportunity();
    expect(await alerts().queue(found)).toBe(1);
    expect(await alerts().queue(found)).toBe(0);
    await sender().sendDue();
    await sender().sendDue();
    expect(posts()).toHaveLength(1);
    const post = posts()[0]!;
    expect(post.query).toBe('?wait=true');
    const [embed] = post.body!.embeds as { title: string; description: string; url: string }[];
    expect(embed!.url).toBe(`https://arbiter.test/opportunities?open=${found.id}`);
    expect(embed!.description).toContain('$490.00 on Boston Celtics at DraftKings @ 2.10');
    expect(post.body!.allowed_mentions).toEqual({ parse: [] });

    await sender().sendDue();
    expect(posts()).toHaveLength(1);

    now += 2 * 60_000;
    ended.add(found.id);
    await sender().followUpGone(found.id);
    await sender().sendDue();
    const [original] = await database.db
      .select()
      .from(alertOutbox)
      .where(and(eq(alertOutbox.opportunityId, found.id), eq(alertOutbox.kind, 'opportunity')));
    const patches = stand.callsOf('PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.path).toBe(`${PATH}/messages/${original!.chatMessageId}`);
    const [edited] = patches[0]!.body!.embeds as { description: string }[];
    expect(edited!.description).toContain("Gone after 2 min — don't chase it.");
  });

  it.each([
    ['the JSON body', false],
    ['the Retry-After header', true],
  ])('waits the retry_after of a 429 given in %s', async (_, inHeaderOnly) => {
    stand.failNext({ status: 429, retryAfter: 3, inHeaderOnly });
    await alerts().queue(alertOpportunity());
    await sender().sendDue();
    expect(posts()).toHaveLength(0);
    now += 2_999;
    await sender().sendDue();
    expect(posts()).toHaveLength(0);
    now += 1;
    await sender().sendDue();
    expect(posts()).toHaveLength(1);
  });

  it('removes the webhook when Discord answers 404', async () => {
    stand.failNext({ status: 404 });
    await alerts().queue(alertOpportunity());
    await sender().sendDue();
    expect(await linked()).toBe(0);
    expect(await alerts().queue(alertOpportunity())).toBe(0);
  });
});
