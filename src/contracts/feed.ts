import { z } from 'zod';

export const dataSourceLabelSchema = z.enum(['live', 'cached', 'historical', 'unknown']);
export type DataSourceLabel = z.infer<typeof dataSourceLabelSchema>;

/** Where prices come from: the embedded market simulator or The Odds API. */
export const oddsSourceSchema = z.enum(['simulator', 'the-odds-api']);
export type OddsSource = z.infer<typeof oddsSourceSchema>;

/** GET /api/sports — public. */
export const sportsResponseSchema = z.object({
  sports: z.array(
    z.object({
      key: z.string(),
      group: z.string(),
      title: z.string(),
      /** Arbiter's grouping (nfl, nba, …, soccer, tennis, generic) and its icon. */
      sportGroup: z.string(),
      icon: z.string(),
      active: z.boolean(),
      polled: z.boolean(),
      events: z.number().int(),
    }),
  ),
});
export type SportsResponse = z.infer<typeof sportsResponseSchema>;

export const sportFeedStatusSchema = z.object({
  key: z.string(),
  title: z.string(),
  group: z.string(),
  source: dataSourceLabelSchema,
  lastPollAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  nextPollAt: z.string().nullable(),
  booksReporting: z.number().int(),
  events: z.number().int(),
  lastError: z.string().nullable(),
  /** Pieces of the last answer that could not be used (a 1.0 price, a spread without a point…), by reason. */
  droppedLastPoll: z.record(z.string(), z.number().int()),
  /** Pieces dropped since the server started. */
  droppedTotal: z.number().int(),
});

/** GET /api/feed/status — public: no prices, only how fresh they are. */
export const feedStatusSchema = z.object({
  source: oddsSourceSchema,
  halted: z.string().nullable(),
  /** The interval actually used for sports with events soon (seconds; the source's floor included). */
  intervalSeconds: z.number(),
  /** Distinct books that reported in the last feed cycle, across all sports. */
  booksReporting: z.number().int(),
  lastUpdated: z.string().nullable(),
  creditsSpentThisMonth: z.number(),
  monthlyCredits: z.number(),
  sports: z.array(sportFeedStatusSchema),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;

export const oddsQuerySchema = z.object({
  sport: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'sport must be a sport key such as basketball_nba')
    .max(100),
  eventId: z.string().min(1).max(200).optional(),
});

export const boardQuoteSchema = z.object({
  market: z.string(),
  outcome: z.string(),
  point: z.number().nullable(),
  /** The player of a prop, the team of a team total; null on the main markets. */
  description: z.string().nullable(),
  book: z.string(),
  price: z.number(),
  lastUpdate: z.string(),
  betLimit: z.number().nullable(),
});

/** GET /api/odds — subscribers: the current board of a sport's events. */
export const oddsResponseSchema = z.object({
  sport: z.string(),
  source: dataSourceLabelSchema,
  events: z.array(
    z.object({
      id: z.string(),
      sportKey: z.string(),
      homeTeam: z.string(),
      awayTeam: z.string(),
      commenceTime: z.string(),
      quotes: z.array(boardQuoteSchema),
    }),
  ),
});
export type OddsResponse = z.infer<typeof oddsResponseSchema>;
