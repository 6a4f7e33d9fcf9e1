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

/** GET /api/admin/members */
export const membersResponseSchema = z.object({
  members: z.array(memberSchema),
  total: z.number().int(),
  active: z.number().int(),
  elite: z.number().int(),
});
export type MembersResponse = z.infer<typeof membersResponseSchema>;
