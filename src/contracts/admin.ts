import { z } from 'zod';
import { subscriptionStatusSchema, subscriptionTierSchema } from './auth';

/** Who decides a member's tier and status: their billing provider, or an admin by hand. */
export const statusSourceSchema = z.enum(['billing', 'admin']);

export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  subscriptionTier: subscriptionTierSchema,
  subscriptionStatus: subscriptionStatusSchema,
  joinDate: z.string(),
  /** The member's portfolio starting value in dollars (stored as cents). */
  portfolioValue: z.number(),
  isProtected: z.boolean(),
  statusSource: statusSourceSchema,
  /** When and by whom the tier and status were set by hand; null while billing decides. */
  manualStatus: z.object({ at: z.string(), by: z.string() }).nullable(),
  /**
   * What the billing provider says (null without a subscription). It differs from
   * subscriptionStatus while an admin's choice holds.
   */
  billingStatus: subscriptionStatusSchema.nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const membersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
  /** Case-insensitive part of the e-mail or the name. */
  search: z.string().trim().max(200).default(''),
});

/** GET /api/admin/members: one page; the totals are counted on the server over every member. */
export const membersResponseSchema = z.object({
  members: z.array(memberSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Members matching the search (all pages). */
  matching: z.number().int(),
  total: z.number().int(),
  active: z.number().int(),
  elite: z.number().int(),
});
export type MembersResponse = z.infer<typeof membersResponseSchema>;

export const memberIdParamsSchema = z.object({ id: z.uuid({ message: 'Unknown member id.' }) });

/** The statuses an admin may set by hand (the spec's active, inactive, cancelled). */
export const manualStatusSchema = z.enum(['active', 'inactive', 'canceled']);
export type ManualStatus = z.infer<typeof manualStatusSchema>;

export const MAX_PORTFOLIO_VALUE = 100_000_000;

/** Dollars and cents, 0 to 100,000,000: the same rule in the Edit Member form and the server. */
export const portfolioValueSchema = z
  .number({ message: 'Enter the portfolio value as a number of dollars.' })
  .min(0, { message: 'The portfolio value cannot be negative.' })
  .max(MAX_PORTFOLIO_VALUE, { message: 'The portfolio value is at most $100,000,000.' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'The portfolio value has at most two decimals (cents).',
  });

/**
 * PUT /api/admin/members/{id}. Tier, status and portfolio value are editable. Setting the tier or
 * the status by hand holds them against billing events until `followBilling` hands the member
 * back (see src/server/admin/member-admin.ts). E-mail, name and join date come from the sign-in
 * provider: the spec's form sends them back, and they are accepted only unchanged.
 */
export const memberUpdateSchema = z
  .object({
    subscriptionTier: subscriptionTierSchema.optional(),
    subscriptionStatus: manualStatusSchema.optional(),
    portfolioValue: portfolioValueSchema.optional(),
    followBilling: z.literal(true).optional(),
    email: z.string().max(320).optional(),
    name: z.string().max(200).nullable().optional(),
    joinDate: z.string().max(64).optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.subscriptionTier !== undefined ||
      body.subscriptionStatus !== undefined ||
      body.portfolioValue !== undefined ||
      body.followBilling !== undefined,
    { message: 'Send subscriptionTier, subscriptionStatus, portfolioValue or followBilling.' },
  )
  .refine(
    (body) =>
      body.followBilling === undefined ||
      (body.subscriptionTier === undefined && body.subscriptionStatus === undefined),
    { message: 'followBilling hands tier and status back to billing: send it without them.' },
  );
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

/** DELETE /api/admin/members/{id}. */
export const memberDeletedSchema = z.object({
  id: z.string(),
  deleted: z.literal(true),
  /** Subscriptions ended at the billing provider. */
  subscriptionsCanceled: z.number().int(),
  sessionsEnded: z.number().int(),
});
export type MemberDeleted = z.infer<typeof memberDeletedSchema>;
