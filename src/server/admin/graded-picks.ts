import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { ADMIN_UNIT_STAKE } from '../../contracts/admin-analytics';
import type { GradedPick, GradedPicksResponse } from '../../contracts/graded-picks';
import type { AdminSport } from '../../contracts/admin-analytics';
import { isThreeWaySport } from '../../core/catalog/sports';
import {
  dedupePicks,
  gradePick,
  trackRecord,
  type Grade,
  type PickEvent,
  type PublishedPick,
} from '../../core/graded-picks';
import { DRAW, type MarketKind } from '../../core/market';
import { betMarkets } from '../../core/portfolio/bet-settlement';
import { closingPrices } from '../../core/portfolio/closing-line';
import { closingLineValue } from '../../core/portfolio/closing-line-value';
import type { Database } from '../db/database';
import { events, opportunityLog, priceChanges } from '../db/schema/index';
import { closingSlice, finalScore } from '../odds/event-results';
import { sportKeysOf } from './sport-filter';

/** The spec's cap on the table of recent picks. */
export const RECENT_PICKS = 50;

const DAY_MS = 86_400_000;

interface LoggedPick extends PublishedPick {
  sportKey: string;
  homeTeam: string;
  awayTeam: string;
  expectedValue: number;
  event: PickEvent | null;
}

const isMarket = (market: string): market is MarketKind =>
  (betMarkets as readonly string[]).includes(market);

/** Every value bet the platform logged in the range and sport, with what is known of its event. */
async function loggedPicks(
  db: Database,
  query: { sport: AdminSport; range: '7d' | '30d' | 'all' },
  now: Date,
): Promise<LoggedPick[]> {
  const keys = await sportKeysOf(db, query.sport);
  if (keys && keys.length === 0) return [];
  const days = query.range === 'all' ? null : Number.parseInt(query.range, 10);
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
    .where(
      and(
        eq(opportunityLog.kind, 'value'),
        days === null
          ? undefined
          : gte(opportunityLog.firstSeen, new Date(now.getTime() - days * DAY_MS)),
        keys ? inArray(opportunityLog.sportKey, keys) : undefined,
      ),
    );
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
        expectedValue: log.lastReturn,
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
async function markThreeWayTies(db: Database, picks: LoggedPick[]): Promise<LoggedPick[]> {
  const tied = picks.filter(
    (pick) =>
      pick.market === 'h2h' &&
      pick.event?.completed === true &&
      !pick.event.drawPossible &&
      pick.event.score !== null &&
      pick.event.score.homeScore === pick.event.score.awayScore,
  );
  if (tied.length === 0) return picks;
  const ids = [...new Set(tied.map((pick) => pick.eventId))];
  const drawn = await db
    .selectDistinct({ eventId: priceChanges.eventId })
    .from(priceChanges)
    .where(
      and(
        inArray(priceChanges.eventId, ids),
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

/** The fair close of each listed pick, one read of the stored prices per event and market. */
async function fairCloses(db: Database, picks: LoggedPick[], now: number) {
  const slices = new Map<string, Awaited<ReturnType<typeof closingSlice>>>();
  const closes = new Map<string, number | null>();
  for (const pick of picks) {
    if (pick.commenceTime > now) continue;
    const key = `${pick.eventId}\u0001${pick.market}`;
    let slice = slices.get(key);
    if (!slice) {
      slice = await closingSlice(
        db,
        {
          id: pick.eventId,
          sportKey: pick.sportKey,
          homeTeam: pick.homeTeam,
          awayTeam: pick.awayTeam,
          start: new Date(pick.commenceTime),
        },
        pick.market,
      );
      slices.set(key, slice);
    }
    closes.set(pick.id, closingPrices(slice, pick).fairClosingOdds);
  }
  return closes;
}

function toGradedPick(pick: LoggedPick, grade: Grade, fairClose: number | null): GradedPick {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    id: pick.id,
    gameId: pick.eventId,
    sport: pick.sportKey,
    homeTeam: pick.homeTeam,
    awayTeam: pick.awayTeam,
    commenceTime: new Date(pick.commenceTime).toISOString(),
    betType: pick.market,
    outcome: pick.outcome,
    point: pick.point,
    book: pick.book,
    odds: pick.odds,
    expectedValue: pick.expectedValue,
    publishedAt: new Date(pick.publishedAt).toISOString(),
    result: grade.result,
    profitLoss: grade.profit,
    gradedDate: iso(grade.gradedAt),
    note: grade.note,
    fairClosingOdds: fairClose,
    clv: closingLineValue(pick.odds, fairClose),
  };
}

/**
 * GET /api/admin/graded-picks: every value bet the platform published, de-duplicated, graded from
 * the odds source's final scores at one $100 stake (core's settleBet), with the CLV of the listed
 * picks against the devigged close. Graded on each read: a score that arrives is counted at once,
 * and no stored grade can drift from the rules.
 */
export async function gradedPicks(
  db: Database,
  query: { sport: AdminSport; range: '7d' | '30d' | 'all' },
  now: Date,
): Promise<GradedPicksResponse> {
  const picks = await markThreeWayTies(db, dedupePicks(await loggedPicks(db, query, now)));
  const grades = new Map(
    picks.map((pick) => [pick.id, gradePick(pick, pick.event, ADMIN_UNIT_STAKE, now.getTime())]),
  );
  const record = trackRecord([...grades.values()], ADMIN_UNIT_STAKE);
  const recent = [...picks]
    .sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id))
    .slice(0, RECENT_PICKS);
  const closes = await fairCloses(db, recent, now.getTime());
  const recentPicks = recent.map((pick) =>
    toGradedPick(pick, grades.get(pick.id)!, closes.get(pick.id) ?? null),
  );
  const clvs = recentPicks.flatMap((pick) => (pick.clv === null ? [] : [pick.clv]));
  return {
    stake: ADMIN_UNIT_STAKE,
    ...record,
    avgClv: clvs.length ? clvs.reduce((sum, clv) => sum + clv, 0) / clvs.length : null,
    recentPicks,
    generatedAt: now.toISOString(),
  };
}
