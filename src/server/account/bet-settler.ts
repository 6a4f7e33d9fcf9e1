import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { closingPrices } from '../../core/portfolio/closing-line';
import { settleBet } from '../../core/portfolio/bet-settlement';
import type { Database } from '../db/database';
import { bets, events } from '../db/schema/index';
import { PeriodicPass } from '../platform/jobs/periodic-pass';
import { syncRecordFromBets } from './record-from-bets';
import { CLOSE_GRACE_MS, closingSlice, finalScore } from '../odds/event-results';

const BATCH = 500;

/**
 * Settles open bets from final scores and records each bet's close once its event has started.
 * A bet the score cannot grade (an outcome naming neither team) stays open for the member; a bet
 * the member settled by hand is never overwritten.
 */
export class BetSettler {
  private readonly passes: PeriodicPass<{ settled: number; closed: number }>;

  constructor(
    private readonly db: Database,
    log: FastifyBaseLogger,
    private readonly clock: () => Date,
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
        homeTeam: events.homeTeam,
        awayTeam: events.awayTeam,
        scores: events.scores,
      })
      .from(bets)
      .innerJoin(events, eq(events.id, bets.eventId))
      .where(and(eq(bets.status, 'open'), eq(events.completed, true), isNotNull(events.scores)))
      .limit(BATCH);
    const now = this.clock();
    let settled = 0;
    for (const { bet, homeTeam, awayTeam, scores } of rows) {
      const score = finalScore({ homeTeam, awayTeam }, scores);
      const result =
        score &&
        settleBet(
          {
            market: bet.market,
            outcome: bet.outcome,
            point: bet.point,
            odds: bet.odds,
            stake: bet.stakeCents / 100,
            drawPossible: bet.drawPossible,
          },
          score,
        );
      if (!result) continue;
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

  private async recordCloses(): Promise<number> {
    const now = this.clock();
    const pending = await this.db
      .select({ bet: bets, sportKey: events.sportKey, start: events.commenceTime })
      .from(bets)
      .innerJoin(events, eq(events.id, bets.eventId))
      .where(
        and(
          isNull(bets.closeCheckedAt),
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
