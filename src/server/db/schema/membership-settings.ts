import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MembershipStatus } from '../../../contracts/membership';

/** A single row (id = 1): the member cap and whether new members are accepted. */
export const membershipSettings = pgTable(
  'membership_settings',
  {
    id: integer('id').primaryKey().default(1),
    maxMembers: integer('max_members').notNull().default(2500),
    status: text('status').$type<MembershipStatus>().notNull().default('accepting'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('membership_settings_single_row', sql`${t.id} = 1`),
    check('membership_settings_max_members', sql`${t.maxMembers} >= 0`),
    check('membership_settings_status', sql`${t.status} in ('accepting', 'waitlist', 'closed')`),
  ],
);
