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
import { alertOpportunity } from '../test-support/alert-opportunity';
import { grantMembership } from '../test-support/membership';
import { STAND_IN_BOT_TOKEN, TelegramStandIn } from '../test-support/telegram-stand-in';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { MemoryBus } from '../platform/bus/memory-bus';
import { ChatDispatcher } from './chat-dispatcher';
import { ChatLinks } from './chat-links-service';
import { TelegramApi } from './telegram-api';
import { TelegramBot } from './telegram-bot';

const log = pino({ level: 'silent' });
const CHAT_ID = 777_001;

describe.each(testDatabaseKinds)('Telegram alerts through the Bot API (%s)', (kind) => {
  const telegram = new TelegramStandIn();
  let database: DatabaseHandle;
  let now = Date.parse('2026-11-22T17:00:00Z'); // noon in New York
  const clock = () => new Date(now);
  let memberId: string;
  let rules: MemberRules;
  let links: ChatLinks;
  let api: TelegramApi;
  const ended = new Set<string>();

  const bot = () => new TelegramBot(api, links, database.db, log, () => rules.invalidate());
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
      new Map([['telegram', api]]),
      { baseUrl: 'https://arbiter.test', isLive: (id) => !ended.has(id) },
      clock,
      log,
    );
  const link = async () => {
    const { code } = await links.newCode(memberId);
    telegram.sendText(CHAT_ID, `/start ${code}`, 'Dana');
    await bot().pollOnce();
  };
  const sent = () => telegram.callsOf('sendMessage').filter((c) => c.chat_id === String(CHAT_ID));
  const linkRows = () =>
    database.db
      .select()
      .from(chatLinks)
      .where(and(eq(chatLinks.userId, memberId), eq(chatLinks.kind, 'telegram')));

  beforeAll(async () => {
    await telegram.start();
    database = await openTestDatabase(kind);
    memberId = (await memberWithSession(database.db, 'tg@arbiter.test')).user.id;
    await grantMembership(database.db, 'tg@arbiter.test', now + 9 * 86_400_000);
    // Weekly e-mail (the default) sends no instant e-mail: only Telegram gets these alerts.
    await saveSettings(database.db, memberId, { ...DEFAULT_SETTINGS, defaultStake: 500 }, clock());
    rules = new MemberRules(database.db, clock);
    links = new ChatLinks(database.db, clock);
    api = new TelegramApi(telegram.url, STAND_IN_BOT_TOKEN);
  });
  afterAll(async () => {
    await telegram.stop();
    await database?.close();
  });
  beforeEach(async () => {
    now += 10 * 60_000;
    telegram.calls.length = 0;
    await link();
  });

  it('links a chat with a one-time code, which works once and not after it expires', async () => {
    expect((await linkRows())[0]).toMatchObject({ target: String(CHAT_ID), label: 'Dana' });
    expect(String(telegram.callsOf('sendMessage').at(-1)?.text)).toMatch(/^Linked/);

    const { code } = await links.newCode(memberId);
    telegram.sendText(CHAT_ID + 1, `/start ${code}`);
    telegram.sendText(CHAT_ID + 2, `/start ${code}`);
    await bot().pollOnce();
    // The first chat wins; the code is spent for the second.
    expect((await linkRows())[0]?.target).toBe(String(CHAT_ID + 1));
    expect(String(telegram.callsOf('sendMessage').at(-1)?.text)).toMatch(/not valid/);

    const late = await links.newCode(memberId);
    now += 16 * 60_000;
    telegram.sendText(CHAT_ID + 3, `/start ${late.code}`);
    await bot().pollOnce();
    expect((await linkRows())[0]?.target).toBe(String(CHAT_ID + 1));

    // Nothing is read twice: the offset is kept in the database.
    telegram.calls.length = 0;
    expect(await bot().pollOnce()).toBe(0);
    expect(telegram.callsOf('getUpdates')).toHaveLength(1);
    expect(telegram.callsOf('sendMessage')).toHaveLength(0);
  });

  it('sends one message per matching opportunity, none again after a restart, and edits it when gone', async () => {
    const found = alertOpportunity();
    expect(await alerts().queue(found)).toBe(1);
    for (let i = 0; i < 5; i++) await alerts().queue({ ...found, arbitragePercentage: 3 + i / 10 });
    await sender().sendDue();
    await sender().sendDue();
    expect(sent()).toHaveLength(1);
    const message = sent()[0]!;
    expect(message.parse_mode).toBe('HTML');
    const text = String(message.text);
    expect(text).toContain('Boston Celtics vs Miami Heat');
    expect(text).toContain('$245.00 on Boston Celtics at DraftKings @ 2.10');
    expect(text).toContain('$255.00 on Miami Heat at FanDuel @ 2.02');
    expect(text).toMatch(/quoted \d+ (s|min) ago/);
    expect(text).toContain(`<a href="https://arbiter.test/opportunities?open=${found.id}">`);

    // A restarted sender, the opportunity published again: nothing more.
    expect(await alerts().queue(found)).toBe(0);
    await sender().sendDue();
    expect(sent()).toHaveLength(1);

    now += 3 * 60_000;
    ended.add(found.id);
    expect(await sender().followUpGone(found.id)).toBe(1);
    expect(await sender().followUpGone(found.id)).toBe(0);
    await sender().sendDue();
    const edits = telegram.callsOf('editMessageText');
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ chat_id: String(CHAT_ID) });
    expect(String(edits[0]!.text)).toContain("Gone after 3 min — don't chase it.");
    const [original] = await database.db
      .select()
      .from(alertOutbox)
      .where(and(eq(alertOutbox.opportunityId, found.id), eq(alertOutbox.kind, 'opportunity')));
    expect(edits[0]!.message_id).toBe(Number(original!.chatMessageId));
    expect(sent()).toHaveLength(1);
  });

  it('edits the message once when the alerted return moves past the member’s threshold', async () => {
    const found = alertOpportunity();
    expect(await alerts().queue(found)).toBe(1);
    const bus = new MemoryBus();
    const dispatcher = sender();
    dispatcher.attach(bus);
    const moveTo = (expectedValue: number) =>
      bus.publish({ type: 'opportunity.updated', opportunity: { ...found, expectedValue } });
    try {
      await dispatcher.sendDue();
      expect(sent()).toHaveLength(1);
      now += 2 * 60_000;

      // Within the default threshold (1 point): nothing to say.
      moveTo(0.025);
      expect(await dispatcher.followUpMoved()).toBe(0);
      // Past it: the latest price of the pass counts, once.
      moveTo(0.012);
      moveTo(0.014);
      expect(await dispatcher.followUpMoved()).toBe(1);
      moveTo(0.005);
      expect(await dispatcher.followUpMoved()).toBe(0);
      await dispatcher.sendDue();
      const edits = telegram.callsOf('editMessageText');
      expect(edits).toHaveLength(1);
      expect(String(edits[0]!.text)).toContain(
        'Moved after 2 min: 3.00 % → 1.40 %. Check the prices before you bet.',
      );
      expect(sent()).toHaveLength(1);

      // A member who set 0 hears of no move.
      const quiet = alertOpportunity();
      await saveSettings(
        database.db,
        memberId,
        { ...DEFAULT_SETTINGS, defaultStake: 500, alertMoveThresholdPoints: 0 },
        clock(),
      );
      rules.invalidate();
      await alerts().queue(quiet);
      await dispatcher.sendDue();
      bus.publish({ type: 'opportunity.updated', opportunity: { ...quiet, expectedValue: 0.2 } });
      expect(await dispatcher.followUpMoved()).toBe(0);
    } finally {
      await saveSettings(
        database.db,
        memberId,
        { ...DEFAULT_SETTINGS, defaultStake: 500 },
        clock(),
      );
      await dispatcher.stop();
    }
  });

  it('sends a row once when two senders pass at the same moment (claimed, SKIP LOCKED)', async () => {
    await alerts().queue(alertOpportunity());
    await alerts().queue(alertOpportunity());
    const claimed = await Promise.all([sender().sendDue(), sender().sendDue(), sender().sendDue()]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(2);
    expect(sent()).toHaveLength(2);
  });

  it('carries signed links that mute the game or the sport', async () => {
    const withMutes = new ChatDispatcher(
      database.db,
      rules,
      links,
      new Map([['telegram', api]]),
      {
        baseUrl: 'https://arbiter.test',
        muteLinks: (userId, o) => [
          { label: 'Mute this game', link: `https://arbiter.test/mute?e=${o.eventId}&u=${userId}` },
        ],
      },
      clock,
      log,
    );
    const found = alertOpportunity();
    await alerts().queue(found);
    await withMutes.sendDue();
    expect(String(sent().at(-1)?.text)).toContain(
      `<a href="https://arbiter.test/mute?e=${found.eventId}&amp;u=${memberId}">Mute this game</a>`,
    );
  });

  it('escapes what it sends in HTML mode', async () => {
    await alerts().queue(alertOpportunity({ homeTeam: 'Fish <&> Chips' }));
    await sender().sendDue();
    expect(String(sent().at(-1)?.text)).toContain('Fish &lt;&amp;&gt; Chips vs Miami Heat');
  });

  it('waits the retry_after Telegram states on 429, then sends', async () => {
    telegram.failNext('sendMessage', 429, 'Too Many Requests: retry after 7', 7);
    await alerts().queue(alertOpportunity());
    await sender().sendDue();
    expect(sent()).toHaveLength(0);
    now += 6_000;
    await sender().sendDue();
    expect(sent()).toHaveLength(0);
    now += 1_000;
    await sender().sendDue();
    expect(sent()).toHaveLength(1);
  });

  it.each([
    [403, 'Forbidden: bot was blocked by the user'],
    [400, 'Bad Request: chat not found'],
  ])('ends the link on %i %s', async (status, description) => {
    telegram.failNext('sendMessage', status, description);
    const found = alertOpportunity();
    await alerts().queue(found);
    await sender().sendDue();
    expect(await linkRows()).toHaveLength(0);
    const [row] = await database.db
      .select()
      .from(alertOutbox)
      .where(and(eq(alertOutbox.opportunityId, found.id), eq(alertOutbox.channel, 'telegram')));
    expect(row).toMatchObject({ status: 'skipped' });
    expect(row!.error).toContain(description);
    // Unlinked: the next opportunity is not queued for Telegram at all.
    expect(await alerts().queue(alertOpportunity())).toBe(0);
  });

  it('retries with backoff on a server error and leaves the link alone', async () => {
    telegram.failNext('sendMessage', 502, 'Bad Gateway');
    await alerts().queue(alertOpportunity());
    await sender().sendDue();
    expect(sent()).toHaveLength(0);
    expect(await linkRows()).toHaveLength(1);
    now += 5_000;
    await sender().sendDue();
    expect(sent()).toHaveLength(1);
  });
});
