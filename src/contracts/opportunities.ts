import { z } from 'zod';
import { DEVIG_METHODS, FAIR_METHODS } from '../core/devig';
import { MARKET_TYPES } from '../core/market-type';
import { marketSteamEventSchema } from './market-intelligence';

export const riskLevelSchema = z.enum(['low', 'medium', 'high']);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

export const marketTypeSchema = z.enum(MARKET_TYPES);
export type MarketTypeName = z.infer<typeof marketTypeSchema>;

/**
 * Which market a bet is on, as The Odds API names it: a featured market (`h2h`, `spreads`,
 * `totals`: type `main`), an alternate ladder, a period or a player prop; `unknown` for a key
 * Arbiter cannot place (core/market-type.ts). A prop's player comes from the outcome's
 * `description`; `description` also names the team of a team total.
 */
const marketFields = {
  marketKey: z.string(),
  marketType: marketTypeSchema,
  player: z.string().nullable(),
  description: z.string().nullable(),
};

export const opportunityLegSchema = z.object({
  ...marketFields,
  book: z.string(),
  bookTitle: z.string(),
  outcome: z.string(),
  point: z.number().nullable(),
  /** Decimal odds as quoted. */
  price: z.number(),
  /** Net of exchange commission; every figure is computed from this one. */
  effectivePrice: z.number(),
  commission: z.number(),
  /** Share of the total stake on this leg for equal payout (arbitrage); 1 for a value bet. */
  stakeRatio: z.number(),
  quoteAgeSeconds: z.number(),
  /** The book's own time for this price (its last_update), ISO. */
  quotedAt: z.string(),
  possiblyStale: z.boolean(),
  limit: z.number().nullable(),
});
export type OpportunityLeg = z.infer<typeof opportunityLegSchema>;

export const trustLevelSchema = z.enum(['confirmed', 'fresh', 'stale', 'suspect']);
export type TrustLevel = z.infer<typeof trustLevelSchema>;

/**
 * How far the prices can be trusted now (rules in core/opportunity-trust.ts): only `confirmed`
 * and `fresh` may be called guaranteed; `stale` and `suspect` come with the reasons.
 */
export const opportunityTrustSchema = z.object({
  level: trustLevelSchema,
  reasons: z.array(
    z.object({
      code: z.enum(['rechecked', 'stale_leg', 'price_outlier', 'one_book', 'few_books']),
      message: z.string(),
    }),
  ),
  /** When a re-check at the source last found these prices; null if never. */
  checkedAt: z.string().nullable(),
  /** Distinct books quoting the market; null before the market was read. */
  booksQuoting: z.number().int().nullable(),
  /** The thresholds that applied, so a screen can age the level between pushes. */
  freshWithinSeconds: z.number(),
  confirmedForSeconds: z.number(),
  /** A leg this share below the market's median implied probability is an outlier. */
  outlierShare: z.number(),
  /** Fewer books than this quoting the market makes it suspect. */
  minBooks: z.number().int(),
});
export type OpportunityTrust = z.infer<typeof opportunityTrustSchema>;

export const opportunityTypeSchema = z.enum(['arbitrage', 'value', 'middle']);
export type OpportunityType = z.infer<typeof opportunityTypeSchema>;

/**
 * A middle: both sides of a spread or total at different lines. A result inside the window wins
 * both bets; any other result wins one and loses a little. Probabilities come from a stated
 * model, so every figure here except the returns is an estimate.
 */
export const middleDetailSchema = z.object({
  /** Results strictly between low and high win both bets (home margin or total score). */
  window: z.object({ low: z.number(), high: z.number() }),
  hitResults: z.array(z.number()),
  /** Model probability that the result lands in the window. */
  hitProbability: z.number(),
  /** Return on the total stake when only one side wins (a loss, as a fraction). */
  oneSideReturn: z.number(),
  /** Return on the total stake when both win. */
  bestCaseReturn: z.number(),
  model: z.object({ mean: z.number(), standardDeviation: z.number(), basis: z.string() }),
});
export type MiddleDetail = z.infer<typeof middleDetailSchema>;

/** The devig methods a value bet is priced under; a member picks the one that ranks their list. */
export const fairMethodSchema = z.enum(FAIR_METHODS);
export type FairMethodName = z.infer<typeof fairMethodSchema>;

const evFor = Object.fromEntries(FAIR_METHODS.map((method) => [method, z.number()])) as Record<
  (typeof FAIR_METHODS)[number],
  z.ZodNumber
>;

/** A value bet's EV (p·d − 1, a fraction) under each devig method of the same reference prices. */
export const evByMethodSchema = z.object(evFor);

/** The spread of those EVs, with the methods at either end (`lowest` is the conservative one). */
export const evRangeSchema = z.object({
  min: z.number(),
  max: z.number(),
  lowest: fairMethodSchema,
  highest: fairMethodSchema,
});

