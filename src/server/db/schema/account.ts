import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BetMarket, BetStatus } from '../../../core/portfolio/bet-settlement';
import type { FairCloseByMethod } from '../../../core/portfolio/closing-line';
import type { BetKind } from '../../../core/portfolio/portfolio-bet';
import type { MarketType } from '../../../core/market-type';
import { arbitrageHistory } from './opportunities';
import { users } from './users';

/**
 * A member's settings, one row per member once they first save. Stored as the contract's object
 * and read back key by key, so a value that no longer validates falls back to its default alone.
 * The portfolio starting value lives on the user row (it is money, in cents).
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's bets: one stake at one book each. Money is integer cents. */
export const bets = pgTable(
  'bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    historyId: uuid('history_id').references(() => arbitrageHistory.id, { onDelete: 'set null' }),
    kind: text('kind').$type<BetKind>().notNull(),
    eventId: text('event_id'),
    sportKey: text('sport_key').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    commenceTime: timestamp('commence_time', { withTimezone: true }),
    /** How the outcomes pair (h2h, spreads, totals), for readers of featured markets only. */
    market: text('market').$type<BetMarket>().notNull(),
    /** The source's market key (`player_points`, `alternate_spreads`, `h2h_q1`); = market when featured. */
    marketKey: text('market_key').notNull(),
    /** core/market-type.ts of the key, kept so analytics can group by it in the database. */
    marketType: text('market_type').$type<MarketType>().notNull(),
    /** The player of a prop (the team of a team total); null otherwise. */
    player: text('player'),
    outcome: text('outcome').notNull(),
    point: doublePrecision('point'),
    /** A three-way market (a draw was quoted): team bets lose on a draw instead of pushing. */
    drawPossible: boolean('draw_possible').notNull().default(false),
    odds: doublePrecision('odds').notNull(),
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    book: text('book').notNull(),
    status: text('status').$type<BetStatus>().notNull().default('open'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: text('settled_by').$type<'score' | 'member'>(),
    payoutCents: bigint('payout_cents', { mode: 'number' }),
    profitCents: bigint('profit_cents', { mode: 'number' }),
    closingOdds: doublePrecision('closing_odds'),
    fairClosingOdds: doublePrecision('fair_closing_odds'),
    /** Every devig method's fair probability of the bet's outcome at the close (closing-line.ts). */
    fairCloseByMethod: jsonb('fair_close_by_method').$type<FairCloseByMethod | null>(),
    /** Whose prices the fair close devigged: pinnacle, exchange or consensus. */
    closeReference: text('close_reference'),
    /** When the close was looked up (after the start); the prices stay null if none was recorded. */
    closeCheckedAt: timestamp('close_checked_at', { withTimezone: true }),
    /** Why the finished event's results could not settle it (shown in its row); null otherwise. */
    openReason: text('open_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bets_user_placed').on(t.userId, t.placedAt),
    index('bets_open_event')
      .on(t.eventId)
      .where(sql`${t.status} = 'open'`),
    check('bets_stake_positive', sql`${t.stakeCents} > 0`),
    check('bets_odds_above_one', sql`${t.odds} > 1`),
    check(
      'bets_market_type',
      sql`${t.marketType} in ('main', 'alternate', 'period', 'player_prop', 'unknown')`,
    ),
    // Totals are summed by the database: a settled bet always carries its amounts.
    check(
      'bets_settled_amounts',
      sql`(${t.status} = 'open') = (${t.profitCents} is null and ${t.payoutCents} is null)`,
    ),
  ],
);
