import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicPass } from '../platform/jobs/periodic-pass';
import { ADMIN_UNIT_STAKE } from '../../contracts/admin-analytics';
import { isThreeWaySport } from '../../core/catalog/sports';
import {
  gradePick,
  SCORE_WAIT_MS,
  type PickEvent,
  type PublishedPick,
} from '../../core/graded-picks';
import { DRAW, type MarketKind } from '../../core/market';
import { betMarkets } from '../../core/portfolio/bet-settlement';
import { closingPrices, type ClosingPrices } from '../../core/portfolio/closing-line';
import { closingLineValue } from '../../core/portfolio/closing-line-value';
import type { Database } from '../db/database';
import { events, opportunityLog, pickGrades, priceChanges } from '../db/schema/index';
import { closingSlice, finalScore } from '../odds/event-results';

/**
 * Grades the value bets the platform published, once each, when their game's final score
 * arrives (or when none can come any more: void). Stored, so the track record is summed by the
 * database however long the log grows.
 */

interface DuePick extends PublishedPick {
  sportKey: string;
  homeTeam: string;
  awayTeam: string;
  event: PickEvent | null;
}

const isMarket = (market: string): market is MarketKind =>
  (betMarkets as readonly string[]).includes(market);

/** Ungraded picks whose game is over, or started long enough ago that no score will come. */
async function duePicks(db: Database, now: Date, limit: number): Promise<DuePick[]> {
  const start = sql`coalesce(${events.commenceTime}, ${opportunityLog.commenceTime})`;
  const rows = await db
    .select({
      log: opportunityLog,
      event: {
        commenceTime: events.commenceTime,
        homeTeam: events.homeTeam,
        awayTeam: events.awayTeam,
        completed: events.completed,
        scores: events.scores,
        scoresUpdatedAt: events.scoresUpdatedAt,
      },
    })
    .from(opportunityLog)
    .leftJoin(events, eq(events.id, opportunityLog.eventId))
    .leftJoin(pickGrades, eq(pickGrades.pickId, opportunityLog.id))
    .where(
      and(
        eq(opportunityLog.kind, 'value'),
        isNull(pickGrades.pickId),
        or(eq(events.completed, true), lt(start, new Date(now.getTime() - SCORE_WAIT_MS))),
      ),
    )
    .limit(limit);
  return rows.flatMap(({ log, event }) => {
    const leg = log.legs[0];
    if (!leg || !isMarket(log.market)) return [];
    const homeTeam = event?.homeTeam || log.homeTeam;
    const awayTeam = event?.awayTeam || log.awayTeam;
    return [
      {
        id: log.id,
        eventId: log.eventId,
        market: log.market,
        outcome: leg.outcome,
        point: leg.point,
        book: leg.book,
        odds: leg.effectivePrice,
        commenceTime: (event?.commenceTime ?? log.commenceTime).getTime(),
        publishedAt: log.firstSeen.getTime(),
        sportKey: log.sportKey,
        homeTeam,
        awayTeam,
        event: event
          ? {
              completed: event.completed,
              score: finalScore({ homeTeam, awayTeam }, event.scores),
              scoredAt: event.scoresUpdatedAt?.getTime() ?? null,
              drawPossible: log.market === 'h2h' && isThreeWaySport(log.sportKey),
            }
          : null,
      },
    ];
  });
}

/**
 * Only a tied h2h game asks whether its market offered a draw (3-way: a team pick loses; 2-way:
 * it is refunded). Beyond soccer, a book quoting a Draw in the stored prices says so.
 */
async function markThreeWayTies(db: Database, picks: DuePick[]): Promise<DuePick[]> {
  const tied = picks.filter(
    (pick) =>
      pick.market === 'h2h' &&
      pick.event?.completed === true &&
      !pick.event.drawPossible &&
      pick.event.score !== null &&
      pick.event.score.homeScore === pick.event.score.awayScore,
  );
  if (tied.length === 0) return picks;
  const drawn = await db
    .selectDistinct({ eventId: priceChanges.eventId })
    .from(priceChanges)
    .where(
      and(
        inArray(priceChanges.eventId, [...new Set(tied.map((pick) => pick.eventId))]),
        eq(priceChanges.market, 'h2h'),
        sql`lower(${priceChanges.outcome}) = ${DRAW.toLowerCase()}`,
      ),
    );
  const threeWay = new Set(drawn.map((row) => row.eventId));
  return picks.map((pick) =>
    pick.event && threeWay.has(pick.eventId)
      ? { ...pick, event: { ...pick.event, drawPossible: true } }
      : pick,
  );
}

/** The devigged close of each pick, one read of the stored prices per event and market. */
async function fairCloses(db: Database, picks: DuePick[], now: number) {
  const slices = new Map<string, Promise<Awaited<ReturnType<typeof closingSlice>>>>();
  const closes = new Map<string, ClosingPrices>();
  for (const pick of picks) {
    if (pick.commenceTime > now) continue;
    const key = `${pick.eventId}\u0001${pick.market}`;
    if (!slices.has(key)) {
      const event = { ...pick, id: pick.eventId, start: new Date(pick.commenceTime) };
      slices.set(key, closingSlice(db, event, pick.market));
    }
    closes.set(pick.id, closingPrices(await slices.get(key)!, pick));
  }
  return closes;
}

/** One pass: grades up to `limit` due picks; returns how many it stored. */
export async function gradeDuePicks(db: Database, now: Date, limit = 1_000): Promise<number> {
  const picks = await markThreeWayTies(db, await duePicks(db, now, limit));
  if (picks.length === 0) return 0;
  const closes = await fairCloses(db, picks, now.getTime());
  const rows = picks.map((pick) => {
    const grade = gradePick(pick, pick.event, ADMIN_UNIT_STAKE, now.getTime());
    const close = closes.get(pick.id);
    const fair = close?.fairClosingOdds ?? null;
    return {
      pickId: pick.id,
      // Due picks are over: gradePick answers each one (a pending answer would be a bug here).
      result: grade.result ?? 'void',
      profitCents: Math.round((grade.profit ?? 0) * 100),
      gradedAt: grade.gradedAt === null ? null : new Date(grade.gradedAt),
      note: grade.note,
      fairClosingOdds: fair,
      clv: closingLineValue(pick.odds, fair),
      fairCloseByMethod: close?.fairByMethod ?? null,
      closeReference: close?.reference ?? null,
      createdAt: now,
    };
  });
  const stored = await db
    .insert(pickGrades)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: pickGrades.pickId });
  return stored.length;
}

/** Grades due picks every interval, in the background, one pass at a time. */
export class PickGrader {
  private readonly passes: PeriodicPass<number>;

  constructor(db: Database, log: FastifyBaseLogger, clock: () => Date) {
    this.passes = new PeriodicPass(
      () => gradeDuePicks(db, clock()),
      0,
      log,
      'grading published picks failed; retrying next pass',
    );
  }

  runOnce() {
    return this.passes.runOnce();
  }
}