/** The spec's Opportunity fields, plus what a member needs to act on it safely. */
export const opportunitySchema = z.object({
  id: z.string(),
  type: opportunityTypeSchema,
  isArbitrage: z.boolean(),
  eventId: z.string(),
  sport: z.string(),
  sportGroup: z.string(),
  sportTitle: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  commenceTime: z.string(),
  /** The outcome layout: h2h, spreads or totals (props and team totals are Over/Under: totals). */
  betType: z.string(),
  ...marketFields,
  line: z.number().nullable(),
  /** Guaranteed return on total stake at optimal stakes, in percent: (1/Σ − 1) × 100. 0 for value bets. */
  arbitragePercentage: z.number(),
  /** Market margin 1 − Σ 1/dᵢ as a fraction (positive for an arbitrage). Labelled as margin. */
  profitMargin: z.number(),
  /**
   * Expected value per unit staked (p·d − 1) for value bets; the guaranteed return for arbitrage;
   * the model's expected return on the total stake for a middle.
   */
  expectedValue: z.number(),
  sportsbooks: z.array(z.object({ name: z.string(), outcome: z.string(), odds: z.number() })),
  bestOdds: z.array(z.object({ sportsbook: z.string(), outcome: z.string(), odds: z.number() })),
  riskLevel: riskLevelSchema,
  legs: z.array(opportunityLegSchema),
  /** Value bets: the fair price and how it was found. */
  fair: z
    .object({
      probability: z.number(),
      odds: z.number(),
      method: z.enum(DEVIG_METHODS),
      /** Pinnacle, else an exchange (Betfair, Matchbook, US exchanges), else the consensus. */
      reference: z.enum(['pinnacle', 'exchange', 'consensus']),
      referenceBooks: z.array(z.string()),
      /** The smallest EV served with this reference: the consensus needs a larger one. */
      minEv: z.number(),
    })
    .nullable(),
  /** Value bets: the EV under every devig method (null for arbitrage and middles). */
  evByMethod: evByMethodSchema.nullable(),
  evRange: evRangeSchema.nullable(),
  /** Middles only: the window, the model and what each result pays. */
  middle: middleDetailSchema.nullable(),
  possiblyStale: z.boolean(),
  trust: opportunityTrustSchema,
  /**
   * The last poll of this sport failed: its prices are the last good ones and are not being
   * refreshed until a poll succeeds again.
   */
  feedFailing: z.boolean(),
  /** Age of the oldest quote among the legs, in seconds, at the time of the response. */
  oldestQuoteAgeSeconds: z.number().int().nonnegative(),
  /**
   * The largest total stake whose every leg fits its book's limit at optimal stakes, and the
   * profit at that stake (guaranteed for an arbitrage, expected for a value bet or a middle). Null figures
   * when no book states a limit: the capacity is then unknown, not unlimited.
   */
  capacity: z.object({
    maxStake: z.number().nullable(),
    profitAtMaxStake: z.number().nullable(),
  }),
  /** Whole-number line: a result on the line refunds every stake. */
  pushPossible: z.boolean(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** Highest return seen during the opportunity's life, as a fraction. */
  peakReturn: z.number(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const opportunitiesResponseSchema = z.object({
  opportunities: z.array(opportunitySchema),
  generatedAt: z.string(),
});
export type OpportunitiesResponse = z.infer<typeof opportunitiesResponseSchema>;

/**
 * POST /api/opportunities/:id/recheck — the market asked again at the source now. `confirmed`:
 * the same prices are there; `changed`: what is live now (this opportunity at new prices, or the
 * market's best other one); `gone`: nothing of its kind is left in that market.
 */
export const recheckResponseSchema = z.object({
  outcome: z.enum(['confirmed', 'changed', 'gone']),
  opportunity: opportunitySchema.nullable(),
  checkedAt: z.string(),
  /** Credits this tap spent; 0 when it shared a check made seconds before. */
  creditsSpent: z.number().int().nonnegative(),
});
export type RecheckResponse = z.infer<typeof recheckResponseSchema>;

/** Server-Sent Events of GET /api/stream. The SSE id is the sequence number. */
export const streamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('opportunity.added'), opportunity: opportunitySchema }),
  z.object({ type: z.literal('opportunity.updated'), opportunity: opportunitySchema }),
  z.object({
    type: z.literal('opportunity.removed'),
    id: z.string(),
    reason: z.enum(['edge_gone', 'event_started', 'event_removed']),
    lifespanSeconds: z.number(),
  }),
  z.object({
    type: z.literal('feed.status'),
    lastUpdated: z.string().nullable(),
    booksReporting: z.number(),
    halted: z.string().nullable(),
  }),
  /** A steam move the market-intelligence analysis found for the first time. */
  marketSteamEventSchema,
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;

/** GET /api/analytics/stats — the dashboard cards, all from the live state. */
export const dashboardStatsSchema = z.object({
  liveArbitrage: z.number().int(),
  valueBets: z.number().int(),
  /** Live middles (their returns are model estimates). */
  middles: z.number().int(),
  /** Mean arbitrage % over live arbitrage opportunities; null when there are none. */
  averageReturn: z.number().nullable(),
  next24h: z.number().int(),
  /** The member's default total stake every money figure here is at. */
  stake: z.number(),
  /** Mean profit in dollars at `stake`, within the books' limits; null with no arbitrage live. */
  averageProfit: z.number().nullable(),
  /** Arbitrage paying at least `premiumProfit` dollars at `stake` within limits. */
  premium: z.number().int(),
  premiumProfit: z.number(),
  bySport: z.array(
    z.object({
      sport: z.string(),
      sportGroup: z.string(),
      title: z.string(),
      count: z.number().int(),
    }),
  ),
  generatedAt: z.string(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
