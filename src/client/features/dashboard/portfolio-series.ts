import type { HistoryRecord } from '../../../contracts/history';

const DAY_MS = 86_400_000;

export type PortfolioPoint = { dayStart: number; cumulativeProfit: number };

export type PortfolioSeries = {
  points: PortfolioPoint[];
  totalProfit: number;
  totalStaked: number;
  executed: number;
  /** Executed records whose profit has not been entered; they count as 0 until it is. */
  withoutProfit: number;
};

function localDayStart(ms: number): number {
  const date = new Date(ms);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Cumulative profit of executed bets per local day over the last `days` days. */
export function portfolioSeries(
  records: readonly HistoryRecord[],
  now: number,
  days: number,
): PortfolioSeries {
  const executed = records.filter((r) => r.status === 'executed');
  const today = localDayStart(now);
  const profitByDay = new Map<number, number>();
  for (const record of executed) {
    const day = localDayStart(Date.parse(record.executedAt ?? record.detectedAt));
    profitByDay.set(day, (profitByDay.get(day) ?? 0) + (record.profitAmount ?? 0));
  }
  const points: PortfolioPoint[] = [];
  let running = 0;
  const first = new Date(today - (days - 1) * DAY_MS);
  first.setHours(0, 0, 0, 0);
  for (let day = first; day.getTime() <= today; day.setDate(day.getDate() + 1)) {
    running += profitByDay.get(day.getTime()) ?? 0;
    points.push({ dayStart: day.getTime(), cumulativeProfit: running });
  }
  return {
    points,
    totalProfit: executed.reduce((sum, r) => sum + (r.profitAmount ?? 0), 0),
    totalStaked: executed.reduce((sum, r) => sum + r.stakeAmount, 0),
    executed: executed.length,
    withoutProfit: executed.filter((r) => r.profitAmount === null).length,
  };
}
