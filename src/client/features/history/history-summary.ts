import type { HistoryRecord } from '../../../contracts/history';
import { sportGroupOf, sportLabel } from '../../../core/catalog/sports';
import { recordRoi } from './history-roi';

export type HistorySummary = {
  total: number;
  executed: number;
  /** executed ÷ total × 100; null with no records. */
  executionRate: number | null;
  /** Summed over executed records with a recorded profit. */
  totalProfit: number;
  /** Summed over executed records. */
  totalStaked: number;
  /** Mean ROI (percent) over executed records that have one; null when none do. */
  averageRoi: number | null;
  /** Executed records still waiting for their profit to be entered. */
  executedWithoutProfit: number;
};

export function summariseHistory(records: readonly HistoryRecord[]): HistorySummary {
  const executed = records.filter((r) => r.status === 'executed');
  const rois = executed.map(recordRoi).filter((roi): roi is number => roi !== null);
  return {
    total: records.length,
    executed: executed.length,
    executionRate: records.length === 0 ? null : (executed.length / records.length) * 100,
    totalProfit: executed.reduce((sum, r) => sum + (r.profitAmount ?? 0), 0),
    totalStaked: executed.reduce((sum, r) => sum + r.stakeAmount, 0),
    averageRoi: rois.length === 0 ? null : rois.reduce((sum, roi) => sum + roi, 0) / rois.length,
    executedWithoutProfit: executed.filter((r) => r.profitAmount === null).length,
  };
}

/** The change against the previous period; no percentage when the previous period was empty. */
export function periodChange(
  current: number,
  previous: number,
): { difference: number; percent: number | null } {
  return {
    difference: current - previous,
    percent: previous === 0 ? null : ((current - previous) / previous) * 100,
  };
}

const DAY_MS = 86_400_000;

function localDayStart(ms: number): number {
  const date = new Date(ms);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

export type DayBucket = { dayStart: number; profit: number; executed: number };

/**
 * Profit per local day for the last `days` days up to today, by when each record was executed.
 * Days before `earliest` (the start of the loaded period) are left out rather than shown as 0,
 * since nothing was loaded for them.
 */
export function dailyProfit(
  records: readonly HistoryRecord[],
  now: number,
  earliest: number,
  days = 7,
): DayBucket[] {
  const today = localDayStart(now);
  const first = Math.max(localDayStart(earliest), today - (days - 1) * DAY_MS);
  const buckets: DayBucket[] = [];
  // Stepping by calendar date (not 24 h) keeps days right across daylight-saving changes.
  for (let day = new Date(first); day.getTime() <= today; day.setDate(day.getDate() + 1)) {
    buckets.push({ dayStart: day.getTime(), profit: 0, executed: 0 });
  }
  for (const record of records) {
    if (record.status !== 'executed') continue;
    const at = localDayStart(Date.parse(record.executedAt ?? record.detectedAt));
    const bucket = buckets.find((b) => b.dayStart === at);
    if (bucket === undefined) continue;
    bucket.executed += 1;
    bucket.profit += record.profitAmount ?? 0;
  }
  return buckets;
}

export type StatusCount = { status: string; count: number };

const STATUS_ORDER = ['executed', 'active', 'expired'];

export function statusCounts(records: readonly HistoryRecord[]): StatusCount[] {
  const counts = new Map<string, number>();
  for (const record of records) counts.set(record.status, (counts.get(record.status) ?? 0) + 1);
  const rank = (status: string) => {
    const index = STATUS_ORDER.indexOf(status);
    return index === -1 ? STATUS_ORDER.length : index;
  };
  return [...counts]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => rank(a.status) - rank(b.status) || a.status.localeCompare(b.status));
}

export type HistoryFilters = { search: string; sport: string; status: string };
export const ALL = 'all';
export const DEFAULT_HISTORY_FILTERS: HistoryFilters = { search: '', sport: ALL, status: ALL };

/** Team search is a case-insensitive substring; the sport filter is the sport group (NFL, Soccer). */
export function filterHistory(
  records: readonly HistoryRecord[],
  filters: HistoryFilters,
): HistoryRecord[] {
  const needle = filters.search.trim().toLowerCase();
  return records.filter(
    (r) =>
      (needle === '' ||
        r.homeTeam.toLowerCase().includes(needle) ||
        r.awayTeam.toLowerCase().includes(needle)) &&
      (filters.sport === ALL || sportGroupOf(r.sport) === filters.sport) &&
      (filters.status === ALL || r.status === filters.status),
  );
}

/** The sport groups present in the records, labelled NFL, NBA, Soccer… */
export function historySportOptions(
  records: readonly HistoryRecord[],
): { value: string; label: string }[] {
  const groups = new Set(records.map((r) => sportGroupOf(r.sport)));
  return [...groups]
    .map((group) => ({ value: group, label: sportLabel(group) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
