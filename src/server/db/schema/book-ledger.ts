import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BookStatus } from '../../../core/book-ledger';
import { users } from './users';

/** A member's ledger as a whole: one row once they first save it. */
export const bookLedgers = pgTable('book_ledgers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  onlyMyBooks: boolean('only_my_books').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One book in a member's ledger. Money is integer cents; commission in hundredths of a percent. */
export const bookLedgerEntries = pgTable(
  'book_ledger_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    book: text('book').notNull(),
    status: text('status').$type<BookStatus>().notNull(),
    maxStakeCents: bigint('max_stake_cents', { mode: 'number' }),
    commissionBasisPoints: integer('commission_basis_points'),
    lastAcceptedStakeCents: bigint('last_accepted_stake_cents', { mode: 'number' }),
    lastAcceptedAt: timestamp('last_accepted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.book] }),
    check('book_ledger_status', sql`${t.status} in ('active', 'limited', 'closed', 'none')`),
    check('book_ledger_max_stake_positive', sql`${t.maxStakeCents} > 0`),
    check('book_ledger_commission_range', sql`${t.commissionBasisPoints} between 0 and 5000`),
  ],
);
