import { z } from 'zod';
import { betMarkets, betStatuses } from '../core/portfolio/bet-settlement';
import { betKinds } from '../core/portfolio/portfolio-bet';
import { positiveCentsSchema, storedTimeSchema } from './stored-values';
import { clvFigureSchema } from './clv-figure';
import { MARKET_TYPES, marketTypeOf } from '../core/market-type';
import { featuredShapeOf } from '../core/portfolio/market-settlement';
import { OVER, UNDER, sameOutcome } from '../core/market';

export const betStatusSchema = z.enum(betStatuses);
export const betMarketSchema = z.enum(betMarkets);
export const betKindSchema = z.enum(betKinds);
export const marketTypeSchema = z.enum(MARKET_TYPES);
/** The Odds API's market keys: `player_points`, `alternate_spreads`, `totals_1st_5_innings`. */
export const marketKeySchema = z.string().regex(/^[a-z0-9_]{1,80}$/, {
  message: 'a market key is lower-case letters, digits and underscores (e.g. player_points)',
});

const money = z.number().finite();
export const betStakeSchema = z
  .number()
  .finite()
  .positive({ message: 'stake must be above zero' })
  .max(10_000_000, { message: 'stake must be at most 10,000,000' })
  .pipe(positiveCentsSchema);
export const decimalOddsSchema = z
  .number()
  .finite()
  .gt(1, { message: 'odds must be decimal odds above 1.0' })
  .max(10_000);
export const betLineSchema = z
  .number()
  .finite()
  .min(-1000)
  .max(1000)
  .refine((value) => Number.isInteger(value * 4), {
    message: 'a line is a multiple of 0.25 (e.g. -2.5, 0.75)',
  });

/** One stake at one book. Money in dollars with cents. */
export const betSchema = z.object({
  id: z.string(),
  kind: betKindSchema,
  /** The arbitrage-history record this bet is a leg of, if any. */
  historyId: z.string().nullable(),
  eventId: z.string().nullable(),
  sport: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  commenceTime: z.string().nullable(),
  /** How the outcomes pair (h2h, spreads, totals): a prop's Over/Under pairs as a total. */
  market: betMarketSchema,
  /** The source's market key; equals `market` for a featured bet. */
  marketKey: z.string(),
  marketType: marketTypeSchema,
  /** The player of a prop, or the team of a team total; null otherwise. */
  player: z.string().nullable(),
  outcome: z.string(),
  point: z.number().nullable(),
  odds: z.number(),
  stake: z.number(),
  book: z.string(),
  status: betStatusSchema,
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** Who settled it: the final score, or the member by hand. */
  settledBy: z.enum(['score', 'member']).nullable(),
  payout: z.number().nullable(),
  profit: z.number().nullable(),
  /** The book's last recorded price before the start, and the devigged sharp close. */
  closingOdds: z.number().nullable(),
  fairClosingOdds: z.number().nullable(),
  /** Bet odds ÷ fair closing odds − 1; null until the close is known. */
  clv: z.number().nullable(),
  /** Why an open bet waits on the member (no result the source reports can settle it). */
  openReason: z.string().nullable(),
});
export type Bet = z.infer<typeof betSchema>;

/**
 * Why a bet's market, player, side and line do not fit together, or null when they do: the rules
 * of a bet added by hand and of an imported row alike.
 */
