import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type UserSettings } from '../../contracts/settings';
import { saveBookLedger } from '../account/book-ledger-service';
import { saveSettings } from '../account/settings-service';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { alertOutbox } from '../db/schema/index';
import { decodeQuotedPrintable, LoopbackSmtp } from '../test-support/loopback-smtp';
import { grantMembership } from '../test-support/membership';
import { alertOpportunity as opportunity } from '../test-support/alert-opportunity';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { AlertDispatcher } from './alert-dispatcher';
import { createMailTransport } from './mail-transport';
import { MemberRules } from './member-rules';

describe.each(testDatabaseKinds)('alert e-mail through a real SMTP server (%s)', (kind) => {
  const smtp = new LoopbackSmtp();
  let database: DatabaseHandle;
  let now = Date.parse('2026-11-22T17:00:00Z'); // noon in New York
  const clock = () => new Date(now);
  const ended = new Set<string>();
  let memberId: string;

  const goneAtSource = new Set<string>();
  const asked: string[] = [];
  const dispatcher = () =>
    new AlertDispatcher(
      database.db,
      new MemberRules(database.db, clock),
      createMailTransport(`smtp://127.0.0.1:${smtp.port}`, 'Arbiter <alerts@arbiter.test>'),
      null,
      {
        baseUrl: 'http://localhost:5000',
        batchMs: 60_000,
        isLive: (id) => !ended.has(id),
        stillThereAtSource: async (id) => {
          asked.push(id);
          return !goneAtSource.has(id);
        },
        unsubscribeLink: (userId) => `http://localhost:5000/api/alerts/unsubscribe?token=${userId}`,
      },
      clock,
      pino({ level: 'silent' }),
    );
  const settings = (changes: Partial<UserSettings>) =>
    saveSettings(
      database.db,
      memberId,
      { ...DEFAULT_SETTINGS, emailFrequency: 'instant', ...changes },
      clock(),
    );
  const rowsFor = async (opportunityId: string) =>
    (
      await database.db
        .select({ n: count() })
        .from(alertOutbox)
        .where(eq(alertOutbox.opportunityId, opportunityId))
    )[0]!.n;

  beforeAll(async () => {
    await smtp.start();
    database = await openTestDatabase(kind);
    memberId = (await memberWithSession(database.db, 'member@arbiter.test')).user.id;
    // Access for ten days from now: the cases move the clock forward.
    await grantMembership(database.db, 'member@arbiter.test', now + 9 * 86_400_000);
    await memberWithSession(database.db, 'free@arbiter.test');
  });
  afterAll(async () => {
    await smtp.stop();
    await database?.close();
  });
  beforeEach(async () => {
    now += 10 * 60_000; // each case starts outside the last one's batch window
    await settings({});
  });

  it('sends exactly one e-mail for a matching opportunity, however often it is updated', async () => {
    const alerts = dispatcher();
    const found = opportunity();
    const before = smtp.received.length;
    expect(await alerts.queue(found)).toBe(1);
    for (let i = 0; i < 10; i++) await alerts.queue({ ...found, arbitragePercentage: 3 + i / 10 });
    await alerts.sendDue();
    await alerts.sendDue();
    expect(smtp.received.length - before).toBe(1);
    const mail = smtp.received.at(-1)!;
    const body = decodeQuotedPrintable(mail.body);
    expect(mail.to).toBe('member@arbiter.test');
    expect(body).toContain('Boston Celtics vs Miami Heat');
    expect(body).toContain(`/opportunities?open=${found.id}`);
    expect(body).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:5000\/api\/alerts\/unsubscribe/);
    expect(await rowsFor(found.id)).toBe(1);

    // After a restart: a new dispatcher, the same opportunity published again. Nothing.
    const restarted = dispatcher();
    expect(await restarted.queue(found)).toBe(0);
    await restarted.sendDue();
    expect(smtp.received.length - before).toBe(1);
  });

  it('sends nothing below the threshold, for another sport, with real-time off, in quiet hours, or to a free member', async () => {
    await settings({ preferredSports: ['nba'] });
    const alerts = dispatcher();
    expect(await alerts.queue(opportunity({ arbitragePercentage: 1.5 }))).toBe(0);
    expect(await alerts.queue(opportunity({ sport: 'americanfootball_nfl' }))).toBe(0);
    await settings({ notifications: false });
    expect(await dispatcher().queue(opportunity())).toBe(0);
    await settings({ quietHours: { start: '11:00', end: '13:00' } });
    expect(await dispatcher().queue(opportunity())).toBe(0);
    await settings({ emailNotifications: false });
    expect(await dispatcher().queue(opportunity())).toBe(0);
    // free@arbiter.test has no membership: a matching opportunity reaches only the member.
    await settings({});
    expect(await dispatcher().queue(opportunity())).toBe(1);
  });

  it('sends nothing for an opportunity found gone when re-checked just before sending', async () => {
    const alerts = dispatcher();
    const gone = opportunity();
    goneAtSource.add(gone.id);
    const before = smtp.received.length;
    expect(await alerts.queue(gone)).toBe(1);
    await alerts.sendDue();
    expect(asked).toContain(gone.id);
    // An earlier case's alert may go out in this pass; none of them names this opportunity.
    const sent = smtp.received.slice(before).map((mail) => decodeQuotedPrintable(mail.body));
    expect(sent.filter((body) => body.includes(gone.id))).toEqual([]);
    const [row] = await database.db
      .select()
      .from(alertOutbox)
      .where(eq(alertOutbox.opportunityId, gone.id));
    expect(row).toMatchObject({ status: 'skipped' });
    expect(row!.error).toContain('gone at the source');
  });

  it('sends nothing for an opportunity at a book the member marked closed in their ledger', async () => {
    const ledger = (fanduel: 'active' | 'closed') =>
      saveBookLedger(
        database.db,
        memberId,
        {
          onlyMyBooks: true,
          books: [
            { book: 'draftkings', status: 'active', maxStake: null, commission: null },
            { book: 'fanduel', status: fanduel, maxStake: null, commission: null },
          ],
        },
        clock(),
      );
    await ledger('closed');
    expect(await dispatcher().queue(opportunity())).toBe(0);
    await ledger('active');
    expect(await dispatcher().queue(opportunity())).toBe(1);
    await saveBookLedger(database.db, memberId, { onlyMyBooks: true, books: [] }, clock());
  });

  it('cuts the e-mailed stakes to the member’s maximum at a book', async () => {
    await saveBookLedger(
      database.db,
      memberId,
      {
        onlyMyBooks: false,
        books: [{ book: 'fanduel', status: 'limited', maxStake: 20, commission: null }],
      },
      clock(),
    );
    const alerts = dispatcher();
    const before = smtp.received.length;
    expect(await alerts.queue(opportunity())).toBe(1);
    await alerts.sendDue();
    expect(smtp.received.length - before).toBe(1);
    const body = decodeQuotedPrintable(smtp.received.at(-1)!.body);
    // Capacity 20 / 0.51 = $39.21: $19.99 at FanDuel, $19.21 at DraftKings.
    expect(body).toContain('$19.99 on Miami Heat at FanDuel');
    expect(body).toContain('$19.21 on Boston Celtics at DraftKings');
    await saveBookLedger(database.db, memberId, { onlyMyBooks: true, books: [] }, clock());
  });

  it('delivers once when the mail server comes back after being down', async () => {
    const alerts = dispatcher();
    const found = opportunity();
    const port = smtp.port;
    await smtp.stop();
    await alerts.queue(found);
    await alerts.sendDue();
    const [failed] = await database.db
      .select()
      .from(alertOutbox)
      .where(eq(alertOutbox.opportunityId, found.id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.error).toMatch(/unreachable|ECONNREFUSED/i);

    await smtp.start(port);
    const before = smtp.received.length;
    now += 60_000;
    await alerts.sendDue();
    await alerts.sendDue();
    expect(smtp.received.length - before).toBe(1);
    const [sent] = await database.db
      .select()
      .from(alertOutbox)
      .where(eq(alertOutbox.opportunityId, found.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('batches a burst into one message per window and drops what ended before it went out', async () => {
    const alerts = dispatcher();
    const before = smtp.received.length;
    await alerts.queue(opportunity());
    await alerts.sendDue();
    expect(smtp.received.length - before).toBe(1);

    now += 5_000;
    const second = opportunity({ homeTeam: 'Denver Nuggets' });
    const third = opportunity({ homeTeam: 'Utah Jazz' });
    const gone = opportunity({ homeTeam: 'Phoenix Suns' });
    await alerts.queue(second);
    await alerts.queue(third);
    await alerts.queue(gone);
    await alerts.sendDue();
    expect(smtp.received.length - before).toBe(1); // inside the window: waiting

    ended.add(gone.id);
    now += 60_000;
    await alerts.sendDue();
    expect(smtp.received.length - before).toBe(2);
    const burst = decodeQuotedPrintable(smtp.received.at(-1)!.body);
    expect(burst).toContain('Denver Nuggets');
    expect(burst).toContain('Utah Jazz');
    expect(burst).not.toContain('Phoenix Suns');
    const [skipped] = await database.db
      .select()
      .from(alertOutbox)
      .where(eq(alertOutbox.opportunityId, gone.id));
    expect(skipped).toMatchObject({ status: 'skipped' });
  });

  it('keeps to the member’s daily cap', async () => {
    await settings({ dailyAlertCap: 1 });
    now += 86_400_000;
    const alerts = dispatcher();
    const first = opportunity();
    const second = opportunity();
    await alerts.queue(first);
    await alerts.queue(second);
    await alerts.sendDue();
    const statuses = await database.db
      .select({ status: alertOutbox.status, error: alertOutbox.error })
      .from(alertOutbox)
      .where(eq(alertOutbox.opportunityId, second.id));
    expect(statuses[0]).toMatchObject({ status: 'skipped' });
    expect(statuses[0]!.error).toMatch(/daily cap of 1/);
  });
});
