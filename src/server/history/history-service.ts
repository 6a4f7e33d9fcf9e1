import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { HistoryPatchBody, HistoryRecord, HistoryStatus } from '../../contracts/history';
import type { Opportunity } from '../../contracts/opportunities';
import type { Database } from '../db/database';
import { expectedRoiPercent, resultRoiPercent } from '../../core/history-roi';
import type { LiveReplica } from '../replica/live-replica';
import { arbitrageHistory, opportunityLog } from '../db/schema/index';
import { confidenceFromFreshness, executionDifficulty } from './history-record';
import { obtainedOdds } from './obtained-odds';
import { sportCondition } from './sport-condition';

type Row = typeof arbitrageHistory.$inferSelect;

const cents = (amount: number) => Math.round(amount * 100);

export function toHistoryRecord(row: Row): HistoryRecord {
  const profitAmount = row.profitCents === null ? null : row.profitCents / 100;
  const stakeAmount = row.stakeCents / 100;
  return {
    id: row.id,
    opportunityId: row.opportunityId,
    kind: row.kind,
    sport: row.sport,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    commenceTime: row.commenceTime.toISOString(),
    arbitragePercentage: row.arbitragePercentage,
    status: row.status,
    detectedAt: row.detectedAt.toISOString(),
    executedAt: row.executedAt?.toISOString() ?? null,
    expiredAt: row.expiredAt?.toISOString() ?? null,
    profitAmount,
    stakeAmount,
    roi: resultRoiPercent(profitAmount, stakeAmount),
    expectedRoi: expectedRoiPercent(
      row.kind,
      row.odds.map((leg) => leg.price),
    ),
    betCount: row.betCount,
    sportsbooks: row.sportsbooks,
    odds: row.odds,
    confidence: row.confidence,
    executionDifficulty: row.executionDifficulty,
  };
}

export type RecordSource =
  | { kind: 'live'; opportunity: Opportunity }
  | { kind: 'logged'; row: typeof opportunityLog.$inferSelect };

/**
 * Where a recorded opportunity's facts come from: the live replica while it is live, else the log of
 * everything the engine detected; null when Arbiter never detected it.
 */
export async function opportunitySource(
  db: Database,
  replica: LiveReplica | null,
  id: string,
): Promise<RecordSource | null> {
  const live = replica?.get(id);
  if (live) return { kind: 'live', opportunity: live };
  const logged = await findLoggedOpportunity(db, id);
  return logged ? { kind: 'logged', row: logged } : null;
}

export async function findLoggedOpportunity(db: Database, id: string) {
  const [row] = await db.select().from(opportunityLog).where(eq(opportunityLog.id, id)).limit(1);
  return row ?? null;
}

/**
 * Records an opportunity in the member's history from the server's own data. Recording it again
 * returns the same record (and marks it executed if asked).
 */
export async function recordOpportunity(
  db: Database,
  userId: string,
  source: RecordSource,
  input: { status: Exclude<HistoryStatus, 'expired'>; stakeAmount: number },
  maxAgeSeconds: number,
  now: Date,
): Promise<{ record: HistoryRecord; created: boolean }> {
  const values =
    source.kind === 'live'
      ? (() => {
          const o = source.opportunity;
          const lifespan = (now.getTime() - Date.parse(o.firstSeen)) / 1000;
          return {
            opportunityId: o.id,
            kind: o.type,
            sport: o.sport,
            homeTeam: o.homeTeam,
            awayTeam: o.awayTeam,
            commenceTime: new Date(o.commenceTime),
            arbitragePercentage: o.isArbitrage ? o.arbitragePercentage : o.expectedValue * 100,
            detectedAt: new Date(o.firstSeen),
            sportsbooks: [...new Set(o.legs.map((l) => l.bookTitle))],
            odds: o.legs.map((l) => ({
              book: l.bookTitle,
              outcome: l.outcome,
              point: l.point,
              price: l.price,
            })),
            confidence: confidenceFromFreshness(o.legs, maxAgeSeconds),
            executionDifficulty: executionDifficulty(
              lifespan,
              new Set(o.legs.map((l) => l.book)).size,
            ),
            ended: null as Date | null,
          };
        })()
      : (() => {
          const r = source.row;
          const lifespan = ((r.endedAt ?? now).getTime() - r.firstSeen.getTime()) / 1000;
          return {
            opportunityId: r.id,
            kind: r.kind,
            sport: r.sportKey,
            homeTeam: r.homeTeam,
            awayTeam: r.awayTeam,
            commenceTime: r.commenceTime,
            arbitragePercentage: r.lastReturn * 100,
            detectedAt: r.firstSeen,
            sportsbooks: [...new Set(r.legs.map((l) => l.book))],
            odds: r.legs.map((l) => ({
              book: l.book,
              outcome: l.outcome,
              point: l.point,
              price: l.price,
            })),
            // The quotes are no longer live: nothing vouches for their freshness now.
            confidence: 0,
            executionDifficulty: executionDifficulty(
              lifespan,
              new Set(r.legs.map((l) => l.book)).size,
            ),
            ended: r.endedAt,
          };
        })();
  const { ended, ...record } = values;
  const status = input.status === 'executed' ? 'executed' : ended ? 'expired' : 'active';
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(arbitrageHistory)
      .values({
        ...record,
        userId,
        status,
        executedAt: status === 'executed' ? now : null,
        expiredAt: status === 'expired' ? ended : null,
        stakeCents: cents(input.stakeAmount),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [arbitrageHistory.userId, arbitrageHistory.opportunityId] })
      .returning();
    if (inserted) return { record: toHistoryRecord(inserted), created: true };
    const [existing] = await tx
      .select()
      .from(arbitrageHistory)
      .where(
        and(
          eq(arbitrageHistory.userId, userId),
          eq(arbitrageHistory.opportunityId, record.opportunityId),
        ),
      )
      .for('update');
    if (!existing) throw new Error('history record vanished during upsert');
    if (input.status === 'executed' && existing.status !== 'executed') {
      const [updated] = await tx
        .update(arbitrageHistory)
        .set({
          status: 'executed',
          executedAt: now,
          updatedAt: now,
          stakeCents: cents(input.stakeAmount),
        })
        .where(eq(arbitrageHistory.id, existing.id))
        .returning();
      return { record: toHistoryRecord(updated ?? existing), created: false };
    }
    return { record: toHistoryRecord(existing), created: false };
  });
}

