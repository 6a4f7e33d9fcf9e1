import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FairMethod } from '../../../core/devig';
import type { OutcomeSlot } from '../../../core/market';

/**
 * Every event's sharp close, kept to score the devig methods against results (decision 030): one
 * row per event, market and line with a usable reference, written once at the start. Platform
 * data only, no member's.
 */
export const marketCloses = pgTable(
  'market_closes',
  {
    eventId: text('event_id').notNull(),
    market: text('market').notNull(),
    /** Home handicap for spreads, the total for totals, 0 for h2h. */
    line: doublePrecision('line').notNull(),
    sportKey: text('sport_key').notNull(),
    commenceTime: timestamp('commence_time', { withTimezone: true }).notNull(),
    /** Where the prices came from: the odds feed, or the embedded simulator (never mixed). */
    source: text('source').$type<'feed' | 'simulator'>().notNull(),
    reference: text('reference').notNull(),
    slots: jsonb('slots').$type<OutcomeSlot[]>().notNull(),
    /** Each method's fair probabilities, in slot order. */
    fairByMethod: jsonb('fair_by_method').$type<Record<FairMethod, number[]>>().notNull(),
    /** The simulator's true probabilities at the start, in slot order; null for feed data. */
    knownProbabilities: jsonb('known_probabilities').$type<number[] | null>(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    /** When the result was looked at; null while pending. */
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    /** The slot that won; null while pending, or when no slot won outright (push, void). */
    winner: integer('winner'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.market, t.line] }),
    index('market_closes_commence').on(t.commenceTime),
    index('market_closes_pending')
      .on(t.commenceTime)
      .where(sql`${t.scoredAt} is null`),
    check('market_closes_source', sql`${t.source} in ('feed', 'simulator')`),
  ],
);

/** Events whose close was looked up, with or without a usable market: each is looked up once. */
export const closeCaptures = pgTable('close_captures', {
  eventId: text('event_id').primaryKey(),
  capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
  /** Market lines kept for the event (0: no usable reference). */
  closes: integer('closes').notNull(),
});
