import { z } from 'zod';
import { PICK_RESULTS } from '../core/graded-picks';
import { adminSportSchema } from './admin-analytics';

/**
 * A graded value bet. Half results come from quarter lines (half the stake wins or loses, half
 * is refunded). Pending picks have no result yet.
 */
export const pickResultSchema = z.enum(PICK_RESULTS);
export type PickResult = z.infer<typeof pickResultSchema>;

export const gradedPicksQuerySchema = z.object({
  sport: adminSportSchema.default('all'),
  /** Picks first published inside this many days back; all of them by default. */
  range: z.enum(['7d', '30d', 'all']).default('all'),
});

export const gradedPickSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  sport: z.string(),
  sportTitle: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  commenceTime: z.string(),
  betType: z.string(),
  outcome: z.string(),
  point: z.number().nullable(),
  book: z.string(),
  bookTitle: z.string(),
  /** Decimal odds graded, net of any exchange commission (the price the pick was last shown at). */
  odds: z.number(),
  /** Expected value at that price when the platform last showed it, a fraction. */
  expectedValue: z.number(),
  publishedAt: z.string(),
  /** Null while pending. */
  result: pickResultSchema.nullable(),
  /** Profit or loss at the unit stake, in dollars; null while pending. */
  profitLoss: z.number().nullable(),
  /** When the final score that graded it arrived; null while pending or when no score came. */
  gradedDate: z.string().nullable(),
  /** Why a pick is void, in words; null otherwise. */
  note: z.string().nullable(),
  /** The devigged sharp (or consensus) price at the start, recorded with the grade; null while
   * pending or when no close was recorded. */
  fairClosingOdds: z.number().nullable(),
  /** odds ÷ fair close − 1; null without a fair close. */
  clv: z.number().nullable(),
});
export type GradedPick = z.infer<typeof gradedPickSchema>;

/**
 * The tally of a set of published picks by result and P/L at the unit stake: the admin's graded
 * picks and each group of the public track record share it.
 */
export const pickTallySchema = z.object({
  /** Published value bets after de-duplication (event, market, outcome, book). */
  totalPicks: z.number().int(),
  totalGraded: z.number().int(),
  pending: z.number().int(),
  /** Wins include half-wins and losses half-losses; pushes and voids count in neither. */
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  voids: z.number().int(),
  /** wins ÷ (wins + losses), a fraction; null before the first win or loss. */
  winRate: z.number().nullable(),
  totalPL: z.number(),
  /** totalPL over the stakes of graded, non-void picks; null without any. */
  roi: z.number().nullable(),
});
export type PickTally = z.infer<typeof pickTallySchema>;

/** GET /api/admin/graded-picks — the platform's track record. */
export const gradedPicksResponseSchema = pickTallySchema.extend({
  /** Dollars staked on each pick. */
  stake: z.number(),
  /** Mean CLV of the graded picks that have a recorded close; null without any. */
  avgClv: z.number().nullable(),
  /** The most recently published picks, at most 50. */
  recentPicks: z.array(gradedPickSchema),
  generatedAt: z.string(),
});
export type GradedPicksResponse = z.infer<typeof gradedPicksResponseSchema>;