export function betMarketProblem(bet: {
  market?: z.infer<typeof betMarketSchema> | undefined;
  marketKey?: string | undefined;
  player: string | null;
  outcome: string;
  point: number | null;
}): { path: string; message: string } | null {
  const issue = (path: string, message: string) => ({ path, message });
  const key = bet.marketKey ?? bet.market;
  if (key === undefined) {
    return issue('market', 'name the market: market (h2h, spreads, totals) or marketKey');
  }
  const shape = featuredShapeOf(key, bet.outcome);
  if (shape === null && bet.market === undefined) {
    return issue(
      'market',
      `Arbiter does not know the market "${key}": say how its outcomes pair with market (h2h, spreads or totals)`,
    );
  }
  if (shape !== null && bet.market !== undefined && shape !== bet.market) {
    return issue('market', `the market "${key}" pairs as ${shape}, not ${bet.market}`);
  }
  const type = marketTypeOf(key);
  const named = type === 'player_prop' || /^(alternate_)?team_totals/.test(key);
  if (named && bet.player === null) {
    return issue(
      'player',
      type === 'player_prop'
        ? 'a player prop needs the player'
        : 'a team total needs the team (player)',
    );
  }
  if (!named && bet.player !== null) {
    return issue('player', 'only a player prop or a team total names a player');
  }
  const overUnder = sameOutcome(bet.outcome, OVER) || sameOutcome(bet.outcome, UNDER);
  if (named && !overUnder && !(type === 'player_prop' && shape === 'h2h')) {
    return issue(
      'outcome',
      'the side of a prop or team total is Over or Under (Yes or No for a scorer)',
    );
  }
  if ((shape ?? bet.market) !== 'h2h' && bet.point === null) {
    return issue(
      'point',
      named
        ? 'an Over/Under needs its line (point)'
        : 'a spread or total bet needs its line (point)',
    );
  }
  return null;
}

