import { z } from 'zod';
import { betMarketSchema, betStatusSchema } from './portfolio';

export const positionParamsSchema = z.object({
  historyId: z.uuid({ message: 'historyId must be a record id (UUID)' }),
});

const money = z.number().finite();
const rangeSchema = z.object({ worst: money, best: money });
const slotSchema = z.object({ outcome: z.string(), point: z.number().nullable() });

/** One bet to place now. Money in dollars with cents. */
export const hedgeBetSchema = slotSchema.extend({
  book: z.string(),
  bookTitle: z.string(),
  /** As the book quotes it. */
  price: z.number(),
  /** Net of exchange commission: what the stake below is figured from. */
  effectivePrice: z.number(),
  stake: money,
  limit: money.nullable(),
  /** The book's limit, not the balance of the position, set the stake. */
  cappedByLimit: z.boolean(),
  /** Age of the quote when the hedge was figured. */
  ageSeconds: z.number().int().nonnegative(),
});
export type HedgeBet = z.infer<typeof hedgeBetSchema>;

export const hedgePlanSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hedge'),
    bets: z.array(hedgeBetSchema),
    /** The position's profit on each result, as it stands and with the hedge placed. */
    results: z.array(slotSchema.extend({ unhedged: money, hedged: money })),
    unhedged: rangeSchema,
    hedged: rangeSchema,
  }),
  z.object({ kind: z.literal('no-quote'), uncovered: z.array(slotSchema), unhedged: rangeSchema }),
  z.object({ kind: z.literal('balanced'), unhedged: rangeSchema }),
]);
export type HedgePlanResponse = z.infer<typeof hedgePlanSchema>;

/** GET /api/user/positions/:historyId/hedge: the best hedge of a placed arbitrage, from live prices. */
export const positionHedgeSchema = z.object({
  historyId: z.string(),
  eventId: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  market: betMarketSchema,
  legs: z.array(
    slotSchema.extend({
      betId: z.string(),
      book: z.string(),
      stake: money,
      odds: z.number(),
      status: betStatusSchema,
    }),
  ),
  /** A whole-number line: landing on it refunds every bet, a profit of 0 (in the ranges). */
  pushPossible: z.boolean(),
  plan: hedgePlanSchema,
  checkedAt: z.string(),
});
export type PositionHedge = z.infer<typeof positionHedgeSchema>;
