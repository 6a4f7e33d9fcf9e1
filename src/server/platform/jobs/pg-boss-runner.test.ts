import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test-support/test-database';
import { PassLiveness } from './pass-liveness';
import { ORPHANED, PgBossRunner } from './pg-boss-runner';

const log = pino({ level: 'silent' });

/** PostgreSQL only (pg-boss, advisory locks); skipped without TEST_DATABASE_URL like the others. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('passes whose jobs process died', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.close();
  });

  /** What a crash of the pass's holder looks like to PostgreSQL: its session ends. */
  const cutHolderOf = (jobId: string) =>
    database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and granted and objsubid = 2
            and objid = (hashtext(${jobId})::bigint & 4294967295)::oid
            and database = (select oid from pg_database where datname = current_database())`,
    );

  it('names a recorded pass orphaned once its holder is gone, to one process, once', async () => {
    const holder = new PassLiveness(database.url!, log);
    const other = new PassLiveness(database.url!, log);
    const third = new PassLiveness(database.url!, log);
    try {
      await holder.hold('pass-1', 'settling');
      expect(await other.orphans(['settling'])).toEqual([]);
      // Its own pass is never orphaned to the holder, though its session could lock it again.
      expect(await holder.orphans(['settling'])).toEqual([]);
      await cutHolderOf('pass-1');
      const found = await Promise.all([other.orphans(['settling']), third.orphans(['settling'])]);
      expect(found.flat()).toEqual([{ jobId: 'pass-1', queue: 'settling' }]);
      expect(await other.orphans(['settling'])).toEqual([]);
      // Another queue's passes are not this runner's to fail.
      await other.hold('pass-2', 'grading');
      expect(await third.orphans(['settling'])).toEqual([]);
    } finally {
      await Promise.all([holder.stop(), other.stop(), third.stop()]);
    }
  });

  it('fails a pass whose process died and runs the next on the other process, heartbeat or not', async () => {
    const runs: string[] = [];
    let releaseStuck = () => {};
    const stuck = new Promise<void>((resolve) => (releaseStuck = resolve));
    const runner = (name: string, run: () => Promise<unknown>) => {
      const jobs = new PgBossRunner(database.url!, log);
      jobs.add({ name: 'sending', everyMs: 500, run });
      return jobs;
    };
    // The first runner's pass never ends; its pg-boss keeps beating for it, so only the lost
    // lock can tell the other runner that the pass is dead.
    const first = runner('first', async () => {
      runs.push('first');
      await stuck;
    });
    await first.start();
    await expect.poll(() => runs, { timeout: 20_000 }).toEqual(['first']);
    const second = runner('second', async () => {
      runs.push('second');
    });
    await second.start();
    try {
      const active = await database.db.execute(
        sql`select id from pgboss.job where name = 'sending' and state = 'active'`,
      );
      const passId = (active as unknown as { rows: { id: string }[] }).rows[0]!.id;
      await cutHolderOf(passId);
      await expect.poll(() => runs.includes('second'), { timeout: 30_000 }).toBe(true);
      const failed = await database.db.execute(
        sql`select state, output from pgboss.job where id = ${passId}`,
      );
      const row = (failed as unknown as { rows: { state: string; output: unknown }[] }).rows[0]!;
      expect(row.state).toBe('failed');
      expect(row.output).toEqual({ reason: ORPHANED });
    } finally {
      releaseStuck();
      await Promise.all([first.stop(), second.stop()]);
    }
  }, 60_000);
});