/** A bet the member adds by hand. */
export const createBetBodySchema = z
  .object({
    eventId: z.string().min(1).max(200).optional(),
    sport: z.string().min(1).max(100),
    homeTeam: z.string().min(1).max(200),
    awayTeam: z.string().min(1).max(200),
    commenceTime: storedTimeSchema.optional(),
    /** A featured market; or, with marketKey, how an unknown key's outcomes pair. */
    market: betMarketSchema.optional(),
    /** Any market key; defaults to `market`. */
    marketKey: marketKeySchema.optional(),
    /** A prop's player, a team total's team. */
    player: z.string().trim().min(1).max(200).nullable().default(null),
    outcome: z.string().min(1).max(200),
    point: betLineSchema.nullable().default(null),
    odds: decimalOddsSchema,
    stake: betStakeSchema,
    book: z.string().min(1).max(100),
    placedAt: storedTimeSchema.optional(),
  })
  .strict()
  .superRefine((bet, ctx) => {
    const problem = betMarketProblem(bet);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type CreateBetBody = z.infer<typeof createBetBodySchema>;

/** "I placed these bets": one bet per leg of a live (or logged) opportunity. */
export const placeOpportunityBodySchema = z
  .object({
    opportunityId: z.string().min(1).max(100),
    legs: z
      .array(z.object({ stake: betStakeSchema, odds: decimalOddsSchema.optional() }).strict())
      .min(1)
      .max(3),
  })
  .strict();
export type PlaceOpportunityBody = z.infer<typeof placeOpportunityBodySchema>;

/**
 * GET /api/user/bets/from-opportunity/:id: what "Log this bet" opens with, for an opportunity
 * that is live or was detected earlier (an alert's link may be opened hours later).
 */
export const opportunityBetDraftSchema = z.object({
  opportunityId: z.string(),
  kind: betKindSchema,
  /** Still on the board: its prices are current. Otherwise they are the last ones seen. */
  live: z.boolean(),
  sport: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  commenceTime: z.string().nullable(),
  market: z.string(),
  legs: z.array(
    z.object({
      book: z.string(),
      /** The leg's own market key, type and player (props, alternates, periods). */
      marketKey: z.string(),
      marketType: marketTypeSchema,
      player: z.string().nullable(),
      outcome: z.string(),
      point: z.number().nullable(),
      /** Net of the member's commission where the board knows it: the server's default odds. */
      odds: z.number(),
      /** Share of the total stake on this leg at the equal-payout split. */
      stakeRatio: z.number(),
    }),
  ),
});
export type OpportunityBetDraft = z.infer<typeof opportunityBetDraftSchema>;

export const opportunityIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Edit or settle by hand; a status other than open settles at that status. */
export const patchBetBodySchema = z
  .object({
    odds: decimalOddsSchema.optional(),
    stake: betStakeSchema.optional(),
    book: z.string().min(1).max(100).optional(),
    status: betStatusSchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Send at least one field to change.',
  });

export const betIdParamsSchema = z.object({
  id: z.uuid({ message: 'id must be a bet id (UUID)' }),
});

export const betsQuerySchema = z.object({
  status: z.enum(['open', 'settled', 'all']).default('all'),
  search: z.string().max(100).optional(),
  sport: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const betListSchema = z.object({
  data: z.array(betSchema),
  total: z.number().int(),
});

/** GET /api/user/bankroll: the spec's `balance`, and what it is made of. */
export const bankrollSchema = z.object({
  balance: money,
  startingValue: money,
  settledProfit: money,
  /** Stakes of open bets. */
  exposure: money,
  available: money,
});
export type BankrollSummary = z.infer<typeof bankrollSchema>;

/** GET /api/user/stats. Ratios are null when there is nothing to divide by. */
export const portfolioStatsSchema = z.object({
  portfolioValue: money,
  profit: money,
  totalStaked: money,
  /** Profit ÷ starting value: shown as "Bankroll growth". */
  roi: z.number().nullable(),
  /** Profit ÷ stakes of settled bets (void excluded): shown as "ROI", as bet trackers name it. */
  yield: z.number().nullable(),
  /** (won + half-won) ÷ decided bets; push and void left out. */
  winRate: z.number().nullable(),
  betCount: z.number().int(),
  openCount: z.number().int(),
  settledCount: z.number().int(),
  averageClv: z.number().nullable(),
});
export type PortfolioStatsResponse = z.infer<typeof portfolioStatsSchema>;

export const analyticsRangeSchema = z.enum(['7d', '30d', '90d', 'all']);
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

const groupSchema = z.object({
  key: z.string(),
  bets: z.number().int(),
  staked: money,
  profit: money,
  yield: z.number().nullable(),
  roi: z.number().nullable(),
  winRate: z.number().nullable(),
  averageClv: z.number().nullable(),
});
export type PortfolioGroup = z.infer<typeof groupSchema>;

/** GET /api/user/analytics?range=: every figure of the analytics page, over bets settled in range. */
const clvGroupSchema = z.object({ key: z.string(), clv: clvFigureSchema });

export const clvBreakdownSchema = z.object({
  overall: clvFigureSchema,
  byBook: z.array(clvGroupSchema),
  bySport: z.array(clvGroupSchema),
  byMarket: z.array(clvGroupSchema),
  byKind: z.array(clvGroupSchema),
  /** By market type: main, alternate, period, player_prop. */
  byMarketType: z.array(clvGroupSchema),
  /** Lead-time buckets (core LEAD_TIME_BUCKETS), shortest first. */
  byLeadTime: z.array(clvGroupSchema),
  /** EV at detection − CLV of value bets taken from a detected opportunity. */
  edgeDecay: clvFigureSchema,
});
export type ClvBreakdownDto = z.infer<typeof clvBreakdownSchema>;

export const portfolioAnalyticsSchema = z.object({
  range: analyticsRangeSchema,
  timezone: z.string(),
  stats: portfolioStatsSchema,
  series: z.array(z.object({ date: z.string(), balance: money, profit: money })),
  bySport: z.array(groupSchema),
  byBook: z.array(groupSchema),
  byMarket: z.array(groupSchema),
  byKind: z.array(groupSchema),
  /** By market type (main, alternate, period, player_prop); byMarket is by market key. */
  byMarketType: z.array(groupSchema),
  clvDistribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  /** CLV with its evidence by book, sport, market, kind and lead time; edge decay of value bets. */
  clvBreakdown: clvBreakdownSchema,
  /** How each figure is computed, shown beside it. */
  methods: z.record(z.string(), z.string()),
});
export type PortfolioAnalytics = z.infer<typeof portfolioAnalyticsSchema>;

export const analyticsQuerySchema = z.object({ range: analyticsRangeSchema.default('30d') });

export const resetStatisticsSchema = z.object({
  success: z.literal(true),
  deleted: z.object({ bets: z.number().int(), history: z.number().int() }),
});
