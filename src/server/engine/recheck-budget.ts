import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { apiUsage, sharedCounters } from '../db/schema/index';

const DAY_MS = 86_400_000;
/** The purge may drop a month's counter this long after the month began (it has ended by then). */
const KEPT_MS = 40 * DAY_MS;

const keyOf = (monthStart: number) =>
  `recheck-credits:${new Date(monthStart).toISOString().slice(0, 7)}`;

/**
 * Re-checks' capped share of the month's odds credits, booked in PostgreSQL (`shared_counters`)
 * so the cap holds across processes and fail-overs (decision 029): a scanner that takes over
 * reads what the one before it booked. A month's counter starts from the re-check credits already
 * in `api_usage` (a counter made mid-month, or lost, never forgets the month's spend).
 */
export class RecheckBudget {
  constructor(private readonly db: Database) {}

  /**
   * Books `cost` credits of the month that starts at `monthStart`; false, booking nothing, when
   * they would take the month past `cap`. One statement: two processes booking at once never
   * both pass the cap.
   */
  async reserve(monthStart: number, cost: number, cap: number): Promise<boolean> {
    const key = keyOf(monthStart);
    const since = new Date(monthStart).toISOString();
    const result = await this.db.execute(sql`
      insert into ${sharedCounters} as c (key, hits, window_ends_at)
      values (
        ${key},
        (select coalesce(sum(${apiUsage.cost}), 0) from ${apiUsage}
          where ${apiUsage.endpoint} = 'recheck' and ${apiUsage.at} >= ${since}::timestamptz)
          + ${cost},
        ${new Date(monthStart + KEPT_MS).toISOString()}::timestamptz
      )
      on conflict (key) do update set hits = c.hits + ${cost}
        where c.hits + ${cost} <= ${cap}
      returning hits`);
    const row = rowsOf(result)[0];
    if (!row) return false;
    if (Number(row.hits) <= cap) return true;
    // The month's first booking found the month already past the cap: take it back.
    await this.adjust(monthStart, -cost);
    return false;
  }

  /** Corrects the month's booking by `delta` (the answer's own cost; a failed check's refund). */
  async adjust(monthStart: number, delta: number): Promise<void> {
    if (delta === 0) return;
    await this.db.execute(
      sql`update ${sharedCounters} set hits = greatest(0, hits + ${delta})
          where key = ${keyOf(monthStart)}`,
    );
  }

  /** Credits booked for the month so far. */
  async spent(monthStart: number): Promise<number> {
    const result = await this.db.execute(
      sql`select hits from ${sharedCounters} where key = ${keyOf(monthStart)}`,
    );
    return Number(rowsOf(result)[0]?.hits ?? 0);
  }
}

function rowsOf(result: unknown): { hits: number | string }[] {
  return (result as { rows: { hits: number | string }[] }).rows;
}
