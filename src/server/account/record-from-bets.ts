import { eq } from 'drizzle-orm';
import { figuresFromBets } from '../../core/history-from-bets';
import type { Database } from '../db/database';
import { arbitrageHistory, bets } from '../db/schema/index';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Brings a history record in line with its placed bets, inside the transaction that changed
 * them: its stake is theirs, its profit their summed profit once all are settled, its status
 * executed and its prices theirs. The record is locked before its bets are read, so two bets of
 * one record settled at once cannot leave it with only one of them counted: the second waits
 * and then reads both. With no bets left (the member deleted them) the record keeps its figures
 * and becomes the member's to edit again.
 */
export async function syncRecordFromBets(
  tx: Transaction,
  historyId: string,
  now: Date,
): Promise<typeof arbitrageHistory.$inferSelect | null> {
  const [record] = await tx
    .select()
    .from(arbitrageHistory)
    .where(eq(arbitrageHistory.id, historyId))
    .for('update');
  if (!record) return null;
  const linked = await tx.select().from(bets).where(eq(bets.historyId, historyId));
  const figures = linked.length === 0 ? null : figuresFromBets(record.odds, linked);
  const [updated] = await tx
    .update(arbitrageHistory)
    .set({
      betCount: linked.length,
      ...(figures && {
        stakeCents: figures.stakeCents,
        profitCents: figures.profitCents,
        odds: figures.odds,
        status: 'executed' as const,
        executedAt: record.executedAt ?? now,
        expiredAt: null,
      }),
      updatedAt: now,
    })
    .where(eq(arbitrageHistory.id, historyId))
    .returning();
  return updated ?? null;
}
