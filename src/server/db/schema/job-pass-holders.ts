import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The pg-boss passes a jobs process has taken hold of (decision 023, amendment): a row says the
 * pass's advisory lock was taken, so a free lock means its process died, not that it has yet
 * to lock. The row goes when the pass ends, or when another process fails the orphaned pass.
 */
export const jobPassHolders = pgTable('job_pass_holders', {
  jobId: text('job_id').primaryKey(),
  queue: text('queue').notNull(),
  heldSince: timestamp('held_since', { withTimezone: true }).notNull().defaultNow(),
});
