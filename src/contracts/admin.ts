import { z } from 'zod';
import { subscriptionStatusSchema, subscriptionTierSchema } from './auth';

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
