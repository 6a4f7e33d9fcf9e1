import { z } from 'zod';
import { dataSourceLabelSchema, oddsSourceSchema } from './feed';

/** The page's sport filter (Arbiter's sport groups) and time range. */
export const marketSportSchema = z.enum(['all', 'nfl', 'nba', 'mlb', 'nhl', 'soccer'], {
  error: 'sport must be one of all, nfl, nba, mlb, nhl, soccer',
});
export type MarketSport = z.infer<typeof marketSportSchema>;

/**
 * live: games starting in the next 6 hours or started in the last 3; 24h / 48h: games started in
 * the last 3 hours or starting within 24 / 48 hours.
 */
export const marketRangeSchema = z.enum(['live', '24h', '48h'], {
  error: 'range must be one of live, 24h, 48h',
});
export type MarketRange = z.infer<typeof marketRangeSchema>;

export const marketIntelligenceQuerySchema = z.object({
  sport: marketSportSchema.default('all'),
  range: marketRangeSchema.default('live'),
});

const marketKind = z.enum(['h2h', 'spreads', 'totals']);
const quoted = z.object({ price: z.number(), point: z.number().nullable() });

export const sideMovementSchema = z.object({
  market: marketKind,
  side: z.string(),
  opening: quoted.extend({ at: z.number() }),
  current: quoted,
  best: quoted.extend({ book: z.string() }),
  change: z.number(),
  changePercentage: z.number(),
  impliedChange: z.number(),
  direction: z.enum(['up', 'down', 'stable']),
  velocity: z.number(),
  reversal: z.object({ at: z.number(), priorMove: z.number(), retrace: z.number() }).nullable(),
  consensus: z.object({
    impliedProbability: z.number(),
    books: z.number(),
    sharpBooks: z.number(),
    range: z.number(),
  }),
  line: z.object({ opening: z.number(), current: z.number(), change: z.number() }).nullable(),
});
export type SideMovementDto = z.infer<typeof sideMovementSchema>;

export const steamMoveSchema = z.object({
  id: z.string(),
  market: marketKind,
  side: z.string(),
  direction: z.enum(['up', 'down']),
  oddsChange: z.number(),
  impliedChange: z.number(),
  pointChange: z.number().nullable(),
  startTime: z.number(),
  endTime: z.number(),
  /** In the order they moved; the first is the leader. */
  bookmakers: z.array(z.string()),
  leader: z.string(),
  likelyCause: z.enum(['sharp-led', 'market-wide']),
  confidence: z.number(),
});
export type SteamMoveDto = z.infer<typeof steamMoveSchema>;

export const timingAdviceSchema = z.object({
  action: z.enum(['bet_now', 'wait_30m']),
  basis: z.enum(['arbitrage', 'steam', 'velocity']),
  market: marketKind.nullable(),
  side: z.string().nullable(),
  reasoning: z.string(),
  riskLevel: z.enum(['low', 'medium', 'high']),
  expectedMovement: z.number(),
  optimalWindow: z.object({ from: z.number(), to: z.number(), label: z.string() }),
});

export const marketViewSchema = z.object({
  gameId: z.string(),
  sport: z.string(),
  teams: z.object({ home: z.string(), away: z.string() }),
  commenceTime: z.number(),
  movements: z.array(sideMovementSchema),
  volatility: z.object({
    score: z.number(),
    level: z.enum(['low', 'medium', 'high']),
    recentMovement: z.number(),
    market: marketKind.nullable(),
    side: z.string().nullable(),
  }),
  sharpAction: z.object({
    detected: z.boolean(),
    market: marketKind.nullable(),
    side: z.string().nullable(),
    strength: z.number(),
    sharpChange: z.number().nullable(),
    recreationalChange: z.number().nullable(),
    reverseLineMove: z.boolean(),
    sharpLedMoves: z.number(),
    sharpBooks: z.number(),
  }),
  marketEfficiency: z.number().nullable(),
  efficiencyByMarket: z.array(
    z.object({
      market: marketKind,
      score: z.number(),
      margin: z.number(),
      dispersion: z.number(),
      books: z.number(),
    }),
  ),
  steamMoves: z.array(steamMoveSchema),
  bestTiming: timingAdviceSchema.nullable(),
});
export type MarketViewDto = z.infer<typeof marketViewSchema>;

