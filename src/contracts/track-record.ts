import { z } from 'zod';
import { FAIR_METHODS } from '../core/devig';
import { SIGNAL_KINDS } from '../core/track-record/track-record';
import { SPORT_GROUPS } from '../core/catalog/sports';
import { pickTallySchema } from './graded-picks';
import { clvFigureSchema } from './clv-figure';

/** GET /api/track-record: public, no member data; only what the platform itself published. */
export const trackRecordQuerySchema = z.object({
  /** The devig method the CLV figures use; every method is also compared side by side. */
  method: z.enum(FAIR_METHODS).default('power'),
  /** Published inside this many days back; everything by default. */
  range: z.enum(['30d', '90d', 'all']).default('all'),
});
export type TrackRecordQuery = z.infer<typeof trackRecordQuerySchema>;

export const pickGroupSchema = pickTallySchema.extend({ key: z.string(), clv: clvFigureSchema });
export type PickGroupDto = z.infer<typeof pickGroupSchema>;

export const signalGroupSchema = z.object({
  key: z.string(),
  signals: z.number().int(),
  graded: z.number().int(),
  clv: clvFigureSchema,
});
export type SignalGroupDto = z.infer<typeof signalGroupSchema>;

/** A mean score with its 95 % interval (core/calibration/scorecard.ts). */
export const scoreFigureSchema = z.object({
  mean: z.number().nullable(),
  ci95Low: z.number().nullable(),
  ci95High: z.number().nullable(),
});
export type ScoreFigureDto = z.infer<typeof scoreFigureSchema>;

export const scorecardGroupSchema = z.object({
  sport: z.enum([...SPORT_GROUPS, 'all']),
  /** Market type, or 'all'. */
  market: z.string(),
  /** Closes scored. */
  n: z.number().int(),
  methods: z.array(
    z.object({
      method: z.enum(FAIR_METHODS),
      logLoss: scoreFigureSchema,
      brier: scoreFigureSchema,
      /** Log loss minus power's on the same closes: below zero, better than power. */
      vsPower: scoreFigureSchema,
    }),
  ),
});
export type ScorecardGroupDto = z.infer<typeof scorecardGroupSchema>;

export const scorecardSchema = z.object({
  /** results: each method's close against what happened; known-probabilities: its expected
   * score under the simulator's true probabilities. */
  against: z.enum(['results', 'known-probabilities']),
  /** 'all' first, then by sport group and market type. Empty until a close is scored. */
  groups: z.array(scorecardGroupSchema),
  /** Start times of the first and last event counted; null with none. */
  dataFrom: z.string().nullable(),
  dataTo: z.string().nullable(),
});
export type ScorecardDto = z.infer<typeof scorecardSchema>;

export const methodChoiceSchema = z.object({
  sport: z.enum(SPORT_GROUPS),
  market: z.string(),
  /** What 'auto' uses for the market. */
  method: z.enum(FAIR_METHODS),
  reason: z.enum(['evidence', 'small-sample', 'no-clear-lead']),
  n: z.number().int(),
  best: z.enum(FAIR_METHODS).nullable(),
  bestLogLoss: z.number().nullable(),
  powerLogLoss: z.number().nullable(),
  leadOverPower: scoreFigureSchema,
});
export type MethodChoiceDto = z.infer<typeof methodChoiceSchema>;

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
   * Each devig method's log loss and Brier score over every event's sharp close: on real data
   * (the odds feed) against results, and apart from it, on the simulator's data against its
   * known probabilities. Never mixed.
   */
  calibration: z.object({
    real: scorecardSchema,
    simulated: scorecardSchema,
    /** The method 'auto' uses per sport group and market, chosen from all real data. */
    defaults: z.array(methodChoiceSchema),
    /** Closes a market needs before its choice can leave power. */
    minSample: z.number().int(),
  }),
  /** Display titles of the sport keys named. */
  sportTitles: z.record(z.string(), z.string()),
  /** First and last publication time among the counted rows; null with none. */
  dataFrom: z.string().nullable(),
  dataTo: z.string().nullable(),
  /** Logged rows (and stored closes) that did not read and were left out, counted. */
  dropped: z.object({
    rows: z.number().int(),
    closes: z.number().int(),
    /** Kept market closes that did not read (calibration). */
    marketCloses: z.number().int(),
  }),
  generatedAt: z.string(),
});
export type TrackRecordResponse = z.infer<typeof trackRecordResponseSchema>;
