import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  HISTORY_PERIOD_DAYS,
  type HistoryFigures,
  type HistoryPeriod,
  type HistorySummary,
} from '../../contracts/history-summary';
import type { HistoryStatus } from '../../contracts/history';
import type { OpportunityType } from '../../contracts/opportunities';
import { isoDate, localDayCounter } from '../../core/portfolio/local-day';
import { readSettings } from '../account/settings-service';
import type { Database } from '../db/database';
import { arbitrageHistory as h } from '../db/schema/index';
import { sportCondition } from './sport-condition';

const DAY_MS = 86_400_000;
const KINDS: readonly OpportunityType[] = ['arbitrage', 'value', 'middle'];
const STATUS_ORDER: readonly HistoryStatus[] = ['executed', 'active', 'expired'];

const isExecuted = sql`${h.status} = 'executed'`;
/** A record's ROI: its profit ÷ its stake, as the record itself shows it. */
const roiOf = sql`${h.profitCents}::float8 / nullif(${h.stakeCents}, 0) * 100`;

/** Sums as the database adds them, before they become a period's figures. */
type Tally = {
  total: number;
  executed: number;
  profitCents: number;
  stakedCents: number;
  roiSum: number;
  roiCount: number;
  executedWithoutProfit: number;
};

const EMPTY: Tally = {
  total: 0,
  executed: 0,
  profitCents: 0,
  stakedCents: 0,
  roiSum: 0,
  roiCount: 0,
  executedWithoutProfit: 0,
};

function add(a: Tally, b: Tally): Tally {
  return {
    total: a.total + b.total,
    executed: a.executed + b.executed,
    profitCents: a.profitCents + b.profitCents,
    stakedCents: a.stakedCents + b.stakedCents,
    roiSum: a.roiSum + b.roiSum,
    roiCount: a.roiCount + b.roiCount,
    executedWithoutProfit: a.executedWithoutProfit + b.executedWithoutProfit,
  };
}

function figures(t: Tally): HistoryFigures {
  return {
    total: t.total,
    executed: t.executed,
    executionRate: t.total === 0 ? null : (t.executed / t.total) * 100,
    totalProfit: t.profitCents / 100,
    totalStaked: t.stakedCents / 100,
    averageRoi: t.roiCount === 0 ? null : t.roiSum / t.roiCount,
    roiCount: t.roiCount,
    executedWithoutProfit: t.executedWithoutProfit,
  };
}

/** One row per kind: counts and sums in SQL, whatever the number of records. */
async function periodFigures(db: Database, base: SQL, from: Date, to: Date) {
  const rows = await db
    .select({
      kind: h.kind,
      total: sql<number>`count(*)::int`,
      executed: sql<number>`(count(*) filter (where ${isExecuted}))::int`,
      profitCents: sql<number>`coalesce(sum(${h.profitCents}) filter (where ${isExecuted}), 0)::float8`,
      stakedCents: sql<number>`coalesce(sum(${h.stakeCents}) filter (where ${isExecuted}), 0)::float8`,
      roiSum: sql<number>`coalesce(sum(${roiOf}) filter (where ${isExecuted}), 0)::float8`,
      roiCount: sql<number>`(count(${roiOf}) filter (where ${isExecuted}))::int`,
      executedWithoutProfit: sql<number>`(count(*) filter (where ${isExecuted} and ${h.profitCents} is null))::int`,
    })
    .from(h)
    .where(and(base, gte(h.detectedAt, from), lt(h.detectedAt, to)))
    .groupBy(h.kind);
  const tally = (kind: OpportunityType): Tally => {
    const { kind: _kind, ...sums } = rows.find((row) => row.kind === kind) ?? { kind, ...EMPTY };
    return sums;
  };
  const byKind = {
    arbitrage: tally('arbitrage'),
    value: tally('value'),
    middle: tally('middle'),
  };
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    overall: figures(KINDS.map((kind) => byKind[kind]).reduce(add, EMPTY)),
    byKind: {
      arbitrage: figures(byKind.arbitrage),
      value: figures(byKind.value),
      middle: figures(byKind.middle),
    },
  };
}

async function statusCounts(db: Database, where: SQL | undefined) {
  const rows = await db
    .select({ status: h.status, count: sql<number>`count(*)::int` })
    .from(h)
    .where(where)
    .groupBy(h.status);
  const rank = (status: HistoryStatus) => STATUS_ORDER.indexOf(status);
  return rows.sort((a, b) => rank(a.status) - rank(b.status));
}

/** PostgreSQL's "time zone not recognized": its zone data can lag the browser's. */
const UNKNOWN_ZONE = '22023';

async function profitByDay(db: Database, where: SQL | undefined, timeZone: string) {
  const day = sql<string>`to_char((coalesce(${h.executedAt}, ${h.detectedAt}) at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      profitCents: sql<number>`coalesce(sum(${h.profitCents}), 0)::float8`,
      executed: sql<number>`count(*)::int`,
    })
    .from(h)
    .where(and(where, isExecuted))
    .groupBy(sql`1`);
}

function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

/** Every calendar day of the period in the zone, each with its executed profit (0 when none). */
async function dailyProfit(
  db: Database,
  where: SQL | undefined,
  zone: string,
  from: Date,
  to: Date,
) {
  let timeZone = zone;
  let rows;
  try {
    rows = await profitByDay(db, where, timeZone);
  } catch (error) {
    if (errorCode(error) !== UNKNOWN_ZONE) throw error;
    timeZone = 'UTC';
    rows = await profitByDay(db, where, timeZone);
  }
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const dayOf = localDayCounter(timeZone);
  const daily = [];
  for (let d = dayOf(from.getTime()); d <= dayOf(to.getTime() - 1); d++) {
    const date = isoDate(d);
    const row = byDate.get(date);
    daily.push({ date, profit: (row?.profitCents ?? 0) / 100, executed: row?.executed ?? 0 });
  }
  return { timeZone, daily };
}

/**
 * The history page's figures over the whole period, not a page of records: per kind and overall,
 * for the period and for the one of equal length before it, with the daily profit and the status
 * counts. Records belong to a period by when they were detected, as in the list.
 */
export async function summariseHistory(
  db: Database,
  userId: string,
  query: { period: HistoryPeriod; sport?: string },
  now: Date,
): Promise<HistorySummary> {
  const length = HISTORY_PERIOD_DAYS[query.period] * DAY_MS;
  // A record detected this very millisecond is inside: the period ends just after now.
  const to = new Date(now.getTime() + 1);
  const from = new Date(to.getTime() - length);
  const before = new Date(from.getTime() - length);
  const base = and(
    eq(h.userId, userId),
    ...(query.sport ? [sportCondition(h.sport, query.sport)] : []),
  )!;
  const inCurrent = and(base, gte(h.detectedAt, from), lt(h.detectedAt, to));
  const settings = await readSettings(db, userId);
  const current = await periodFigures(db, base, from, to);
  const previous = await periodFigures(db, base, before, from);
  const { timeZone, daily } = await dailyProfit(
    db,
    inCurrent,
    settings?.timezone ?? 'UTC',
    from,
    to,
  );
  return {
    period: query.period,
    sport: query.sport || null,
    timezone: timeZone,
    current,
    previous,
    daily,
    statusCounts: await statusCounts(db, inCurrent),
  };
}
