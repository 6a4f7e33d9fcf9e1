import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Odds are ratios, not money: double precision keeps the feed's value exactly as sent. */

export const sports = pgTable('sports', {
  key: text('key').primaryKey(),
  groupName: text('group_name').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  active: boolean('active').notNull(),
  hasOutrights: boolean('has_outrights').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    sportKey: text('sport_key').notNull(),
    sportTitle: text('sport_title').notNull().default(''),
    commenceTime: timestamp('commence_time', { withTimezone: true }).notNull(),
    homeTeam: text('home_team').notNull().default(''),
    awayTeam: text('away_team').notNull().default(''),
    completed: boolean('completed').notNull().default(false),
    scores: jsonb('scores').$type<{ name: string; score: string }[] | null>(),
    scoresUpdatedAt: timestamp('scores_updated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_sport_commence').on(t.sportKey, t.commenceTime)],
);

/** The current board: one row per event, market, outcome, point and book. */
export const quotes = pgTable(
  'quotes',
  {
    quoteKey: text('quote_key').primaryKey(),
    eventId: text('event_id').notNull(),
    market: text('market').notNull(),
    outcome: text('outcome').notNull(),
    point: doublePrecision('point'),
    book: text('book').notNull(),
    price: doublePrecision('price').notNull(),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull(),
    betLimit: doublePrecision('bet_limit'),
  },
  (t) => [index('quotes_event').on(t.eventId)],
);

/** Every price change (and only changes), kept for ODDS_HISTORY_RETENTION_DAYS. */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    market: text('market').notNull(),
    outcome: text('outcome').notNull(),
    point: doublePrecision('point'),
    book: text('book').notNull(),
    /** Null when the quote was withdrawn. */
    price: doublePrecision('price'),
    previousPrice: doublePrecision('previous_price'),
    /** When Arbiter saw the change (the poll). */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /**
     * When the book moved the price, by the quote's own last_update: several moves can land in
     * one poll, and only this orders them. Null on withdrawals and rows from before it was kept.
     */
    quoteUpdatedAt: timestamp('quote_updated_at', { withTimezone: true }),
  },
  (t) => [
    index('price_changes_event_time').on(t.eventId, t.changedAt),
    index('price_changes_time').on(t.changedAt),
  ],
);

/** One row per call to the odds source, with the quota headers it answered. */
export const apiUsage = pgTable(
  'api_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    sport: text('sport'),
    endpoint: text('endpoint').notNull(),
    cost: integer('cost').notNull(),
    used: integer('used'),
    remaining: integer('remaining'),
    status: integer('status'),
    errorCode: text('error_code'),
    ok: boolean('ok').notNull(),
  },
  (t) => [
    index('api_usage_at').on(t.at),
    index('api_usage_failed')
      .on(t.at)
      .where(sql`not ${t.ok}`),
  ],
);
