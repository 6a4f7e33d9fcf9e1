import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Bet, CreateBetBody, betsQuerySchema } from '../../contracts/portfolio';
import { isThreeWaySport } from '../../core/catalog/sports';
import { settlementFromStatus, type BetStatus } from '../../core/portfolio/bet-settlement';
import type { FairMethod } from '../../core/devig';
import { closingLineValue } from '../../core/portfolio/closing-line-value';
import { DEFAULT_DEVIG_METHOD } from '../../core/value';
import {
  betMarketFields,
  openReasonOf,
  type SettlementCoverage,
} from '../../core/portfolio/market-settlement';
import type { Database } from '../db/database';
import { arbitrageHistory, bets, events } from '../db/schema/index';
import { syncRecordFromBets } from './record-from-bets';

export type BetRow = typeof bets.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
const cents = (amount: number) => Math.round(amount * 100);
const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * A bet's fair closing odds under the member's devig method (closes are kept under every method);
 * a bet closed before that keeps the power method's.
 */
function fairCloseUnder(row: BetRow, method: FairMethod): number | null {
  const probability = row.fairCloseByMethod?.[method];
  return probability !== undefined && probability > 0 ? 1 / probability : row.fairClosingOdds;
}

/**
 * `coverage` is what the server's settlement data reports; without it (callers that do not know)
 * an open bet shows only the reasons of its own (see openReasonOf).
 */
export function toBet(
  row: BetRow,
  method: FairMethod = DEFAULT_DEVIG_METHOD,
  coverage: SettlementCoverage | null = null,
): Bet {
  const fairClosingOdds = fairCloseUnder(row, method);
  return {
    id: row.id,
    kind: row.kind,
    historyId: row.historyId,
    eventId: row.eventId,
    sport: row.sportKey,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    commenceTime: iso(row.commenceTime),
    market: row.market,
    marketKey: row.marketKey,
    marketType: row.marketType,
    player: row.player,
    outcome: row.outcome,
    point: row.point,
    odds: row.odds,
    stake: row.stakeCents / 100,
    book: row.book,
    status: row.status,
    placedAt: row.placedAt.toISOString(),
    settledAt: iso(row.settledAt),
    settledBy: row.settledBy,
    payout: dollars(row.payoutCents),
    profit: dollars(row.profitCents),
    closingOdds: row.closingOdds,
    fairClosingOdds,
    clv: closingLineValue(row.odds, fairClosingOdds),
    openReason: openReasonOf(row, coverage),
  };
}

/** The amounts of a bet at a status; all null while open. */
export function amountsAt(status: BetStatus, stakeCents: number, odds: number) {
  const settlement = settlementFromStatus(status, stakeCents / 100, odds);
  return settlement === null
    ? { payoutCents: null, profitCents: null }
    : { payoutCents: cents(settlement.payout), profitCents: cents(settlement.profit) };
}

export class BetInputError extends Error {}

/**
 * A bet added by hand. When it names an event Arbiter knows, the event's own teams, sport and
 * start are used (so the final score can settle it); an unknown event id is refused.
 */
export async function createBet(
  db: Database,
  userId: string,
  body: CreateBetBody,
  now: Date,
  coverage: SettlementCoverage | null = null,
): Promise<Bet> {
  // The body's schema has checked that the key and market agree and that one of them is given.
  const fields = betMarketFields(body.marketKey ?? body.market!, body.outcome, body.market);
  if (fields === null) throw new BetInputError('Name the market of the bet.');
  let event = {
    eventId: null as string | null,
    sportKey: body.sport,
    homeTeam: body.homeTeam,
    awayTeam: body.awayTeam,
    commenceTime: body.commenceTime ? new Date(body.commenceTime) : null,
  };
  if (body.eventId !== undefined) {
    const [known] = await db.select().from(events).where(eq(events.id, body.eventId)).limit(1);
    if (!known) throw new BetInputError(`No event ${body.eventId} is known to Arbiter.`);
    event = {
      eventId: known.id,
      sportKey: known.sportKey,
      homeTeam: known.homeTeam,
      awayTeam: known.awayTeam,
      commenceTime: known.commenceTime,
    };
  }
  const [row] = await db
    .insert(bets)
    .values({
      userId,
      kind: 'manual',
      ...event,
      ...fields,
      player: body.player,
      outcome: body.outcome,
      point: fields.market === 'h2h' ? null : body.point,
      // A scorer's Yes/No has no draw; a match or period moneyline in soccer has.
      drawPossible:
        fields.market === 'h2h' &&
        fields.marketType !== 'player_prop' &&
        isThreeWaySport(event.sportKey),
      odds: body.odds,
      stakeCents: cents(body.stake),
      book: body.book,
      placedAt: body.placedAt ? new Date(body.placedAt) : now,
    })
    .returning();
  return toBet(row!, DEFAULT_DEVIG_METHOD, coverage);
}

