import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The latest discovery of each event not yet started: which books list which market keys
 * (decision 039, amendment). Kept so that a restart does not pay a discovery credit per event
 * for what it was told hours ago; a listing is asked again on the planner's own schedule.
 */
export const eventMarketListings = pgTable(
  'event_market_listings',
  {
    eventId: text('event_id').primaryKey(),
    sport: text('sport').notNull(),
    commenceTime: timestamp('commence_time', { withTimezone: true }).notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    /** `[book, market keys][]`, as the discovery answered. */
    listed: jsonb('listed').notNull(),
  },
  (t) => [index('event_market_listings_commence').on(t.commenceTime)],
);
