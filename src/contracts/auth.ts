import { z } from 'zod';

export const subscriptionStatusSchema = z.enum([
  'inactive',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionTierSchema = z.enum(['free', 'elite']);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

/** GET /api/auth/user — 401 when signed out. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  subscriptionTier: subscriptionTierSchema,
  subscriptionStatus: subscriptionStatusSchema,
  /** End of the trial or the paid period, ISO time; null when there is none. */
  accessEndsAt: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginQuerySchema = z.object({
  returnTo: z.string().max(2048).optional(),
});

export const callbackQuerySchema = z
  .object({
    state: z.string().max(512).optional(),
    code: z.string().max(4096).optional(),
    error: z.string().max(256).optional(),
    error_description: z.string().max(1024).optional(),
  })
  .loose();