export const intelligenceItemSchema = z.object({
  gameId: z.string(),
  sport: z.string(),
  /** An estimate: the feed has no betting percentages (see `method`). */
  sharpVsPublic: z.object({
    estimate: z.literal(true),
    method: z.string(),
    sharpSide: z.string().nullable(),
    publicSide: z.string().nullable(),
    sharpPercentage: z.number().nullable(),
    publicPercentage: z.number().nullable(),
    consensus: z.enum(['aligned', 'split', 'unclear']),
    confidence: z.number(),
  }),
  inefficiencyScore: z.number().nullable(),
  arbitrageLifespan: z.object({
    count: z.number(),
    open: z.number(),
    medianMs: z.number().nullable(),
    p90Ms: z.number().nullable(),
    scope: z.enum(['event', 'sport', 'none']),
  }),
  steamPotential: z.number(),
  valueRating: z.number(),
  recommendations: z.array(z.string()),
});
export type IntelligenceItemDto = z.infer<typeof intelligenceItemSchema>;

export const bookmakerStatsSchema = z.object({
  book: z.string(),
  title: z.string(),
  sharp: z.boolean(),
  marketMoves: z.number(),
  movedFirst: z.number(),
  firstMoveRate: z.number().nullable(),
  lagSamples: z.number(),
  medianLagMs: z.number().nullable(),
  quotesCompared: z.number(),
  outliers: z.number(),
  outlierRate: z.number().nullable(),
});
export type BookmakerStatsDto = z.infer<typeof bookmakerStatsSchema>;

/** GET /api/market-intelligence — subscribers. */
export const marketIntelligenceSchema = z.object({
  sport: marketSportSchema,
  range: marketRangeSchema,
  /** When the server computed this analysis (ISO); it is recomputed on a timer, not per request. */
  computedAt: z.string(),
  /** The window of start times the range covers (ISO). */
  window: z.object({ from: z.string(), to: z.string() }),
  dataSource: dataSourceLabelSchema,
  /** The simulator's prices are simulated however fresh they are: a screen must not call them live. */
  priceSource: oddsSourceSchema,
  /** The display title of every book key in this answer (steam order, best prices). */
  bookTitles: z.record(z.string(), z.string()),
  /** How often each sport of the selection is polled now. */
  pollIntervals: z.array(
    z.object({ sport: z.string(), title: z.string(), intervalSeconds: z.number().nullable() }),
  ),
  /** Already cut to the spec's list sizes (4 per sport on All, otherwise 25), busiest first. */
  views: z.array(marketViewSchema),
  /** One per view, same order. */
  intelligence: z.array(intelligenceItemSchema),
  bookmakers: z.array(bookmakerStatsSchema),
  /** The five stat cards, over every game of the selection (not only the listed ones). */
  summary: z.object({
    activeGames: z.number(),
    highVolatility: z.number(),
    sharpAction: z.number(),
    steamMoves: z.number(),
    avgEfficiency: z.number().nullable(),
  }),
  parameters: z.record(z.string(), z.number()),
  /** Each parameter's unit and meaning: "How is this computed". */
  parameterNotes: z.record(z.string(), z.object({ unit: z.string(), explanation: z.string() })),
  methods: z.record(z.string(), z.string()),
});
export type MarketIntelligence = z.infer<typeof marketIntelligenceSchema>;

/** GET /api/market-intelligence/events/:id/history — one event's prices per book, for a chart. */
export const eventPriceHistorySchema = z.object({
  eventId: z.string(),
  sport: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  commenceTime: z.number(),
  series: z.array(
    z.object({
      market: z.string(),
      outcome: z.string(),
      book: z.string(),
      bookTitle: z.string(),
      /** By the quote's own update time (ms); price null where the book withdrew the quote. */
      points: z.array(
        z.object({ at: z.number(), price: z.number().nullable(), point: z.number().nullable() }),
      ),
    }),
  ),
});
export type EventPriceHistory = z.infer<typeof eventPriceHistorySchema>;

export const marketSteamEventSchema = z.object({
  type: z.literal('market.steam'),
  gameId: z.string(),
  sport: z.string(),
  teams: z.object({ home: z.string(), away: z.string() }),
  steam: steamMoveSchema,
});
