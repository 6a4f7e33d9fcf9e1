import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export type ChatKind = 'telegram' | 'discord';

/**
 * Where a member's alerts go besides e-mail and push: one Telegram chat (its chat id) and one
 * Discord webhook (its URL) at most. Removed when the member unlinks or the service says the
 * chat or webhook is gone.
 */
export const chatLinks = pgTable(
  'chat_links',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ChatKind>().notNull(),
    /** Telegram: the chat id; Discord: the webhook URL (a secret: never shown back whole). */
    target: text('target').notNull(),
    /** What the member sees: the Telegram chat's name, or the webhook's host and id. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_links_member_kind').on(t.userId, t.kind)],
);

/**
 * One-time codes a member sends to the bot (`/start <code>`) to link a Telegram chat. Only the
 * hash is kept, so a database reader cannot link their own chat to someone else's account.
 */
export const chatLinkCodes = pgTable(
  'chat_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_link_codes_user').on(t.userId)],
);

export type MuteScope = 'event' | 'sport';

/**
 * What a member muted from an alert: one event (until a day after it starts) or one sport (for a
 * day). No alert about it is queued on any channel while the mute lasts.
 */
export const alertMutes = pgTable(
  'alert_mutes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<MuteScope>().notNull(),
    /** The event id, or the sport key. */
    key: text('key').notNull(),
    /** What the member saw muted ("Boston Celtics vs Miami Heat", "NBA"). */
    label: text('label').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);
