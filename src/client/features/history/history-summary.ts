import type { HistoryRecord } from '../../../contracts/history';
import type { HistoryFigures } from '../../../contracts/history-summary';
import { sportGroupOf, sportLabel } from '../../../core/catalog/sports';

/**
 * Value bets and middles together: both have an expected return, never a guaranteed one, so
 * they are counted apart from arbitrage and with each other. Sums add; the rate and the average
 * ROI are worked out again from the sums.
 */
export function combineFigures(a: HistoryFigures, b: HistoryFigures): HistoryFigures {
  const total = a.total + b.total;
  const executed = a.executed + b.executed;
  const roiCount = a.roiCount + b.roiCount;
  const roiSum = (a.averageRoi ?? 0) * a.roiCount + (b.averageRoi ?? 0) * b.roiCount;
  return {
    total,
    executed,
    executionRate: total === 0 ? null : (executed / total) * 100,
    totalProfit: a.totalProfit + b.totalProfit,
    totalStaked: a.totalStaked + b.totalStaked,
    averageRoi: roiCount === 0 ? null : roiSum / roiCount,
    roiCount,
    executedWithoutProfit: a.executedWithoutProfit + b.executedWithoutProfit,
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
