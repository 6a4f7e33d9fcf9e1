import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { alertOutbox, type OutboxChannel, type OutboxKind } from '../db/schema/index';

export type OutboxRow = typeof alertOutbox.$inferSelect;

export interface OutboxClaim {
  /** The channels this sender delivers; every other channel has a sender of its own. */
  channels: readonly OutboxChannel[];
  /** Only rows of this kind, when a sender works through kinds in turn. */
  kind?: OutboxKind;
  limit: number;
  /** How long the claim holds: a sender that dies leaves its rows to be claimed again after it. */
  leaseMs: number;
}

/**
 * Takes the due rows in the statement that picks them (status `sending`, a lease in
 * `next_attempt_at`, `FOR UPDATE SKIP LOCKED`): two senders never hold one row, so nothing is
 * sent twice. Rows come back oldest first.
 */
export async function claimOutboxRows(
  db: Database,
  claim: OutboxClaim,
  now: Date,
): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const leaseEnds = new Date(now.getTime() + claim.leaseMs).toISOString();
  const channels = sql.join(
    claim.channels.map((channel) => sql`${channel}`),
    sql`, `,
  );
  const kind = claim.kind === undefined ? sql`` : sql`and kind = ${claim.kind}`;
  const result = await db.execute(sql`
    update ${alertOutbox} set status = 'sending', next_attempt_at = ${leaseEnds}::timestamptz
    where id in (
      select id from ${alertOutbox}
      where status in ('pending', 'sending') and next_attempt_at <= ${at}::timestamptz
        and channel in (${channels}) ${kind}
      order by created_at, id
      limit ${claim.limit}
      for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((row) =>
    Number(row.id),
  );
  if (ids.length === 0) return [];
  const rows = await db.select().from(alertOutbox).where(inArray(alertOutbox.id, ids));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}
