import { z } from 'zod';

export const membershipStatusSchema = z.enum(['accepting', 'waitlist', 'closed']);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/** GET /api/membership-settings — public. activeMembers is the real count of active + trialing. */
export const membershipSettingsSchema = z.object({
  activeMembers: z.number().int().nonnegative(),
  maxMembers: z.number().int().nonnegative(),
  status: membershipStatusSchema,
});
export type MembershipSettings = z.infer<typeof membershipSettingsSchema>;
