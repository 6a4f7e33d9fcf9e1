import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type UserSettings } from '../../contracts/settings';
import { saveSettings } from '../account/settings-service';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { and, eq } from 'drizzle-orm';
import { ChatDispatcher } from '../chat/chat-dispatcher';
import { ChatLinks } from '../chat/chat-links-service';
import { alertMutes, alertOutbox } from '../db/schema/index';
import { alertOpportunity } from '../test-support/alert-opportunity';
import { grantMembership } from '../test-support/membership';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { AlertDispatcher } from './alert-dispatcher';
import { createMailTransport } from './mail-transport';
import { MemberRules } from './member-rules';

const log = pino({ level: 'silent' });

describe.each(testDatabaseKinds)('fewer alerts: book sets, cooldown, mutes (%s)', (kind) => {
  let database: DatabaseHandle;
  let now = Date.parse('2026-11-22T17:00:00Z');
  const clock = () => new Date(now);
  let memberId: string;
  let rules: MemberRules;
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
  const settings = async (changes: Partial<UserSettings>) => {
    await saveSettings(
      database.db,
      memberId,
      { ...DEFAULT_SETTINGS, emailFrequency: 'instant', ...changes },
      clock(),
    );
    rules.invalidate();
  };
  const atOtherBooks = (o: ReturnType<typeof alertOpportunity>) => ({
    ...o,
    legs: o.legs.map((leg, i) => ({ ...leg, book: i === 0 ? 'betmgm' : leg.book })),
  });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    memberId = (await memberWithSession(database.db, 'quiet@arbiter.test')).user.id;
    await grantMembership(database.db, 'quiet@arbiter.test', now + 9 * 86_400_000);
    rules = new MemberRules(database.db, clock);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    now += 60 * 60_000;
    await settings({});
  });

  it('alerts the same bets at the same books once, and other books after the event cooldown', async () => {
    const found = alertOpportunity();
    expect(await alerts().queue(found)).toBe(1);
    expect(await alerts().queue({ ...found, arbitragePercentage: 4 })).toBe(0);
    // Another book set for the same event, inside the 15-minute default cooldown: held back.
    now += 14 * 60_000;
    expect(await alerts().queue(atOtherBooks(found))).toBe(0);
    // Another opportunity on the same game is held back too.
    expect(await alerts().queue(alertOpportunity({ eventId: found.eventId }))).toBe(0);
    now += 61_000;
    expect(await alerts().queue(atOtherBooks(found))).toBe(1);
    expect(await alerts().queue(atOtherBooks(found))).toBe(0);
  });

  it('has no cooldown at 0 minutes', async () => {
    await settings({ alertCooldownMinutes: 0 });
    const found = alertOpportunity();
    expect(await alerts().queue(found)).toBe(1);
    expect(await alerts().queue(atOtherBooks(found))).toBe(1);
  });

  it('queues nothing for a muted event or sport while the mute lasts', async () => {
    const game = alertOpportunity();
    await database.db.insert(alertMutes).values([
      {
        userId: memberId,
        scope: 'event',
        key: game.eventId,
        label: 'game',
        until: new Date(now + 60_000),
      },
      {
        userId: memberId,
        scope: 'sport',
        key: 'icehockey_nhl',
        label: 'NHL',
        until: new Date(now + 60_000),
      },
    ]);
    rules.invalidate();
    expect(await alerts().queue(game)).toBe(0);
    expect(
      await alerts().queue(alertOpportunity({ sport: 'icehockey_nhl', sportGroup: 'nhl' })),
    ).toBe(0);
    expect(await alerts().queue(alertOpportunity())).toBe(1);
    now += 61_000;
    rules.invalidate();
    expect(await alerts().queue({ ...game, id: `${game.id}-later` })).toBe(1);
    expect(
      await alerts().queue(alertOpportunity({ sport: 'icehockey_nhl', sportGroup: 'nhl' })),
    ).toBe(1);
  });

  it('follows an e-mail alert up with a short "gone" e-mail, only while the alert is recent', async () => {
    const followUps = new ChatDispatcher(
      database.db,
      rules,
      new ChatLinks(database.db, clock),
      new Map(),
      { baseUrl: 'https://arbiter.test' },
      clock,
      log,
    );
    const quick = alertOpportunity();
    const slow = alertOpportunity();
    await alerts().queue(quick);
    await alerts().queue(slow);
    await alerts().sendDue();
    now += 3 * 60_000;
    expect(await followUps.followUpGone(quick.id)).toBe(1);
    expect(await followUps.followUpGone(quick.id)).toBe(0);
    await alerts().sendDue();
    const [note] = await database.db
      .select()
      .from(alertOutbox)
      .where(and(eq(alertOutbox.opportunityId, quick.id), eq(alertOutbox.kind, 'followup')));
    expect(note).toMatchObject({
      channel: 'email',
      status: 'stored',
      subject: 'Arbiter: gone — Boston Celtics vs Miami Heat',
      recipient: 'quiet@arbiter.test',
    });
    expect((note!.payload as { note: string }).note).toBe("Gone after 3 min — don't chase it.");
    now += 61 * 60_000;
    expect(await followUps.followUpGone(slow.id)).toBe(0);
  });
});
