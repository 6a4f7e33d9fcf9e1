import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the event-market planner has learned, kept across restarts (decision 039, amendment): a
 * row per kind of memory, its state as the module that owns it writes and checks it.
 */
export const plannerMemory = pgTable('planner_memory', {
  name: text('name').primaryKey(),
  state: jsonb('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
