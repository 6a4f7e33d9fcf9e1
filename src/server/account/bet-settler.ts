import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { closingPrices } from '../../core/portfolio/closing-line';
import { gradeBet } from '../../core/portfolio/market-settlement';
import type { Database } from '../db/database';
import { bets, events } from '../db/schema/index';
import { PeriodicPass } from '../platform/jobs/periodic-pass';
import { syncRecordFromBets } from './record-from-bets';
import { CLOSE_GRACE_MS, closingSlice } from '../odds/event-results';
import { scoresOnly, type SettlementData } from './settlement-data';

const BATCH = 500;

/**
 * Settles open bets from the settlement data (final scores; period scores and players' stats where
 * the source reports them) and records each featured bet's close once its event has started. A
 * bet the data cannot grade stays open with the reason stored for the member, and is not graded
 * again (the member settles it by hand); a bet the member settled by hand is never overwritten.
 */
export class BetSettler {
  private readonly passes: PeriodicPass<{ settled: number; closed: number }>;

  constructor(
    private readonly db: Database,
    log: FastifyBaseLogger,
    private readonly clock: () => Date,
    private readonly data: SettlementData = scoresOnly(),
  ) {
    this.passes = new PeriodicPass(
      async () => {
        const closed = await this.recordCloses();
        const settled = await this.settleFromScores();
        return { settled, closed };
      },
      { settled: 0, closed: 0 },
      log,
      'bet settlement pass failed; retrying next pass',
    );
  }

  runOnce() {
    return this.passes.runOnce();
  }

  private async settleFromScores(): Promise<number> {
    const rows = await this.db
      .select({
        bet: bets,
        event: {
          id: events.id,
          sportKey: events.sportKey,
          homeTeam: events.homeTeam,
          awayTeam: events.awayTeam,
          scores: events.scores,
        },
      })
      .from(bets)
      .innerJoin(events, eq(events.id, bets.eventId))
      .where(
        and(
          eq(bets.status, 'open'),
          isNull(bets.openReason),
          eq(events.completed, true),
          isNotNull(events.scores),
        ),
      )
      .limit(BATCH);
    if (rows.length === 0) return 0;
    const unique = new Map(rows.map(({ event }) => [event.id, event]));
    const results = await this.data.results([...unique.values()]);
    const now = this.clock();
    let settled = 0;
    for (const { bet, event } of rows) {
      const score = results.get(event.id);
      if (!score) continue;
      const grade = gradeBet(
        {
          market: bet.market,
          marketKey: bet.marketKey,
          player: bet.player,
          outcome: bet.outcome,
          point: bet.point,
          odds: bet.odds,
          stake: bet.stakeCents / 100,
          drawPossible: bet.drawPossible,
        },
        score,
      );
      if (!('settlement' in grade)) {
        if (!score.partial) await this.keepOpen(bet.id, grade.reason, now);
        continue;
      }
      const result = grade.settlement;
      // The bet and its history record settle together, or neither does.
      const updated = await this.db.transaction(async (tx) => {
        const rows = await tx
          .update(bets)
          .set({
            status: result.status,
            payoutCents: Math.round(result.payout * 100),
            profitCents: Math.round(result.profit * 100),
            settledAt: now,
            settledBy: 'score',
            openReason: null,
            updatedAt: now,
          })
          // Still open: a member who settled it in the meantime keeps their settlement.
          .where(and(eq(bets.id, bet.id), eq(bets.status, 'open')))
          .returning({ id: bets.id });
        if (rows.length > 0 && bet.historyId !== null) {
          await syncRecordFromBets(tx, bet.historyId, now);
        }
        return rows.length;
      });
      settled += updated;
    }
    return settled;
  }

  /** The reason is the member's to read; the bet waits for their settlement. */
  private async keepOpen(id: string, reason: string, now: Date): Promise<void> {
    await this.db
      .update(bets)
      .set({ openReason: reason, updatedAt: now })
      .where(and(eq(bets.id, id), eq(bets.status, 'open')));
  }

  private async recordCloses(): Promise<number> {
    const now = this.clock();
    const pending = await this.db
      .select({ bet: bets, sportKey: events.sportKey, start: events.commenceTime })
      .from(bets)
      .innerJoin(events, eq(events.id, bets.eventId))
      .where(
        and(
          isNull(bets.closeCheckedAt),
          // Closes are recorded for featured markets only: a prop's Over 2.5 is not the game's.
          eq(bets.marketType, 'main'),
          lte(events.commenceTime, new Date(now.getTime() - CLOSE_GRACE_MS)),
        ),
      )
      .limit(BATCH);
    const byMarket = new Map<string, typeof pending>();
    for (const row of pending) {
      const key = `${row.bet.eventId}\u0001${row.bet.market}`;
      byMarket.set(key, [...(byMarket.get(key) ?? []), row]);
    }
    let closed = 0;
    for (const rows of byMarket.values()) {
      const first = rows[0]!;
      const slice = await closingSlice(
        this.db,
        {
          id: first.bet.eventId!,
          sportKey: first.sportKey,
          homeTeam: first.bet.homeTeam,
          awayTeam: first.bet.awayTeam,
          start: first.start,
        },
        first.bet.market,
      );
      for (const { bet } of rows) {
        const close = closingPrices(slice, bet);
        await this.db
          .update(bets)
          .set({
            closingOdds: close.closingOdds,
            fairClosingOdds: close.fairClosingOdds,
            fairCloseByMethod: close.fairByMethod,
            closeReference: close.reference,
            closeCheckedAt: now,
            updatedAt: now,
          })
          .where(eq(bets.id, bet.id));
        closed++;
      }
    }
    return closed;
  }
}
