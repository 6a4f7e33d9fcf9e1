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

/**
 * POST /api/admin/membership-settings: Max Members and Status are editable; Active Members is the
 * real count, read-only (accepted, as the spec's form sends it, and ignored).
 */
export const membershipSettingsUpdateSchema = z
  .object({
    maxMembers: z
      .number({ message: 'Max Members must be a whole number.' })
      .int({ message: 'Max Members must be a whole number.' })
      .min(0, { message: 'Max Members cannot be negative.' })
      .max(1_000_000, { message: 'Max Members is at most 1,000,000.' }),
    status: membershipStatusSchema,
    activeMembers: z.number().optional(),
  })
  .strict();
