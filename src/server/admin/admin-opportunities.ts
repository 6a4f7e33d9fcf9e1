import { and, count, desc, gte, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_RANGE_MS,
  type AdminOpportunitiesResponse,
  type AdminOpportunity,
  type AdminRange,
  type AdminSport,
} from '../../contracts/admin-analytics';
import type { Database } from '../db/database';
import { opportunityLog } from '../db/schema/index';
import type { LiveReplica } from '../replica/live-replica';
import { likePattern } from '../http/like-pattern';
import { bookByKey } from '../odds/book-directory';
import { sportKeysOf, sportTitles } from './sport-filter';

type LogRow = typeof opportunityLog.$inferSelect;

export interface AdminOpportunityQuery {
  range: AdminRange;
  sport: AdminSport;
  search: string;
  status: 'all' | 'live' | 'ended';
  limit: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One row of the Live Opportunities tab. A live opportunity's figures come from the live replica (the
 * log is written on changes only, so its last_seen lags); an ended one's from the log. A row the
 * log never closed and the replica no longer holds was live when the server last stopped.
 */
function toAdminOpportunity(
  row: LogRow,
  replica: LiveReplica | null,
  title: (key: string) => string,
  now: number,
): AdminOpportunity {
  const live = replica?.get(row.id) ?? null;
  const firstSeen = row.firstSeen.getTime();
  const lastSeen = live ? Date.parse(live.lastSeen) : row.lastSeen.getTime();
  const endedAt = live ? null : (row.endedAt?.getTime() ?? row.lastSeen.getTime());
  return {
    id: row.id,
    type: row.kind,
    sport: row.sportKey,
    sportTitle: title(row.sportKey),
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    commenceTime: row.commenceTime.toISOString(),
    betType: row.market,
    line: row.line,
    profit: live?.expectedValue ?? row.lastReturn,
    peakReturn: Math.max(row.peakReturn, live?.peakReturn ?? row.peakReturn),
    riskLevel: live?.riskLevel ?? null,
    status: live ? 'live' : 'ended',
    endReason: live
      ? null
      : row.endedAt
        ? (row.endReason as AdminOpportunity['endReason'])
        : 'not_seen',
    firstSeen: row.firstSeen.toISOString(),
    lastSeen: iso(lastSeen),
    endedAt: endedAt === null ? null : iso(endedAt),
    lifespanSeconds: Math.max(0, Math.round(((endedAt ?? now) - firstSeen) / 1000)),
    books: [...new Set(row.legs.map((leg) => bookByKey(leg.book).title))],
  };
}

/**
 * GET /api/admin/opportunities: what was live in the range (or is live now), newest activity
 * first, searched on the teams and the sport key (case-insensitive).
 */
export async function adminOpportunities(
  db: Database,
  replica: LiveReplica | null,
  query: AdminOpportunityQuery,
  now: Date,
): Promise<AdminOpportunitiesResponse> {
  const generatedAt = now.toISOString();
  const keys = await sportKeysOf(db, query.sport);
  if (keys && keys.length === 0) return { opportunities: [], matching: 0, generatedAt };
  const liveIds = replica ? replica.ids() : [];
  const isLive = sql`${opportunityLog.id} = any(${sql.param(liveIds)}::text[])`;
  const since = new Date(now.getTime() - ADMIN_RANGE_MS[query.range]);
  const search = query.search
    ? or(
        ilike(opportunityLog.homeTeam, likePattern(query.search)),
        ilike(opportunityLog.awayTeam, likePattern(query.search)),
        ilike(opportunityLog.sportKey, likePattern(query.search)),
      )
    : undefined;
  const status: SQL | undefined =
    query.status === 'live' ? isLive : query.status === 'ended' ? not(isLive) : undefined;
  const where = and(
    or(gte(opportunityLog.lastSeen, since), isLive),
    keys ? inArray(opportunityLog.sportKey, keys) : undefined,
    search,
    status,
  );
  const [rows, [matching]] = await Promise.all([
    db
      .select()
      .from(opportunityLog)
      .where(where)
      .orderBy(desc(isLive), desc(opportunityLog.lastSeen), opportunityLog.id)
      .limit(query.limit),
    db.select({ n: count() }).from(opportunityLog).where(where),
  ]);
  const title = await sportTitles(
    db,
    rows.map((row) => row.sportKey),
  );
  return {
    opportunities: rows.map((row) => toAdminOpportunity(row, replica, title, now.getTime())),
    matching: matching?.n ?? 0,
    generatedAt,
  };
}
