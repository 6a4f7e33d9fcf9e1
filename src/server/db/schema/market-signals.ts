import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FairCloseByMethod } from '../../../core/portfolio/closing-line';

/**
 * Market Intelligence's signals as they were published, one row each (steam moves, reverse line
 * moves), and once the game started, the grade of following them: the best price of the side at
 * the signal against the fair close. Logged so the public track record rests on what was said at
 * the time, not on a re-analysis after the fact. Holds no member data.
 */
export const marketSignals = pgTable(
  'market_signals',
  {
    /** Steam: the analysis's stable id; a reverse line move: event, market and side. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<'steam' | 'reverse-line-move'>().notNull(),
    eventId: text('event_id').notNull(),
    sportKey: text('sport_key').notNull(),
    market: text('market').notNull(),
    /** The side the signal says to follow: the one the money came in on. */
    side: text('side').notNull(),
    signalledAt: timestamp('signalled_at', { withTimezone: true }).notNull(),
    commenceTime: timestamp('commence_time', { withTimezone: true }).notNull(),
    /** 0–100, as the analysis scored it. */
    confidence: doublePrecision('confidence'),
    /** When the close was looked up; null while pending. */
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    /** The best price of the side, any book, at the signal (the price a follower could take). */
    signalOdds: doublePrecision('signal_odds'),
    signalBook: text('signal_book'),
    signalPoint: doublePrecision('signal_point'),
    fairCloseByMethod: jsonb('fair_close_by_method').$type<FairCloseByMethod | null>(),
    closeReference: text('close_reference'),
  },
  (t) => [
    index('market_signals_signalled').on(t.signalledAt),
    index('market_signals_pending')
      .on(t.commenceTime)
      .where(sql`${t.gradedAt} is null`),
    check('market_signals_kind', sql`${t.kind} in ('steam', 'reverse-line-move')`),
  ],
);
