import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ADMIN_UNIT_STAKE, type AdminSport } from '../../contracts/admin-analytics';
import type { GradedPick, GradedPicksResponse, PickResult } from '../../contracts/graded-picks';
import { trackRecordOf } from '../../core/graded-picks';
import type { Database } from '../db/database';
import { events, opportunityLog, pickGrades } from '../db/schema/index';
import { bookByKey } from '../odds/book-directory';
import { sportKeysOf, sportTitles } from './sport-filter';

/** The spec's cap on the table of recent picks. */
export const RECENT_PICKS = 50;

const DAY_MS = 86_400_000;

type PicksQuery = { sport: AdminSport; range: '7d' | '30d' | 'all' };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The published picks: one per event, market, outcome and book, the first published (a line
 * that moved, or an edge that came back, is the same pick). Filtered by sport inside, and by the
 * first publication's time outside, so a pick republished in the range is not counted anew.
 */
export function publishedPicks(keys: string[] | null): SQL {
  const outcome = sql`lower(trim(${opportunityLog.legs}->0->>'outcome'))`;
  const book = sql`${opportunityLog.legs}->0->>'book'`;
  const sport = keys
    ? sql`and ${opportunityLog.sportKey} = any(${sql.param(keys)}::text[])`
    : sql``;
  return sql`(
    select distinct on (${opportunityLog.eventId}, ${opportunityLog.market}, ${outcome}, ${book})
      ${opportunityLog.id} as id, ${opportunityLog.firstSeen} as first_seen
    from ${opportunityLog}
    where ${opportunityLog.kind} = 'value' ${sport}
    order by ${opportunityLog.eventId}, ${opportunityLog.market}, ${outcome}, ${book},
      ${opportunityLog.firstSeen}, ${opportunityLog.id}
  ) as picks`;
}

function sinceOf(range: PicksQuery['range'], now: Date): Date {
  const days = range === 'all' ? null : Number.parseInt(range, 10);
  return new Date(days === null ? 0 : now.getTime() - days * DAY_MS);
}

/** Picks by result (null: pending), with their P/L and CLV sums, summed by the database. */
async function tallies(db: Database, picks: SQL, since: Date) {
  return rowsOf<{
    result: PickResult | null;
    picks: number | string;
    profit_cents: number | string;
    clv_sum: number | null;
    clv_n: number | string;
  }>(
    await db.execute(sql`
      select g.result, count(*) as picks, coalesce(sum(g.profit_cents), 0) as profit_cents,
        sum(g.clv) as clv_sum, count(g.clv) as clv_n
      from ${picks} left join ${pickGrades} g on g.pick_id = picks.id
      where picks.first_seen >= ${since.toISOString()}::timestamptz
      group by g.result`),
  ).map((row) => ({
    result: row.result,
    picks: Number(row.picks),
    profitCents: Number(row.profit_cents),
    clvSum: Number(row.clv_sum ?? 0),
    clvCount: Number(row.clv_n),
  }));
}

/** The latest published picks, with their grade when they have one. */
async function recentPicks(db: Database, picks: SQL, since: Date): Promise<GradedPick[]> {
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`
      select picks.id from ${picks}
      where picks.first_seen >= ${since.toISOString()}::timestamptz
      order by picks.first_seen desc, picks.id
      limit ${RECENT_PICKS}`),
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      log: opportunityLog,
      grade: pickGrades,
      start: events.commenceTime,
      homeTeam: events.homeTeam,
      awayTeam: events.awayTeam,
    })
    .from(opportunityLog)
    .leftJoin(pickGrades, eq(pickGrades.pickId, opportunityLog.id))
    .leftJoin(events, eq(events.id, opportunityLog.eventId))
    .where(inArray(opportunityLog.id, ids));
  const title = await sportTitles(
    db,
    rows.map((row) => row.log.sportKey),
  );
  const order = new Map(ids.map((id, index) => [id, index]));
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  return rows
    .sort((a, b) => order.get(a.log.id)! - order.get(b.log.id)!)
    .flatMap(({ log, grade, start, homeTeam, awayTeam }) => {
      const leg = log.legs[0];
      if (!leg) return [];
      return [
        {
          id: log.id,
          gameId: log.eventId,
          sport: log.sportKey,
          sportTitle: title(log.sportKey),
          homeTeam: homeTeam || log.homeTeam,
          awayTeam: awayTeam || log.awayTeam,
          commenceTime: (start ?? log.commenceTime).toISOString(),
          betType: log.market,
          outcome: leg.outcome,
          point: leg.point,
          book: leg.book,
          bookTitle: bookByKey(leg.book).title,
          odds: leg.effectivePrice,
          expectedValue: log.lastReturn,
          publishedAt: log.firstSeen.toISOString(),
          result: grade?.result ?? null,
          profitLoss: grade ? grade.profitCents / 100 : null,
          gradedDate: iso(grade?.gradedAt),
          note: grade?.note ?? null,
          fairClosingOdds: grade?.fairClosingOdds ?? null,
          clv: grade?.clv ?? null,
        } satisfies GradedPick,
      ];
    });
}

/**
 * GET /api/admin/graded-picks: the platform's track record. Every published value bet, graded
 * at one $100 stake from the odds source's final scores (pick-grades.ts, with core's rules), the
 * totals and the average CLV summed by the database, and the latest 50 picks.
 */
export async function gradedPicks(
  db: Database,
  query: PicksQuery,
  now: Date,
): Promise<GradedPicksResponse> {
  const keys = await sportKeysOf(db, query.sport);
  const picks = publishedPicks(keys);
  const since = sinceOf(query.range, now);
  const [counted, recent] =
    keys && keys.length === 0
      ? [[], []]
      : await Promise.all([tallies(db, picks, since), recentPicks(db, picks, since)]);
  const clvCount = counted.reduce((sum, t) => sum + t.clvCount, 0);
  return {
    stake: ADMIN_UNIT_STAKE,
    ...trackRecordOf(counted, ADMIN_UNIT_STAKE),
    avgClv: clvCount > 0 ? counted.reduce((sum, t) => sum + t.clvSum, 0) / clvCount : null,
    recentPicks: recent,
    generatedAt: now.toISOString(),
  };
}
