import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlerts, type AlertServices } from '../alerts/create-alerts';
import { memberWithSession } from '../billing/test-support/member-session';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { MemoryLease } from '../platform/lease/memory-lease';
import { PostgresLease } from '../platform/lease/postgres-lease';
import { STAND_IN_BOT_TOKEN, TelegramStandIn } from '../test-support/telegram-stand-in';
import { openTestDatabase } from '../test-support/test-database';
import { ChatLinks } from './chat-links-service';

const log = pino({ level: 'silent' });
const LEASE = 'arbiter:telegram';

/**
 * Two jobs processes' bots against the Telegram stand-in, which ends one of two concurrent
 * getUpdates with a 409 as Telegram does: under the lease only one polls, and the other takes
 * over when it stops or loses its connection. PostgreSQL only (an advisory lock).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('Telegram long polling on one process', () => {
  const telegram = new TelegramStandIn();
  let database: DatabaseHandle;
  let links: ChatLinks;
  const pollers: { alerts: AlertServices; lease: PostgresLease }[] = [];
  let chat = 900_000;
  const config = () =>
    loadConfig({
      LOG_LEVEL: 'silent',
      TELEGRAM_BOT_TOKEN: STAND_IN_BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: '@ArbiterTestBot',
      TELEGRAM_API_BASE_URL: telegram.url,
    });

  beforeAll(async () => {
    await telegram.start();
    database = await openTestDatabase('postgres');
    links = new ChatLinks(database.db, () => new Date());
    for (let i = 0; i < 2; i++) {
      const alerts = await createAlerts(config(), database.db, log, () => new Date(), {
        bus: null,
        replica: null,
        matchHere: false,
        followHere: false,
      });
      const lease = new PostgresLease({ url: database.url!, name: LEASE, everyMs: 100, log });
      await alerts.start(lease);
      pollers.push({ alerts, lease });
    }
  });
  afterAll(async () => {
    for (const { alerts } of pollers) await alerts.stop();
    await telegram.stop();
    await database?.close();
  });

  const holders = () => pollers.filter((p) => p.lease.held);
  const repliesTo = (chatId: number) =>
    telegram.callsOf('sendMessage').filter((call) => Number(call.chat_id) === chatId);

  /** A member sends a fresh link code; it is answered once, by whichever bot polls. */
  async function linkOnce(email: string) {
    const { user } = await memberWithSession(database.db, email);
    const { code } = await links.newCode(user.id);
    const chatId = ++chat;
    telegram.sendText(chatId, `/start ${code}`);
    await expect.poll(() => repliesTo(chatId).length, { timeout: 10_000 }).toBeGreaterThan(0);
    return chatId;
  }

  it('polls from one process; the other takes over when it stops', async () => {
    await expect.poll(() => holders().length, { timeout: 5_000 }).toBe(1);
    const first = await linkOnce('tg-one@arbiter.test');
    expect(holders()).toHaveLength(1);

    const [holder] = holders();
    await holder!.alerts.stop();
    pollers.splice(pollers.indexOf(holder!), 1);
    await expect.poll(() => pollers[0]!.lease.held, { timeout: 5_000 }).toBe(true);
    const second = await linkOnce('tg-two@arbiter.test');

    expect(telegram.conflicts).toBe(0);
    expect(repliesTo(first).map((call) => String(call.text))).toEqual([
      expect.stringMatching(/^Linked/),
    ]);
    expect(repliesTo(second)).toHaveLength(1);
  });

  it('stops polling the moment its lease connection is cut; one process polls again', async () => {
    const lease = new PostgresLease({ url: database.url!, name: LEASE, everyMs: 100, log });
    const alerts = await createAlerts(config(), database.db, log, () => new Date(), {
      bus: null,
      replica: null,
      matchHere: false,
      followHere: false,
    });
    await alerts.start(lease);
    pollers.push({ alerts, lease });
    expect(holders()).toHaveLength(1);
    const [holder] = holders();
    // Heard, not polled for: the holder may lose the lease and take it back between two looks.
    const heard: boolean[] = [];
    holder!.lease.onChange((held) => heard.push(held));
    // What PostgreSQL sees when the holder's process dies.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and granted
            and database = (select oid from pg_database where datname = current_database())`,
    );
    await expect.poll(() => heard[0], { timeout: 5_000 }).toBe(false);
    await expect.poll(() => holders().length, { timeout: 5_000 }).toBe(1);
    const third = await linkOnce('tg-three@arbiter.test');
    expect(repliesTo(third)).toHaveLength(1);
  });

  it("without it, two bots polling at once get Telegram's 409 (what the lease prevents)", async () => {
    for (const { alerts } of pollers.splice(0)) await alerts.stop();
    const before = telegram.conflicts;
    const both = [];
    for (let i = 0; i < 2; i++) {
      const alerts = await createAlerts(config(), database.db, log, () => new Date(), {
        bus: null,
        replica: null,
        matchHere: false,
        followHere: false,
      });
      await alerts.start(new MemoryLease());
      both.push(alerts);
    }
    await expect.poll(() => telegram.conflicts, { timeout: 5_000 }).toBeGreaterThan(before);
    for (const alerts of both) await alerts.stop();
  });
});
