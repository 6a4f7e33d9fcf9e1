import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SubscriptionStatus } from '../../../contracts/auth';
import type { CheckoutStatus, PlanId } from '../../../contracts/billing';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The member's customer at the billing provider (Stripe's cus_…, or the local checkout's). */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * One checkout attempt. An open, unexpired row is a reservation: it holds a place under the
 * member cap until the checkout completes, expires or is canceled.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').$type<PlanId>().notNull(),
    provider: text('provider').$type<'stripe' | 'local'>().notNull(),
    /** The provider's cs_… id; null for the moment between the reservation and Stripe's answer. */
    sessionId: text('session_id').unique(),
    url: text('url'),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    withTrial: boolean('with_trial').notNull(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('checkout_sessions_user').on(t.userId),
    index('checkout_sessions_open')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    check(
      'checkout_sessions_status',
      sql`${t.status} in ('open', 'complete', 'expired', 'canceled')`,
    ),
  ],
);

/** People who asked to join while membership was full or on waitlist: each e-mail once. */
export const waitlist = pgTable(
  'waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: text('plan_id').$type<PlanId>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('waitlist_email').on(sql`lower(${t.email})`)],
);

/** Every webhook event applied, by its id: a redelivery finds its id here and changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  eventCreatedAt: at('event_created_at').notNull(),
  receivedAt: at('received_at').notNull(),
  outcome: text('outcome').$type<'applied' | 'ignored' | 'unmatched'>().notNull(),
});

/**
 * Ordering of object snapshots that arrive out of order: a terminal state beats any live one,
 * then the later event time, then the event id (so every replica picks the same winner).
 */
const versionColumns = {
  versionTerminal: integer('version_terminal').notNull(),
  versionCreated: bigint('version_created', { mode: 'number' }).notNull(),
  versionEvent: text('version_event').notNull(),
};

/** The latest known state of each provider subscription; the member's access derives from it. */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    /** The provider's status: trialing, active, past_due, unpaid, canceled, incomplete, … */
    status: text('status').notNull(),
    planId: text('plan_id').$type<PlanId>(),
    pendingPlanId: text('pending_plan_id').$type<PlanId>(),
    priceId: text('price_id'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull(),
    /** Stripe's cancel_at: a set time the subscription ends instead of renewing. */
    cancelAt: at('cancel_at'),
    trialEnd: at('trial_end'),
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    canceledAt: at('canceled_at'),
    endedAt: at('ended_at'),
    trialEndingNoticeAt: at('trial_ending_notice_at'),
    ...versionColumns,
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('billing_subscriptions_user').on(t.userId)],
);

/** Invoices of member subscriptions, amounts in integer cents. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id'),
    status: text('status').notNull(),
    amountDueCents: bigint('amount_due_cents', { mode: 'number' }).notNull(),
    amountPaidCents: bigint('amount_paid_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    attemptCount: integer('attempt_count').notNull(),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    lastPaymentFailedAt: at('last_payment_failed_at'),
    ...versionColumns,
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('billing_invoices_user').on(t.userId)],
);

/** Local billing portal links: the hash of a random token, bound to one member, short-lived. */
export const billingPortalSessions = pgTable('billing_portal_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * The local checkout's side of the world, standing in for Stripe's records: its subscriptions
 * and the events it has to deliver (an outbox, so an event is never lost between the state
 * change and the delivery).
 */
export const localSubscriptions = pgTable(
  'local_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    planId: text('plan_id').$type<PlanId>().notNull(),
    pendingPlanId: text('pending_plan_id').$type<PlanId>(),
    status: text('status')
      .$type<Extract<SubscriptionStatus, 'trialing' | 'active' | 'canceled'>>()
      .notNull(),
    trialStart: at('trial_start'),
    trialEnd: at('trial_end'),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: at('canceled_at'),
    endedAt: at('ended_at'),
    trialWillEndSent: boolean('trial_will_end_sent').notNull().default(false),
    createdAt: at('created_at').notNull(),
    /** Seconds; each new event of this subscription is stamped later than the last one. */
    lastEventCreated: bigint('last_event_created', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('local_subscriptions_user').on(t.userId),
    index('local_subscriptions_due')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} <> 'canceled'`),
  ],
);

export const localBillingOutbox = pgTable(
  'local_billing_outbox',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull().unique(),
    /** The exact JSON that is signed and delivered. */
    payload: text('payload').notNull(),
    createdAt: at('created_at').notNull(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    index('local_billing_outbox_pending')
      .on(t.seq)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type LocalSubscriptionRow = typeof localSubscriptions.$inferSelect;
