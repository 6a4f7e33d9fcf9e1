import { and, count, desc, gte, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { ApiUsageResponse } from '../../contracts/admin-usage';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { apiUsage } from '../db/schema/index';
import { IN_FLIGHT } from '../odds/odds-store';
import { oddsSourceName } from '../odds/odds-source-name';
import { usageSplit } from './usage-split';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const CHART_DAYS = 30;
/** A call recorded before it was made whose answer is this late did not come back: an error. */
const IN_FLIGHT_GRACE_MS = 2 * 60_000;

const credits = sql<number>`coalesce(sum(${apiUsage.cost}), 0)`.mapWith(Number);
const calls = sql<number>`count(*)`.mapWith(Number);

function failed(now: Date): SQL {
  const lateFrom = new Date(now.getTime() - IN_FLIGHT_GRACE_MS);
  return sql`(not ${apiUsage.ok} and (${apiUsage.errorCode} is distinct from ${IN_FLIGHT} or ${apiUsage.at} < ${lateFrom}))`;
}

function utcMonth(now: Date) {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return { start: new Date(start), end: new Date(end), days: Math.round((end - start) / DAY_MS) };
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function totalsSince(db: Database, since: Date) {
  const [row] = await db.select({ credits, calls }).from(apiUsage).where(gte(apiUsage.at, since));
  return { credits: row?.credits ?? 0, calls: row?.calls ?? 0 };
}

async function shares(
  db: Database,
  since: Date,
  column: typeof apiUsage.sport | typeof apiUsage.endpoint,
) {
  const rows = await db
    .select({ key: column, credits, calls })
    .from(apiUsage)
    .where(gte(apiUsage.at, since))
    .groupBy(column);
  return rows
    .map((row) => ({ key: row.key ?? 'sports list', calls: row.calls, credits: row.credits }))
    .sort((a, b) => b.credits - a.credits || b.calls - a.calls || a.key.localeCompare(b.key));
}

async function dailySeries(db: Database, now: Date) {
  const first =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (CHART_DAYS - 1) * DAY_MS;
  const day = sql<string>`to_char(${apiUsage.at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      credits,
      calls,
      errors: sql<number>`count(*) filter (where ${failed(now)})`.mapWith(Number),
    })
    .from(apiUsage)
    .where(gte(apiUsage.at, new Date(first)))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: CHART_DAYS }, (_, index) => {
    const key = utcDay(first + index * DAY_MS);
    const row = byDay.get(key);
    return {
      day: key,
      credits: row?.credits ?? 0,
      calls: row?.calls ?? 0,
      errors: row?.errors ?? 0,
    };
  });
}

async function health(db: Database, now: Date) {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [[hour], [last]] = await Promise.all([
    db
      .select({
        calls,
        errors: sql<number>`count(*) filter (where ${failed(now)})`.mapWith(Number),
      })
      .from(apiUsage)
      .where(gte(apiUsage.at, hourAgo)),
    db
      .select()
      .from(apiUsage)
      .where(failed(now))
      .orderBy(desc(apiUsage.at), desc(apiUsage.id))
      .limit(1),
  ]);
  const errorsLastHour = hour?.errors ?? 0;
  return {
    healthy: errorsLastHour === 0,
    callsLastHour: hour?.calls ?? 0,
    errorsLastHour,
    lastError: last
      ? {
          at: last.at.toISOString(),
          endpoint: last.endpoint,
          code: last.errorCode ?? 'unknown',
          status: last.status,
        }
      : null,
  };
}

/** The source's own account counters, from its latest answer this month that carried them. */
async function latestReading(db: Database, since: Date) {
  const [row] = await db
    .select({ used: apiUsage.used, remaining: apiUsage.remaining, at: apiUsage.at })
    .from(apiUsage)
    .where(
      and(gte(apiUsage.at, since), or(isNotNull(apiUsage.used), isNotNull(apiUsage.remaining))),
    )
    .orderBy(desc(apiUsage.at), desc(apiUsage.id))
    .limit(1);
  return row ?? null;
}

const priced = (amount: number, price: number | null) =>
  price === null ? null : Math.round(amount * price * 100) / 100;

/**
 * GET /api/admin/api-usage, from the api_usage rows the credit meter writes: one per call, its
 * credits corrected from the source's `x-requests-last` header (metered-call.ts).
 */
export async function apiUsageReport(
  db: Database,
  config: Config,
  now: Date,
): Promise<ApiUsageResponse> {
  const month = utcMonth(now);
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const price = config.odds.creditPriceUsd;
  const [
    thisMonth,
    today,
    lastDay,
    reading,
    bySport,
    byEndpoint,
    lastDayByEndpoint,
    status,
    daily,
    [any],
  ] = await Promise.all([
    totalsSince(db, month.start),
    totalsSince(db, dayStart),
    totalsSince(db, new Date(now.getTime() - DAY_MS)),
    latestReading(db, month.start),
    shares(db, month.start, apiUsage.sport),
    shares(db, month.start, apiUsage.endpoint),
    shares(db, new Date(now.getTime() - DAY_MS), apiUsage.endpoint),
    health(db, now),
    dailySeries(db, now),
    db.select({ n: count() }).from(apiUsage).limit(1),
  ]);
  const monthly = config.odds.monthlyCredits;
  const eventBudget = config.odds.eventMarkets.monthlyBudget;
  const dailyShare = monthly / month.days;
  const projected = Math.round(
    thisMonth.credits + (lastDay.credits / DAY_MS) * (month.end.getTime() - now.getTime()),
  );
  return {
    source: oddsSourceName(config),
    pricePerCredit: price,
    limits: { monthly, daily: Math.floor(dailyShare) },
    today: {
      ...today,
      percentage: dailyShare > 0 ? today.credits / dailyShare : today.credits > 0 ? 1 : 0,
    },
    thisMonth: {
      ...thisMonth,
      used: reading?.used ?? null,
      remaining: reading?.remaining ?? null,
      reportedAt: reading?.at.toISOString() ?? null,
      cost: priced(reading?.used ?? thisMonth.credits, price),
    },
    projectedMonth: { credits: projected, cost: priced(projected, price) },
    rechecks: {
      monthlyCap: config.recheck.monthlyCredits,
      perMemberDaily: config.recheck.perMemberDaily,
      credits: byEndpoint.find((share) => share.key === 'recheck')?.credits ?? 0,
      calls: byEndpoint.find((share) => share.key === 'recheck')?.calls ?? 0,
    },
    split: usageSplit(byEndpoint, lastDayByEndpoint, month.end.getTime() - now.getTime(), {
      featured: monthly - eventBudget,
      discovery: eventBudget,
      'event-markets': eventBudget,
      rechecks: config.recheck.monthlyCredits,
    }),
    eventMarketsShare: config.odds.eventMarkets.share,
    bySport,
    byEndpoint,
    status,
    daily,
    empty: (any?.n ?? 0) === 0,
    generatedAt: now.toISOString(),
  };
}
