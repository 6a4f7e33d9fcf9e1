import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { BookLedger, BookLedgerEntry, BookLedgerUpdate } from '../../contracts/book-ledger';
import type { MemberLedger } from '../../core/book-ledger';
import type { Database } from '../db/database';
import { bookLedgerEntries, bookLedgers } from '../db/schema/index';
import { bookByKey, isKnownBook } from '../odds/book-directory';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;
type EntryRow = typeof bookLedgerEntries.$inferSelect;

export class LedgerInputError extends Error {}

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
const toCents = (amount: number | null) => (amount === null ? null : Math.round(amount * 100));

function toEntry(row: EntryRow): BookLedgerEntry {
  return {
    book: row.book,
    status: row.status,
    maxStake: dollars(row.maxStakeCents),
    commission: row.commissionBasisPoints === null ? null : row.commissionBasisPoints / 10_000,
    lastAcceptedStake: dollars(row.lastAcceptedStakeCents),
    lastAcceptedAt: row.lastAcceptedAt?.toISOString() ?? null,
  };
}

export async function readBookLedger(db: Executor, userId: string): Promise<BookLedger> {
  const [head] = await db
    .select({ onlyMyBooks: bookLedgers.onlyMyBooks })
    .from(bookLedgers)
    .where(eq(bookLedgers.userId, userId));
  const rows = await db
    .select()
    .from(bookLedgerEntries)
    .where(eq(bookLedgerEntries.userId, userId))
    .orderBy(bookLedgerEntries.book);
  return { onlyMyBooks: head?.onlyMyBooks ?? true, books: rows.map(toEntry) };
}

/** What the contract cannot see: the book must be one Arbiter knows; commission is an exchange's. */
function checkBooks(update: BookLedgerUpdate) {
  for (const entry of update.books) {
    if (!isKnownBook(entry.book)) {
      throw new LedgerInputError(`Unknown book "${entry.book}": use a key from the book list.`);
    }
    if (entry.commission !== null && !bookByKey(entry.book).exchange) {
      throw new LedgerInputError(
        `${bookByKey(entry.book).title} is not an exchange: only exchanges take a commission.`,
      );
    }
  }
}

/**
 * Replaces the member's ledger in one transaction. The stakes books accepted are Arbiter's record,
 * not the member's input: a book kept in the ledger keeps them.
 */
export async function saveBookLedger(
  db: Database,
  userId: string,
  update: BookLedgerUpdate,
  now: Date,
): Promise<BookLedger> {
  checkBooks(update);
  return db.transaction(async (tx) => {
    await tx
      .insert(bookLedgers)
      .values({ userId, onlyMyBooks: update.onlyMyBooks, updatedAt: now })
      .onConflictDoUpdate({
        target: bookLedgers.userId,
        set: { onlyMyBooks: update.onlyMyBooks, updatedAt: now },
      });
    const kept = update.books.map((entry) => entry.book);
    await tx
      .delete(bookLedgerEntries)
      .where(
        kept.length === 0
          ? eq(bookLedgerEntries.userId, userId)
          : and(eq(bookLedgerEntries.userId, userId), notInArray(bookLedgerEntries.book, kept)),
      );
    for (const entry of update.books) {
      const values = {
        status: entry.status,
        maxStakeCents: toCents(entry.maxStake),
        commissionBasisPoints:
          entry.commission === null ? null : Math.round(entry.commission * 10_000),
        updatedAt: now,
      };
      await tx
        .insert(bookLedgerEntries)
        .values({ userId, book: entry.book, ...values })
        .onConflictDoUpdate({
          target: [bookLedgerEntries.userId, bookLedgerEntries.book],
          set: values,
        });
    }
    return readBookLedger(tx, userId);
  });
}

/**
 * After bets are placed: each book's entry remembers the stake it accepted. A member who keeps a
 * ledger has the book added as active; an empty ledger stays empty, so placing a bet never turns
 * "only my books" on by surprise.
 */
export async function recordAcceptedStakes(
  tx: Transaction,
  userId: string,
  stakes: readonly { book: string; stakeCents: number }[],
  now: Date,
): Promise<void> {
  const [listed] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(bookLedgerEntries)
    .where(eq(bookLedgerEntries.userId, userId));
  if ((listed?.count ?? 0) === 0) return;
  for (const { book, stakeCents } of stakes) {
    const accepted = { lastAcceptedStakeCents: stakeCents, lastAcceptedAt: now, updatedAt: now };
    await tx
      .insert(bookLedgerEntries)
      .values({ userId, book, status: 'active', ...accepted })
      .onConflictDoUpdate({
        target: [bookLedgerEntries.userId, bookLedgerEntries.book],
        set: accepted,
      });
  }
}

/** The core's view of a ledger: what personalising opportunities reads. */
export function memberLedgerOf(ledger: BookLedger): MemberLedger {
  return {
    onlyMyBooks: ledger.onlyMyBooks,
    books: new Map(
      ledger.books.map((entry) => [
        entry.book,
        { status: entry.status, maxStake: entry.maxStake, commission: entry.commission },
      ]),
    ),
  };
}
