import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sharedCounters } from '../../db/schema/index';

/**
 * Counts one hit on `key` in a window of `windowMs` that starts with its first hit, in one
 * statement (so processes counting at once never lose a hit), by the database's clock (so
 * processes whose clocks differ agree). Returns the hits so far and the ms left in the window.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> {
  const result = await db.execute(sql`
    insert into ${sharedCounters} as c (key, hits, window_ends_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
      window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at
        else c.window_ends_at end
    returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000) as ttl_ms`);
  const row = (result as unknown as { rows: { hits: number | string; ttl_ms: number | string }[] })
    .rows[0];
  return { hits: Number(row?.hits ?? 1), ttlMs: Math.max(0, Number(row?.ttl_ms ?? windowMs)) };
}

/** Takes back one hit (a refused or failed action that should not count). */
export async function uncountHit(db: Database, key: string): Promise<void> {
  await db.execute(
    sql`update ${sharedCounters} set hits = greatest(0, hits - 1) where key = ${key}`,
  );
}

/** Drops the counters whose window has ended (the purge job). */
export async function purgeEndedCounters(db: Database, now: Date): Promise<void> {
  await db.delete(sharedCounters).where(lt(sharedCounters.windowEndsAt, now));
}
