import { z } from 'zod';

const credits = z.number().int();
const count = z.number().int();

export const usageShareSchema = z.object({ key: z.string(), calls: count, credits });

/**
 * Budget categories of the calls: featured polls (`odds`), event-market discovery
 * (`event-discovery`), event markets bought (`event-odds`), re-checks, and the rest (sports list,
 * scores).
 */
export const usageCategorySchema = z.enum([
  'featured',
  'discovery',
  'event-markets',
  'rechecks',
  'other',
]);
export type UsageCategory = z.infer<typeof usageCategorySchema>;

export const usageSplitRowSchema = z.object({
  category: usageCategorySchema,
  calls: count,
  credits,
  /** This month so far plus the category's last 24 hours' rate until the month ends. */
  projectedMonth: credits,
  /**
   * The category's own monthly budget: featured = the plan less the event-market share;
   * discovery and event markets share ODDS_EVENT_MARKETS_SHARE of the plan (shown on both);
   * re-checks their cap; null for the rest.
   */
  budget: credits.nullable(),
});

/**
 * GET /api/admin/api-usage — the odds source's calls as Arbiter recorded them. Each call's credits
 * are the source's own `x-requests-last` header; used and remaining are its `x-requests-used` and
 * `x-requests-remaining` from the latest answer. Days and months are UTC, as the source counts.
 */
export const apiUsageResponseSchema = z.object({
  source: z.enum(['simulator', 'the-odds-api']),
  /** Dollars per credit (ODDS_API_CREDIT_PRICE_USD); null when not configured: no cost is shown. */
  pricePerCredit: z.number().nullable(),
  limits: z.object({
    /** ODDS_API_MONTHLY_CREDITS: the budget polling is planned within. */
    monthly: credits,
    /** The monthly budget spread evenly over this month's days. */
    daily: credits,
  }),
  today: z.object({
    credits,
    calls: count,
    /** credits ÷ the daily share, a fraction (1.2 = 120 %). */
    percentage: z.number(),
  }),
  thisMonth: z.object({
    credits,
    calls: count,
    /** The source's count for the account, from its latest answer; null when none said. */
    used: credits.nullable(),
    remaining: credits.nullable(),
    /** When the source last reported them. */
    reportedAt: z.string().nullable(),
    /** used (or, without it, our credits) × price; null without a price. */
    cost: z.number().nullable(),
  }),
  /** This month's credits so far plus the last 24 hours' rate until the month ends. */
  projectedMonth: z.object({ credits, cost: z.number().nullable() }),
  /**
   * One-tap re-checks (and alert re-checks) spend their own capped share of the monthly budget
   * (RECHECK_MONTHLY_CREDITS); each member also has a daily count (RECHECK_PER_MEMBER_DAILY).
   */
  rechecks: z.object({ monthlyCap: credits, perMemberDaily: count, credits, calls: count }),
  /** The month by budget category, each with its projection; every category is listed. */
  split: z.array(usageSplitRowSchema),
  /** ODDS_EVENT_MARKETS_SHARE: the plan's share for discovery plus event markets together. */
  eventMarketsShare: z.number(),
  bySport: z.array(usageShareSchema),
  byEndpoint: z.array(usageShareSchema),
  status: z.object({
    healthy: z.boolean(),
    callsLastHour: count,
    errorsLastHour: count,
    lastError: z
      .object({
        at: z.string(),
        endpoint: z.string(),
        code: z.string(),
        status: z.number().nullable(),
      })
      .nullable(),
  }),
  /** Credits per UTC day, the last 30 days, oldest first (days without calls included). */
  daily: z.array(z.object({ day: z.string(), credits, calls: count, errors: count })),
  /** No call was ever recorded. */
  empty: z.boolean(),
  generatedAt: z.string(),
});
export type ApiUsageResponse = z.infer<typeof apiUsageResponseSchema>;
