import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test-support/test-database';
import { PostgresLease } from './postgres-lease';

/** PostgreSQL only (an advisory lock); skipped without TEST_DATABASE_URL like the others. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL lease', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.close();
  });

  const lease = () =>
    new PostgresLease({
      url: database.url!,
      name: 'arbiter:test',
      everyMs: 100,
      log: pino({ level: 'silent' }),
    });

  it('is held by one of two candidates, and passes to the other when the holder lets go', async () => {
    const first = lease();
    const second = lease();
    const seen: string[] = [];
    first.onChange((held) => seen.push(`first ${held}`));
    second.onChange((held) => seen.push(`second ${held}`));
    await first.start();
    await second.start();
    expect([first.held, second.held]).toEqual([true, false]);

    await first.stop();
    await expect.poll(() => second.held, { timeout: 5_000, interval: 50 }).toBe(true);
    expect(seen).toEqual(['first true', 'first false', 'second true']);
    await second.stop();
  });

  it('is given up the moment its connection is cut, then held by one candidate again', async () => {
    const first = lease();
    const second = lease();
    const lost: boolean[] = [];
    first.onChange((held) => lost.push(!held));
    await first.start();
    await second.start();
    expect(first.held).toBe(true);
    // What a crash of the holder's connection (or its process) looks like to PostgreSQL.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and granted
            and database = (select oid from pg_database where datname = current_database())`,
    );
    await expect.poll(() => lost.includes(true), { timeout: 5_000, interval: 50 }).toBe(true);
    // Both are candidates again: one of them, and only one, holds it next.
    await expect
      .poll(() => [first.held, second.held].filter(Boolean).length, {
        timeout: 5_000,
        interval: 50,
      })
      .toBe(1);
    await first.stop();
    await second.stop();
  });
});
