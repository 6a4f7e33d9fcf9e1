import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HistoryRecord, HistoryStatus } from '../../../contracts/history';
import type { Opportunity } from '../../../contracts/opportunities';
import type { EvByMethod } from '../../../core/ev-by-method';
import { users } from './users';

type ExecutionDifficulty = HistoryRecord['executionDifficulty'];

export interface LoggedLeg {
  book: string;
  outcome: string;
  point: number | null;
  price: number;
  effectivePrice: number;
  stakeRatio: number;
  /**
   * The leg's market key and its outcomes' description (a prop's player, a team total's team), so
   * "Log this bet" after the end records the same bet; absent on rows logged before them.
   */
  marketKey?: string;
  description?: string | null;
}

/** The platform's history: every opportunity the engine detected, with its life. */
export const opportunityLog = pgTable(
  'opportunity_log',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<Opportunity['type']>().notNull(),
    eventId: text('event_id').notNull(),
    sportKey: text('sport_key').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    commenceTime: timestamp('commence_time', { withTimezone: true }).notNull(),
    market: text('market').notNull(),
    line: doublePrecision('line'),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    /** Return on total stake (arbitrage) or expected value (value bet), as fractions. */
    peakReturn: doublePrecision('peak_return').notNull(),
    lastReturn: doublePrecision('last_return').notNull(),
    legs: jsonb('legs').$type<LoggedLeg[]>().notNull(),
    /**
     * Value bets: the highest EV each devig method gave it while live (decision 032: detection
     * keeps a bet any method calls value, so what a member was shown depends on their method),
     * and the EV it had to clear (a consensus price's own threshold). Null before 0017 and for
     * arbitrage and middles.
     */
    peakEvByMethod: jsonb('peak_ev_by_method').$type<EvByMethod>(),
    minEv: doublePrecision('min_ev'),
  },
  (t) => [
    index('opportunity_log_first_seen').on(t.firstSeen),
    index('opportunity_log_event').on(t.eventId),
    // The admin console: the latest activity first, and the published value bets (graded picks).
    index('opportunity_log_last_seen').on(t.lastSeen),
    index('opportunity_log_value_first_seen')
      .on(t.firstSeen)
      .where(sql`${t.kind} = 'value'`),
  ],
);

export type { HistoryStatus };

/** A member's own arbitrage history: opened or executed opportunities. Money in cents. */
export const arbitrageHistory = pgTable(
  'arbitrage_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: text('opportunity_id').notNull(),
    /** Arbitrage, value bet or middle: only an arbitrage's return is guaranteed. */
    kind: text('kind').$type<Opportunity['type']>().notNull().default('arbitrage'),
    sport: text('sport').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    commenceTime: timestamp('commence_time', { withTimezone: true }).notNull(),
    arbitragePercentage: doublePrecision('arbitrage_percentage').notNull(),
    status: text('status').$type<HistoryStatus>().notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    profitCents: bigint('profit_cents', { mode: 'number' }),
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    sportsbooks: jsonb('sportsbooks').$type<string[]>().notNull(),
    odds: jsonb('odds')
      .$type<{ book: string; outcome: string; point: number | null; price: number }[]>()
      .notNull(),
    confidence: integer('confidence').notNull(),
    executionDifficulty: text('execution_difficulty').$type<ExecutionDifficulty>().notNull(),
    /**
     * Placed bets linked to the record (kept by the bets' writes): while any are, its stake,
     * result, status and prices are theirs, not the member's to edit.
     */
    betCount: integer('bet_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('arbitrage_history_user_opportunity').on(t.userId, t.opportunityId),
    index('arbitrage_history_user_detected').on(t.userId, t.detectedAt),
    index('arbitrage_history_opportunity').on(t.opportunityId),
  ],
);
