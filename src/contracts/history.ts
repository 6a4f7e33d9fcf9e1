import { z } from 'zod';
import { parseAmerican } from '../core/odds-format';
import { opportunityTypeSchema } from './opportunities';
import { positiveCentsSchema } from './stored-values';

export const historyStatusSchema = z.enum(['active', 'executed', 'expired']);
export type HistoryStatus = z.infer<typeof historyStatusSchema>;

const money = z.number().finite().min(0).max(10_000_000);

/**
 * POST /api/arbitrage-history. The spec's payload fields are accepted, but the record is built
 * from the server's own data for the opportunity; only the id, the status and the stake count.
 * Without a stake the member's default stake (settings, 1000 until changed) is recorded.
 */
export const createHistoryBodySchema = z
  .object({
    opportunityId: z.string().min(1).max(100),
    status: z.enum(['active', 'executed']).default('active'),
    stakeAmount: money.positive().pipe(positiveCentsSchema).optional(),
    sport: z.string().max(100).optional(),
    homeTeam: z.string().max(200).optional(),
    awayTeam: z.string().max(200).optional(),
    commenceTime: z.string().max(100).optional(),
    arbitragePercentage: z.union([z.number(), z.string().max(50)]).optional(),
    sportsbooks: z.unknown().optional(),
    detectedAt: z.string().max(100).optional(),
    confidence: z.number().optional(),
  })
  .strict();

const FIRST_MS = Date.parse('0001-01-01T00:00:00Z');
const LAST_MS = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * PostgreSQL has no year 0 and is sent times in UTC, where an offset can carry a time just past
 * either end of the four-digit years.
 */
const storableTime = z.iso
  .datetime({ offset: true })
  .refine((text) => Date.parse(text) >= FIRST_MS && Date.parse(text) <= LAST_MS, {
    message: 'dates must fall between the years 0001 and 9999',
  });

export const dateRangeSchema = z
  .string()
  .max(500)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'dateRange must be JSON like {"start":"…","end":"…"}',
      });
      return z.NEVER;
    }
  })
  .pipe(z.object({ start: storableTime, end: storableTime }));

export const historyQuerySchema = z.object({
  sport: z.string().max(100).optional(),
  status: historyStatusSchema.optional(),
  dateRange: dateRangeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

export const historyRecordSchema = z.object({
  id: z.string(),
  opportunityId: z.string(),
  /** Only an arbitrage's return is guaranteed; a value bet's or a middle's is expected. */
  kind: opportunityTypeSchema,
  sport: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  commenceTime: z.string(),
  arbitragePercentage: z.number(),
  status: historyStatusSchema,
  detectedAt: z.string(),
  executedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  profitAmount: z.number().nullable(),
  stakeAmount: z.number(),
  /** Profit ÷ stake in percent; null until there is a result. */
  roi: z.number().nullable(),
  /**
   * What an arbitrage's recorded prices promise at an equal payout (percent), to show as the
   * expected return while nothing has settled; null for a value bet or a middle.
   */
  expectedRoi: z.number().nullable(),
  /**
   * Placed bets linked to the record. While any are, the stake, profit, status and odds are
   * theirs (settling them settles the record) and an edit of those fields is refused.
   */
  betCount: z.number().int(),
  sportsbooks: z.array(z.string()),
  odds: z.array(
    z.object({
      book: z.string(),
      outcome: z.string(),
      point: z.number().nullable(),
      price: z.number(),
    }),
  ),
  /** 0–100 from quote freshness when recorded (see history-record.ts). */
  confidence: z.number().int(),
  executionDifficulty: z.enum(['easy', 'medium', 'hard']),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

export const historyListSchema = z.object({ data: z.array(historyRecordSchema) });

/** Beyond this size an American price means a decimal price within a thousandth of 1 or past 1001. */
const MAX_AMERICAN = 100_000;

/**
 * American odds as a member types them (spec §5): a whole number, or text such as "+150", "150"
 * or "−200", read as the integer. Between −100 and +100 there is no American price (0 included).
 */
export const americanOddsSchema = z
  .union([z.number(), z.string().max(20)])
  .transform((value, ctx) => {
    const american =
      typeof value === 'number'
        ? Number.isInteger(value) && Math.abs(value) >= 100
          ? value
          : null
        : parseAmerican(value);
    if (american === null || Math.abs(american) > MAX_AMERICAN) {
      ctx.addIssue({
        code: 'custom',
        message: `American odds must be a whole number from +100 up or from −100 down (such as +150 or −200), at most ${MAX_AMERICAN} in size; got ${JSON.stringify(value)}`,
      });
      return z.NEVER;
    }
    return american;
  });

/**
 * PATCH /api/arbitrage/{id}. `odds` are the prices the member actually obtained, one per
 * recorded leg in the record's order (both sides of a two-way arbitrage); a price sent back as
 * the American it already shows as keeps its stored decimal. The ROI is profit ÷ stake, worked
 * out by the server, never sent. Status, profit, stake and odds are refused (409) on a record
 * with placed bets: those come from the bets.
 */
export const patchHistoryBodySchema = z
  .object({
    status: historyStatusSchema.optional(),
    profitAmount: z.number().finite().min(-10_000_000).max(10_000_000).nullable().optional(),
    // Zero says "no stake recorded"; anything above it is at least a cent.
    stakeAmount: z.union([z.literal(0), money.pipe(positiveCentsSchema)]).optional(),
    arbitragePercentage: z.number().finite().min(-100).max(1000).optional(),
    odds: z
      .array(z.object({ american: americanOddsSchema }).strict())
      .min(1)
      .max(10)
      .optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Send at least one field to change.',
  });
export type HistoryPatchBody = z.infer<typeof patchHistoryBodySchema>;

export const historyIdParamsSchema = z.object({
  id: z.uuid({ message: 'id must be a record id (UUID)' }),
});
