import { z } from 'zod';
import { SPORT_GROUPS } from '../core/catalog/sports';
import { opportunitySchema, riskLevelSchema } from './opportunities';

/** The admin screen's time ranges; each reads opportunities first detected inside it. */
export const adminRangeSchema = z.enum(['1h', '24h', '7d', '30d']);
export type AdminRange = z.infer<typeof adminRangeSchema>;

export const ADMIN_RANGE_MS: Record<AdminRange, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

/** "all" or a sport group (nfl, nba, mlb, nhl, soccer…), matched on the sport key. */
export const adminSportSchema = z.enum(['all', ...SPORT_GROUPS]);
export type AdminSport = z.infer<typeof adminSportSchema>;

export const analyticsQuerySchema = z.object({
  range: adminRangeSchema.default('24h'),
  sport: adminSportSchema.default('all'),
});

export const sportPerformanceSchema = z.object({
  /** The odds source's sport key and title. */
  sport: z.string(),
  name: z.string(),
  opportunities: z.number().int(),
  arbitrageCount: z.number().int(),
  evCount: z.number().int(),
  /** Σ over its arbitrages of the peak guaranteed return on a $100 stake, in dollars. */
  totalProfit: z.number(),
  /** Mean peak guaranteed return of its arbitrages, a fraction; null without any. */
  avgProfit: z.number().nullable(),
  /** Mean peak expected value of its value bets, a fraction; null without any. */
  avgEv: z.number().nullable(),
});
export type SportPerformance = z.infer<typeof sportPerformanceSchema>;

/** The stake the admin figures in dollars are counted at: one $100 unit per opportunity or pick. */
export const ADMIN_UNIT_STAKE = 100;

/** GET /api/admin/analytics — from the platform's opportunity log. */
export const analyticsResponseSchema = z.object({
  range: adminRangeSchema,
  sport: adminSportSchema,
  since: z.string(),
  generatedAt: z.string(),
  totalOpportunities: z.number().int(),
  arbitrageCount: z.number().int(),
  evCount: z.number().int(),
  middleCount: z.number().int(),
  /** Mean peak guaranteed return of the arbitrages, a fraction (0.021 = 2.1 %); null without any. */
  avgArbitrageProfit: z.number().nullable(),
  /** Mean peak expected value of the value bets, a fraction; null without any. */
  avgEVPercentage: z.number().nullable(),
  /** Every sport with an opportunity in the range, most opportunities first. */
  topSports: z.array(sportPerformanceSchema),
  /** Live right now (the engine's state, whatever the range); null when detection is not running. */
  liveNow: z
    .object({ arbitrage: z.number().int(), value: z.number().int(), middle: z.number().int() })
    .nullable(),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

export const adminOpportunitiesQuerySchema = analyticsQuerySchema.extend({
  /** Case-insensitive part of the home team, the away team or the sport. */
  search: z.string().trim().max(200).default(''),
  status: z.enum(['all', 'live', 'ended']).default('all'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * Why an opportunity is no longer live: its edge went, its event started or left the board, or
 * (not_seen) it was live when the server last stopped and has not been detected since.
 */
export const endReasonSchema = z.enum(['edge_gone', 'event_started', 'event_removed', 'not_seen']);
export type EndReason = z.infer<typeof endReasonSchema>;

export const adminOpportunitySchema = opportunitySchema
  .pick({
    id: true,
    type: true,
    sport: true,
    sportTitle: true,
    homeTeam: true,
    awayTeam: true,
    commenceTime: true,
    betType: true,
    line: true,
    firstSeen: true,
    lastSeen: true,
    peakReturn: true,
  })
  .extend({
    /** The latest return (arbitrage), expected value (value bet) or model return (middle), a fraction. */
    profit: z.number(),
    /** From the live quotes; null once ended (risk is judged on live quotes only). */
    riskLevel: riskLevelSchema.nullable(),
    status: z.enum(['live', 'ended']),
    endReason: endReasonSchema.nullable(),
    endedAt: z.string().nullable(),
    /** First seen to ended (or to now while live), in seconds. */
    lifespanSeconds: z.number().int(),
    /** The books of its legs, by title. */
    books: z.array(z.string()),
  });
export type AdminOpportunity = z.infer<typeof adminOpportunitySchema>;

export const adminOpportunitiesResponseSchema = z.object({
  opportunities: z.array(adminOpportunitySchema),
  /** Matching the filters, before the limit. */
  matching: z.number().int(),
  generatedAt: z.string(),
});
export type AdminOpportunitiesResponse = z.infer<typeof adminOpportunitiesResponseSchema>;
