import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachDatabasePort,
  databaseOverPort,
  openDatabase,
  type DatabaseHandle,
} from './database';

describe('the embedded database on its own thread', () => {
  let handle: DatabaseHandle;
  const ids = async (query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map(
      (r) => r.id,
    );
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await handle.db.execute(sql`create table thread_probe (id int primary key, note text)`);
  }, 60_000);
  afterAll(() => handle.close());

  it('commits a transaction whole and rolls a failed one back whole', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'kept')`);
      await tx.execute(sql`insert into thread_probe values (2, 'kept')`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (3, 'lost')`);
        await tx.execute(sql`insert into thread_probe values (1, 'duplicate')`);
      }),
    ).rejects.toThrow();
    expect(await ids(sql`select id from thread_probe order by id`)).toEqual([1, 2]);
  });

  it('serves a second thread on its own port, and rolls back what a closed port left open', async () => {
    const other = databaseOverPort((await attachDatabasePort(handle))!);
    await other.db.execute(sql`insert into thread_probe values (90, 'from the other port')`);
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const orphan = other.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (91, 'orphan')`);
      inside();
      // The thread behind the port ends here, in the middle of its transaction.
      await new Promise(() => {});
    });
    orphan.catch(() => {});
    await entered;
    await other.close();
    // Without the rollback the orphan would hold PGlite's lock, and this would wait forever.
    expect(await ids(sql`select id from thread_probe where id >= 90 order by id`)).toEqual([90]);
  });

  it("keeps PostgreSQL's error fields across the thread", async () => {
    const failure = await handle.db.execute(sql`insert into thread_probe values (1, 'again')`).then(
      () => null,
      (error: unknown) => error as Error & { cause?: Record<string, unknown> },
    );
    expect(failure?.cause).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
  });

  it('rolls back to a savepoint inside a transaction', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (10, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_probe values (11, 'inner')`);
          inner.rollback();
        })
        .catch(() => {});
    });
    expect(await ids(sql`select id from thread_probe where id >= 10 and id < 90`)).toEqual([10]);
  });

  it('makes other queries wait for an open transaction, as one PGlite does', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = handle.db.transaction(async (t) => {
      await t.execute(sql`update thread_probe set note = 'in tx' where id = 2`);
      order.push('tx wrote');
      await held;
      order.push('tx ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = handle.db
      .execute(sql`select note from thread_probe where id = 2`)
      .then((result) =>
        order.push(
          `outside read ${(result as unknown as { rows: { note: string }[] }).rows[0]!.note}`,
        ),
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside read in tx']);
  });

  it('leaves the calling thread free while PostgreSQL works', async () => {
    let turns = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    // About a second of work inside PostgreSQL: on the calling thread no turn could run meanwhile.
    await handle.db.execute(
      sql`select count(*) from generate_series(1, 1000000) g where md5(g::text) like 'a%'`,
    );
    done = true;
    expect(turns).toBeGreaterThan(10);
  }, 60_000);
});
