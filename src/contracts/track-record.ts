import { z } from 'zod';
import { FAIR_METHODS } from '../core/devig';
import { SIGNAL_KINDS } from '../core/track-record/track-record';
import { clvFigureSchema } from './clv-figure';

/** GET /api/track-record: public, no member data; only what the platform itself published. */
export const trackRecordQuerySchema = z.object({
  /** The devig method the CLV figures use; every method is also compared side by side. */
  method: z.enum(FAIR_METHODS).default('power'),
  /** Published inside this many days back; everything by default. */
  range: z.enum(['30d', '90d', 'all']).default('all'),
});
export type TrackRecordQuery = z.infer<typeof trackRecordQuerySchema>;

export const pickGroupSchema = z.object({
  key: z.string(),
  totalPicks: z.number().int(),
  totalGraded: z.number().int(),
  pending: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  voids: z.number().int(),
  winRate: z.number().nullable(),
  totalPL: z.number(),
  roi: z.number().nullable(),
  clv: clvFigureSchema,
});
export type PickGroupDto = z.infer<typeof pickGroupSchema>;

export const signalGroupSchema = z.object({
  key: z.string(),
  signals: z.number().int(),
  graded: z.number().int(),
  clv: clvFigureSchema,
});
export type SignalGroupDto = z.infer<typeof signalGroupSchema>;

export const calibrationRowSchema = z.object({
  method: z.enum(FAIR_METHODS),
  /** Sport key or market type the row covers, or 'all'. */
  key: z.string(),
  n: z.number().int(),
  logLoss: z.number().nullable(),
  brier: z.number().nullable(),
});
export type CalibrationRowDto = z.infer<typeof calibrationRowSchema>;

export const trackRecordResponseSchema = z.object({
  method: z.enum(FAIR_METHODS),
  range: trackRecordQuerySchema.shape.range,
  /** Dollars staked on each published pick for the P/L. */
  stake: z.number(),
  picks: z.object({
    overall: pickGroupSchema,
    bySport: z.array(pickGroupSchema),
    byMarket: z.array(pickGroupSchema),
    byMonth: z.array(pickGroupSchema),
  }),
  signals: z.object({
    byKind: z.array(signalGroupSchema.extend({ key: z.enum(SIGNAL_KINDS) })),
    bySport: z.array(signalGroupSchema),
    byMarket: z.array(signalGroupSchema),
    byMonth: z.array(signalGroupSchema),
  }),
  byMethod: z.array(
    z.object({ method: z.enum(FAIR_METHODS), picks: clvFigureSchema, signals: clvFigureSchema }),
  ),
  /**
   * Each method's log loss and Brier score: its fair closing probability of a graded pick's side
   * against whether the side won. Rests on the picks' recorded closes only (wins and losses).
   */
  calibration: z.object({
    bySport: z.array(calibrationRowSchema),
    byMarket: z.array(calibrationRowSchema),
  }),
  /** Display titles of the sport keys named. */
  sportTitles: z.record(z.string(), z.string()),
  /** First and last publication time among the counted rows; null with none. */
  dataFrom: z.string().nullable(),
  dataTo: z.string().nullable(),
  /** Logged rows (and stored closes) that did not read and were left out, counted. */
  dropped: z.object({ rows: z.number().int(), closes: z.number().int() }),
  generatedAt: z.string(),
});
export type TrackRecordResponse = z.infer<typeof trackRecordResponseSchema>;
