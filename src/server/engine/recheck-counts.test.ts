import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database';
import { MemoryRecheckCounts, SharedRecheckCounts, type RecheckCounts } from './recheck-counts';

describe.each(testDatabaseKinds)("members' daily re-check counts (%s)", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const takeAll = async (counts: RecheckCounts, n: number, day = '2026-11-27') => {
    const taken: boolean[] = [];
    for (let i = 0; i < n; i++) taken.push(await counts.take('member-1', day, 3));
    return taken;
  };

  it('keeps the cap in memory for one process', async () => {
    const counts = new MemoryRecheckCounts();
    expect(await takeAll(counts, 4)).toEqual([true, true, true, false]);
    await counts.giveBack('member-1', '2026-11-27');
    expect(await counts.take('member-1', '2026-11-27', 3)).toBe(true);
    expect(await counts.take('member-1', '2026-11-28', 3)).toBe(true);
  });

  it('holds one cap across processes sharing the database', async () => {
    // Two processes: two counters over one database.
    const first = new SharedRecheckCounts(database.db);
    const second = new SharedRecheckCounts(database.db);
    const taken = [
      await first.take('member-2', '2026-11-27', 3),
      await second.take('member-2', '2026-11-27', 3),
      await first.take('member-2', '2026-11-27', 3),
      await second.take('member-2', '2026-11-27', 3),
    ];
    expect(taken).toEqual([true, true, true, false]);
    await second.giveBack('member-2', '2026-11-27');
    expect(await first.take('member-2', '2026-11-27', 3)).toBe(true);
    expect(await first.take('member-2', '2026-11-28', 3)).toBe(true);
  });
});
