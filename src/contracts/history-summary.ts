import { z } from 'zod';
import { historyStatusSchema } from './history';

/** The history page's periods; 1d is the selector's "Last 24H". */
export const historyPeriodSchema = z.enum(['1d', '7d', '30d', '90d']);
export type HistoryPeriod = z.infer<typeof historyPeriodSchema>;

export const HISTORY_PERIOD_DAYS: Readonly<Record<HistoryPeriod, number>> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

/**
 * GET /api/arbitrage-history/summary. `sport` is a full sport key (basketball_nba: that key
 * only) or a group's name or label (nba, NBA, Soccer: every key of the group), as for the list.
 */
export const historySummaryQuerySchema = z.object({
  period: historyPeriodSchema.default('7d'),
  sport: z.string().max(100).optional(),
});

/** The figures of a set of records (one kind, or all) detected in one period. */
export const historyFiguresSchema = z.object({
  total: z.number().int(),
  executed: z.number().int(),
  /** executed ÷ total × 100; null with no records. */
  executionRate: z.number().nullable(),
  /** Summed over executed records with a profit entered. */
  totalProfit: z.number(),
  /** Summed over executed records. */
  totalStaked: z.number(),
  /** Mean ROI (percent) over executed records with an ROI (or a profit to work it out from). */
  averageRoi: z.number().nullable(),
  /** How many executed records the average ROI is over. */
  roiCount: z.number().int(),
  /** Executed records still waiting for their profit to be entered. */
  executedWithoutProfit: z.number().int(),
});
export type HistoryFigures = z.infer<typeof historyFiguresSchema>;

const periodFiguresSchema = z.object({
  /** Records detected from `from` (inclusive) to `to` (exclusive). */
  from: z.string(),
  to: z.string(),
  overall: historyFiguresSchema,
  /** Only an arbitrage's return is guaranteed: its figures are never mixed into the others'. */
  byKind: z.object({
    arbitrage: historyFiguresSchema,
    value: historyFiguresSchema,
    middle: historyFiguresSchema,
  }),
});

export const historySummarySchema = z.object({
  period: historyPeriodSchema,
  /** The sport filter as sent; null for all sports. */
  sport: z.string().nullable(),
  /** The member's time zone (settings), whose calendar days the daily buckets follow. */
  timezone: z.string(),
  current: periodFiguresSchema,
  /** The period of equal length just before, for the change from last period. */
  previous: periodFiguresSchema,
  /**
   * Every day of the current period, oldest first: profit of the executed records by the day
   * they were executed (or detected, when no execution time is known).
   */
  daily: z.array(z.object({ date: z.string(), profit: z.number(), executed: z.number().int() })),
  /** Records of the current period per status, executed, active, expired. */
  statusCounts: z.array(z.object({ status: historyStatusSchema, count: z.number().int() })),
});
export type HistorySummary = z.infer<typeof historySummarySchema>;