type BetsQuery = z.infer<typeof betsQuerySchema>;

export async function listBets(
  db: Database,
  userId: string,
  query: BetsQuery,
  method: FairMethod = DEFAULT_DEVIG_METHOD,
  coverage: SettlementCoverage | null = null,
): Promise<{ data: Bet[]; total: number }> {
  const conditions: SQL[] = [eq(bets.userId, userId)];
  if (query.status === 'open') conditions.push(eq(bets.status, 'open'));
  if (query.status === 'settled') conditions.push(ne(bets.status, 'open'));
  if (query.sport) conditions.push(eq(bets.sportKey, query.sport));
  if (query.search) {
    const needle = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(bets.homeTeam, needle),
        ilike(bets.awayTeam, needle),
        ilike(bets.outcome, needle),
        ilike(bets.player, needle),
        ilike(bets.book, needle),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bets)
      .where(where)
      .orderBy(desc(bets.placedAt), desc(bets.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(bets).where(where),
  ]);
  return { data: rows.map((row) => toBet(row, method, coverage)), total: total?.n ?? 0 };
}

export interface BetPatch {
  odds?: number | undefined;
  stake?: number | undefined;
  book?: string | undefined;
  status?: BetStatus | undefined;
}

/**
 * Edits or settles a bet of the caller's; null when it is not theirs. A status set here is the
 * member's settlement and stands over the score's; changing odds or stake re-prices it. The
 * history record the bet is a leg of follows in the same transaction.
 */
export async function patchBet(
  db: Database,
  userId: string,
  id: string,
  patch: BetPatch,
  now: Date,
  coverage: SettlementCoverage | null = null,
): Promise<Bet | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bets)
      .where(and(eq(bets.id, id), eq(bets.userId, userId)))
      .for('update');
    if (!row) return null;
    const odds = patch.odds ?? row.odds;
    const stakeCents = patch.stake === undefined ? row.stakeCents : cents(patch.stake);
    const status = patch.status ?? row.status;
    const statusChanged = patch.status !== undefined && patch.status !== row.status;
    const settled = status !== 'open';
    const [updated] = await tx
      .update(bets)
      .set({
        odds,
        stakeCents,
        book: patch.book ?? row.book,
        status,
        ...amountsAt(status, stakeCents, odds),
        settledAt: settled ? (statusChanged ? now : (row.settledAt ?? now)) : null,
        settledBy: settled ? (statusChanged ? 'member' : (row.settledBy ?? 'member')) : null,
        // A status the member sets answers the reason; one set back to open is graded afresh.
        openReason: statusChanged ? null : row.openReason,
        updatedAt: now,
      })
      .where(eq(bets.id, row.id))
      .returning();
    if (row.historyId !== null) await syncRecordFromBets(tx, row.historyId, now);
    return toBet(updated!, DEFAULT_DEVIG_METHOD, coverage);
  });
}

/** Deletes a bet of the caller's; its history record, if any, follows its remaining bets. */
export async function deleteBet(
  db: Database,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(bets)
      .where(and(eq(bets.id, id), eq(bets.userId, userId)))
      .returning({ historyId: bets.historyId });
    if (!deleted) return false;
    if (deleted.historyId !== null) await syncRecordFromBets(tx, deleted.historyId, now);
    return true;
  });
}

/** Bets, history and their statistics go in one transaction; settings and plan stay. */
export async function resetStatistics(
  db: Database,
  userId: string,
): Promise<{ bets: number; history: number }> {
  return db.transaction(async (tx) => {
    const removedBets = await tx
      .delete(bets)
      .where(eq(bets.userId, userId))
      .returning({ id: bets.id });
    const removedHistory = await tx
      .delete(arbitrageHistory)
      .where(eq(arbitrageHistory.userId, userId))
      .returning({ id: arbitrageHistory.id });
    return { bets: removedBets.length, history: removedHistory.length };
  });
}

/** Every bet of the member, for the bankroll, the statistics and the exports. */
export async function allBets(db: Executor, userId: string): Promise<BetRow[]> {
  return db.select().from(bets).where(eq(bets.userId, userId)).orderBy(bets.placedAt);
}