export async function listHistory(
  db: Database,
  userId: string,
  query: {
    sport?: string;
    status?: HistoryStatus;
    dateRange?: { start: string; end: string };
    limit: number;
  },
): Promise<HistoryRecord[]> {
  const conditions = [eq(arbitrageHistory.userId, userId)];
  if (query.sport) conditions.push(sportCondition(arbitrageHistory.sport, query.sport));
  if (query.status) conditions.push(eq(arbitrageHistory.status, query.status));
  if (query.dateRange) {
    conditions.push(gte(arbitrageHistory.detectedAt, new Date(query.dateRange.start)));
    conditions.push(lte(arbitrageHistory.detectedAt, new Date(query.dateRange.end)));
  }
  const rows = await db
    .select()
    .from(arbitrageHistory)
    .where(and(...conditions))
    .orderBy(desc(arbitrageHistory.detectedAt))
    .limit(query.limit);
  return rows.map(toHistoryRecord);
}

export type PatchOutcome =
  | { outcome: 'updated'; record: HistoryRecord }
  | { outcome: 'missing' }
  | { outcome: 'refused'; message: string }
  | { outcome: 'from-bets'; message: string };

/** The fields a record's placed bets decide while any are linked to it. */
const FROM_BETS = ['status', 'profitAmount', 'stakeAmount', 'odds'] as const;

/**
 * Applies a member's edit to their own record. With `odds` the prices obtained replace the
 * recorded ones (an untouched one keeps its decimal, see obtainedOdds). On a record with placed
 * bets the bets decide status, profit, stake and odds, so an edit of any of them is refused. An
 * edit that cannot be applied is refused whole, storing nothing.
 */
export async function patchHistory(
  db: Database,
  userId: string,
  id: string,
  patch: HistoryPatchBody,
  now: Date,
): Promise<PatchOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(arbitrageHistory)
      .where(and(eq(arbitrageHistory.id, id), eq(arbitrageHistory.userId, userId)))
      .for('update');
    if (!row) return { outcome: 'missing' };
    const decided = FROM_BETS.filter((field) => patch[field] !== undefined);
    if (row.betCount > 0 && decided.length > 0) {
      return {
        outcome: 'from-bets',
        message: `This record's ${decided.join(', ')} come from its ${row.betCount} placed bet${row.betCount === 1 ? '' : 's'}: edit or settle them in Portfolio.`,
      };
    }
    const obtained = patch.odds === undefined ? null : obtainedOdds(row, patch);
    if (obtained !== null && !obtained.ok) return { outcome: 'refused', message: obtained.message };
    const [updated] = await tx
      .update(arbitrageHistory)
      .set({
        ...(patch.status ? { status: patch.status } : {}),
        ...(patch.status === 'executed' && row.status !== 'executed' ? { executedAt: now } : {}),
        ...(patch.status === 'expired' && row.status !== 'expired' ? { expiredAt: now } : {}),
        ...(patch.profitAmount !== undefined
          ? { profitCents: patch.profitAmount === null ? null : cents(patch.profitAmount) }
          : {}),
        ...(patch.stakeAmount !== undefined ? { stakeCents: cents(patch.stakeAmount) } : {}),
        ...(obtained?.ok ? { odds: obtained.odds } : {}),
        ...(patch.arbitragePercentage !== undefined
          ? { arbitragePercentage: patch.arbitragePercentage }
          : {}),
        updatedAt: now,
      })
      .where(eq(arbitrageHistory.id, id))
      .returning();
    return updated
      ? { outcome: 'updated', record: toHistoryRecord(updated) }
      : { outcome: 'missing' };
  });
}

/** Every record of the member, newest first (the CSV export). */
export async function allHistory(db: Database, userId: string): Promise<HistoryRecord[]> {
  const rows = await db
    .select()
    .from(arbitrageHistory)
    .where(eq(arbitrageHistory.userId, userId))
    .orderBy(desc(arbitrageHistory.detectedAt));
  return rows.map(toHistoryRecord);
}
