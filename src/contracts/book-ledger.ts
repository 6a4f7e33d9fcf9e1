import { z } from 'zod';
import { BOOK_STATUSES } from '../core/book-ledger';

export const bookStatusSchema = z.enum(BOOK_STATUSES);

/** Commission as a fraction (0.02 = 2 %), in whole hundredths of a percent. */
const commissionSchema = z
  .number()
  .min(0, { message: 'commission cannot be negative' })
  .max(0.5, { message: 'commission is a fraction of winnings, at most 0.5 (50 %)' })
  .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, {
    message: 'commission moves in steps of 0.01 %',
  });

const maxStakeSchema = z
  .number()
  .positive({ message: 'maxStake must be above 0; mark a book that takes nothing as closed' })
  .max(10_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'maxStake is in whole cents',
  });

/** One book as the member edits it. */
export const bookLedgerEntryInputSchema = z
  .object({
    /** The Odds API key of the book, as the opportunities name it. */
    book: z.string().min(1).max(100),
    status: bookStatusSchema,
    /** The largest stake this book accepts from the member, in dollars; null = not stated. */
    maxStake: maxStakeSchema.nullable(),
    /** An exchange's commission on the member's net winnings; null = the exchange's standard rate. */
    commission: commissionSchema.nullable(),
  })
  .strict();
export type BookLedgerEntryInput = z.infer<typeof bookLedgerEntryInputSchema>;

/** PUT /api/user/books: the whole ledger, replacing what was stored. */
export const bookLedgerUpdateSchema = z
  .object({
    /** Leave out opportunities with a bet at a book not listed as active or limited. */
    onlyMyBooks: z.boolean(),
    books: z
      .array(bookLedgerEntryInputSchema)
      .max(500)
      .refine((books) => new Set(books.map((b) => b.book)).size === books.length, {
        message: 'each book may appear once',
      }),
  })
  .strict();
export type BookLedgerUpdate = z.infer<typeof bookLedgerUpdateSchema>;

export const bookLedgerEntrySchema = bookLedgerEntryInputSchema.extend({
  /** The stake this book last accepted from the member (recorded when bets are placed). */
  lastAcceptedStake: z.number().nullable(),
  lastAcceptedAt: z.string().nullable(),
});
export type BookLedgerEntry = z.infer<typeof bookLedgerEntrySchema>;

/** GET /api/user/books. A member who never saved one has an empty ledger, "only my books" on. */
export const bookLedgerSchema = z.object({
  onlyMyBooks: z.boolean(),
  books: z.array(bookLedgerEntrySchema),
});
export type BookLedger = z.infer<typeof bookLedgerSchema>;
