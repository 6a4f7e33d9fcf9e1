import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { winningSlot } from '../../core/calibration/closing-sets';
import { SCORE_WAIT_MS } from '../../core/graded-picks';
import type { MarketKind } from '../../core/market';
import type { Database } from '../db/database';
import { events, marketCloses } from '../db/schema/index';
import { CLOSE_GRACE_MS, finalScore } from '../odds/event-results';

/**
 * One pass: each kept close whose game has its final score gets the slot that won (null on a push
 * or a tie in a 2-way market); one whose score has not come SCORE_WAIT_MS after the start is
 * closed with none, as graded picks are voided. Returns how many closes it settled.
 */
export async function scoreDueCloses(db: Database, now: Date, limit = 2_000): Promise<number> {
  const due = await db
    .select({
      close: {
        eventId: marketCloses.eventId,
        market: marketCloses.market,
        line: marketCloses.line,
        slots: marketCloses.slots,
        commenceTime: marketCloses.commenceTime,
      },
      event: {
        homeTeam: events.homeTeam,
        awayTeam: events.awayTeam,
        completed: events.completed,
        scores: events.scores,
      },
    })
    .from(marketCloses)
    .leftJoin(events, eq(events.id, marketCloses.eventId))
    .where(
      and(
        isNull(marketCloses.scoredAt),
        lte(marketCloses.commenceTime, new Date(now.getTime() - CLOSE_GRACE_MS)),
      ),
    )
    .orderBy(asc(marketCloses.commenceTime))
    .limit(limit);
  let settled = 0;
  for (const { close, event } of due) {
    const score = event?.completed ? finalScore(event, event.scores) : null;
    const expired = close.commenceTime.getTime() + SCORE_WAIT_MS < now.getTime();
    if (!score && !expired) continue;
    const winner = score
      ? winningSlot(close.market as MarketKind, close.slots, score, close.slots.length === 3)
      : null;
    const rows = await db
      .update(marketCloses)
      .set({ scoredAt: now, winner })
      .where(
        and(
          eq(marketCloses.eventId, close.eventId),
          eq(marketCloses.market, close.market),
          eq(marketCloses.line, close.line),
          isNull(marketCloses.scoredAt),
        ),
      )
      .returning({ id: marketCloses.eventId });
    settled += rows.length;
  }
  return settled;
}
