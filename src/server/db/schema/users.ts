import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SubscriptionStatus, SubscriptionTier } from '../../../contracts/auth';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    oidcIssuer: text('oidc_issuer').notNull(),
    oidcSubject: text('oidc_subject').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name'),
    firstName: text('first_name'),
    subscriptionTier: text('subscription_tier').$type<SubscriptionTier>().notNull().default('free'),
    subscriptionStatus: text('subscription_status')
      .$type<SubscriptionStatus>()
      .notNull()
      .default('inactive'),
    /** End of the trial or of the paid period; access ends here. */
    accessEndsAt: timestamp('access_ends_at', { withTimezone: true }),
    /** Money is integer cents. Spec default bankroll: 1000.00. */
    portfolioStartCents: bigint('portfolio_start_cents', { mode: 'number' })
      .notNull()
      .default(100_000),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Set when an admin chose the tier or status by hand: billing events then record the
     * provider's facts but leave tier, status and access end alone (apply-subscription.ts).
     */
    manualStatusAt: timestamp('manual_status_at', { withTimezone: true }),
    /** The admin's e-mail. */
    manualStatusBy: text('manual_status_by'),
  },
  (t) => [
    uniqueIndex('users_oidc_identity').on(t.oidcIssuer, t.oidcSubject),
    index('users_email').on(sql`lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
