import { and, gte, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_RANGE_MS,
  ADMIN_UNIT_STAKE,
  type AdminRange,
  type AdminSport,
  type AnalyticsResponse,
  type SportPerformance,
} from '../../contracts/admin-analytics';
import { sportGroupOf } from '../../core/catalog/sports';
import type { Database } from '../db/database';
import { opportunityLog } from '../db/schema/index';
import type { LiveReplica } from '../replica/live-replica';
import { sportKeysOf, sportTitles } from './sport-filter';

interface KindRow {
  sportKey: string;
  kind: string;
  n: number;
  sumPeak: number;
}

const mean = (sum: number, n: number) => (n > 0 ? sum / n : null);

function sportPerformance(sport: string, name: string, rows: KindRow[]): SportPerformance {
  const of = (kind: string) => rows.find((row) => row.kind === kind);
  const arbitrage = of('arbitrage');
  const value = of('value');
  return {
    sport,
    name,
    opportunities: rows.reduce((sum, row) => sum + row.n, 0),
    arbitrageCount: arbitrage?.n ?? 0,
    evCount: value?.n ?? 0,
    totalProfit: Math.round((arbitrage?.sumPeak ?? 0) * ADMIN_UNIT_STAKE * 100) / 100,
    avgProfit: mean(arbitrage?.sumPeak ?? 0, arbitrage?.n ?? 0),
    avgEv: mean(value?.sumPeak ?? 0, value?.n ?? 0),
  };
}

/**
 * GET /api/admin/analytics: the opportunities first detected in the range (and sport), counted by
 * the database from the opportunity log, and what is live right now from the live replica.
 */
export async function platformAnalytics(
  db: Database,
  replica: LiveReplica | null,
  query: { range: AdminRange; sport: AdminSport },
  now: Date,
): Promise<AnalyticsResponse> {
  const since = new Date(now.getTime() - ADMIN_RANGE_MS[query.range]);
  const keys = await sportKeysOf(db, query.sport);
  const rows: KindRow[] =
    keys && keys.length === 0
      ? []
      : await db
          .select({
            sportKey: opportunityLog.sportKey,
            kind: opportunityLog.kind,
            n: sql<number>`count(*)`.mapWith(Number),
            sumPeak: sql<number>`sum(${opportunityLog.peakReturn})`.mapWith(Number),
          })
          .from(opportunityLog)
          .where(
            and(
              gte(opportunityLog.firstSeen, since),
              keys ? inArray(opportunityLog.sportKey, keys) : undefined,
            ),
          )
          .groupBy(opportunityLog.sportKey, opportunityLog.kind);
  const title = await sportTitles(
    db,
    rows.map((row) => row.sportKey),
  );
  const bySport = new Map<string, KindRow[]>();
  for (const row of rows) bySport.set(row.sportKey, [...(bySport.get(row.sportKey) ?? []), row]);
  const topSports = [...bySport]
    .map(([sport, sportRows]) => sportPerformance(sport, title(sport), sportRows))
    .sort((a, b) => b.opportunities - a.opportunities || a.sport.localeCompare(b.sport));
  const total = (kind: string, field: 'n' | 'sumPeak') =>
    rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row[field], 0);
  return {
    range: query.range,
    sport: query.sport,
    since: since.toISOString(),
    generatedAt: now.toISOString(),
    totalOpportunities: rows.reduce((sum, row) => sum + row.n, 0),
    arbitrageCount: total('arbitrage', 'n'),
    evCount: total('value', 'n'),
    middleCount: total('middle', 'n'),
    avgArbitrageProfit: mean(total('arbitrage', 'sumPeak'), total('arbitrage', 'n')),
    avgEVPercentage: mean(total('value', 'sumPeak'), total('value', 'n')),
    topSports,
    liveNow: replica ? liveCounts(replica, query.sport) : null,
  };
}

function liveCounts(replica: LiveReplica, sport: AdminSport) {
  const counts = { arbitrage: 0, value: 0, middle: 0 };
  for (const live of replica.list()) {
    if (sport !== 'all' && sportGroupOf(live.sport) !== sport) continue;
    counts[live.type]++;
  }
  return counts;
}
