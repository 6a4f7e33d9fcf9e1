import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export type OutboxChannel = 'email' | 'push' | 'telegram' | 'discord';
/**
 * pending: to send; sending: claimed by a sender until next_attempt_at; sent; stored: kept here
 * (no mail server configured); skipped: not sent, see error.
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'stored' | 'skipped' | 'failed';
/** followup: the "gone" or "moved" note about an opportunity alerted before, on the same channel. */
export type OutboxKind = 'opportunity' | 'digest' | 'demo' | 'test' | 'followup';

/**
 * Every alert Arbiter queued or sent. The unique key (member, channel, dedupe key) is the record
 * that a member heard of an opportunity: it is never alerted twice, across updates and restarts.
 * Rows of one burst share a message id: they went out as one message.
 */
export const alertOutbox = pgTable(
  'alert_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    kind: text('kind').$type<OutboxKind>().notNull(),
    /**
     * The opportunity id and its book set (`<id>|<book>,<book>`), or the digest's period, or a
     * unique id for demo and test mail, or `gone:<row id>` for a follow-up.
     */
    dedupeKey: text('dedupe_key').notNull(),
    opportunityId: text('opportunity_id'),
    /** The opportunity's event: the cooldown per event reads it. */
    eventId: text('event_id'),
    /** A digest's contents; an opportunity's snapshot is in alert_snapshots. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    messageId: text('message_id'),
    /** The chat service's own id of the message (Telegram message id, Discord message id). */
    chatMessageId: text('chat_message_id'),
    subject: text('subject'),
    recipient: text('recipient'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alert_outbox_once').on(t.userId, t.channel, t.dedupeKey),
    index('alert_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('alert_outbox_opportunity').on(t.opportunityId),
    index('alert_outbox_member_event').on(t.userId, t.eventId, t.createdAt),
    index('alert_outbox_user_created').on(t.userId, t.createdAt),
  ],
);

/** The opportunity as it was when its alerts were queued: once, however many members it reaches. */
export const alertSnapshots = pgTable('alert_snapshots', {
  opportunityId: text('opportunity_id').primaryKey(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
});

/** A browser's web-push subscription. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  endpoint: text('endpoint').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Keys the server makes once and keeps (the VAPID key pair of web push). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
