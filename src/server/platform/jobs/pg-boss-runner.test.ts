import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  beforeEach(async () => {
    await database.db.execute(sql`delete from job_pass_holders`);
  });

  /** Advisory locks of passes held by any session, of one pass or of all. */
  const passLocksHeld = async (jobId?: string) => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and granted and objsubid = 2 and classid = ${0x6a6f6273}
            and (${jobId ?? null}::text is null
                 or objid = (hashtext(${jobId ?? ''})::bigint & 4294967295)::oid)
            and database = (select oid from pg_database where datname = current_database())`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  /**
   * What a crash of the pass's holder looks like to PostgreSQL: its session ends. Termination is
   * asked, not waited for, so this waits until the session (and the lock) is gone.
   */
  const cutHolderOf = async (jobId: string) => {
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and granted and objsubid = 2 and classid = ${0x6a6f6273}
            and objid = (hashtext(${jobId})::bigint & 4294967295)::oid
            and database = (select oid from pg_database where datname = current_database())`,
    );
    await expect.poll(() => passLocksHeld(jobId), { timeout: 10_000 }).toBe(0);
  };

  it('names a recorded pass orphaned once its lock stays free, and one process claims it', async () => {
    const clock = { at: 0 };
    const checker = () => new PassLiveness(database.url!, log, () => clock.at);
    const holder = checker();
    const other = checker();
    const third = checker();
    try {
      await holder.hold('pass-1', 'settling');
      expect(await other.orphans(['settling'])).toEqual([]);
      // Its own pass is never orphaned to the holder, though its session could lock it again.
      clock.at += 5_000;
      expect(await holder.orphans(['settling'])).toEqual([]);
      expect(await other.orphans(['settling'])).toEqual([]);
      await cutHolderOf('pass-1');
      // Free once is not enough: a live holder may be on its way back.
      expect(await other.orphans(['settling'])).toEqual([]);
      expect(await third.orphans(['settling'])).toEqual([]);
      clock.at += 2_000;
      const orphan = { jobId: 'pass-1', queue: 'settling' };
      expect(await other.orphans(['settling'])).toEqual([orphan]);
      expect(await third.orphans(['settling'])).toEqual([orphan]);
      // Whichever deletes the record first fails it; the other is told it is taken.
      const claims = await Promise.all([other.claim('pass-1'), third.claim('pass-1')]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await other.orphans(['settling'])).toEqual([]);
    } finally {
      await Promise.all([holder.stop(), other.stop(), third.stop()]);
    }
  });

  it('keeps a live holder whose connection dropped: it takes its locks back', async () => {
    const clock = { at: 0 };
    const holder = new PassLiveness(database.url!, log, () => clock.at);
    const other = new PassLiveness(database.url!, log, () => clock.at);
    try {
      await holder.hold('pass-4', 'settling');
      await cutHolderOf('pass-4');
      // Seen free once: a suspect.
      expect(await other.orphans(['settling'])).toEqual([]);
      // The holder's next call (its own check, each second) finds its connection gone, and the
      // one after reconnects and locks its running pass again.
      await expect
        .poll(async () => {
          await holder.orphans(['settling']).catch(() => null);
          return passLocksHeld('pass-4');
        })
        .toBe(1);
      clock.at += 2_000;
      expect(await other.orphans(['settling'])).toEqual([]);
      await holder.release('pass-4');
      expect(await passLocksHeld()).toBe(0);
    } finally {
      await Promise.all([holder.stop(), other.stop()]);
    }
  });

  it('holds passes started together on one connection and lets every lock go', async () => {
    const holder = new PassLiveness(database.url!, log);
    try {
      await Promise.all([holder.hold('pass-5', 'settling'), holder.hold('pass-6', 'grading')]);
      expect(await passLocksHeld()).toBe(2);
      await Promise.all([holder.release('pass-5'), holder.release('pass-6')]);
      expect(await passLocksHeld()).toBe(0);
    } finally {
      await holder.stop();
    }
  });

  it('leaves another queue’s passes to the processes that run that queue', async () => {
    const clock = { at: 0 };
    const grader = new PassLiveness(database.url!, log);
    const settler = new PassLiveness(database.url!, log, () => clock.at);
    try {
      await grader.hold('pass-2', 'grading');
      await cutHolderOf('pass-2');
      await grader.stop();
      expect(await settler.orphans(['settling'])).toEqual([]);
      clock.at += 2_000;
      expect(await settler.orphans(['settling'])).toEqual([]);
      expect(await settler.orphans(['grading'])).toEqual([]);
      clock.at += 2_000;
      expect(await settler.orphans(['grading'])).toEqual([{ jobId: 'pass-2', queue: 'grading' }]);
    } finally {
      await settler.stop();
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
    // The first runner's pass never ends.
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
      // What the other process sees of a dead one: the lock's session gone, and never back. Its
      // pg-boss is left beating, so only the lock can tell that the pass is dead.
      await (first as unknown as { liveness: PassLiveness }).liveness.stop();
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
