import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters every process shares (decision 023): rate-limit windows (sign-in, member API) and
 * members' daily re-checks. A row counts hits until its window ends, then starts again.
 */
export const sharedCounters = pgTable(
  'shared_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shared_counters_window_ends').on(t.windowEndsAt)],
);
