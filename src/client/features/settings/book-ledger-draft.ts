import type { BookLedger, BookLedgerUpdate } from '../../../contracts/book-ledger';
import { bookLedgerUpdateSchema } from '../../../contracts/book-ledger';
import type { BookStatus } from '../../../core/book-ledger';
import { bookProfile } from '../../../core/catalog/book-profile';
import { SPORTSBOOKS, type Sportsbook } from '../../../core/catalog/sportsbooks';
import { parseMoneyText } from '../../lib/money-text';
import { alertBookOptions } from './alert-books';
import { parsePercentText } from './settings-draft';

/** A book the member has not listed: it stays out of the ledger. */
export const UNLISTED = 'unlisted';
export type RowStatus = BookStatus | typeof UNLISTED;

/** One book as the form holds it: amounts as typed, the commission in percent. */
export interface LedgerRow {
  readonly book: string;
  readonly label: string;
  readonly exchange: boolean;
  readonly status: RowStatus;
  readonly maxStake: string;
  readonly commission: string;
  readonly lastAcceptedStake: number | null;
}

export interface LedgerDraft {
  readonly onlyMyBooks: boolean;
  readonly rows: readonly LedgerRow[];
}

/** Every book Arbiter knows, A to Z, with the member's saved entry where there is one. */
export function toLedgerDraft(
  saved: BookLedger,
  books: readonly Sportsbook[] = SPORTSBOOKS,
): LedgerDraft {
  const entries = new Map(saved.books.map((entry) => [entry.book, entry]));
  const options = alertBookOptions(books);
  // A book the feed named that the catalogue does not list still shows once the member saved it.
  for (const entry of saved.books) {
    if (!options.some((option) => option.value === entry.book)) {
      options.push({ value: entry.book, label: bookProfile(entry.book).title });
    }
  }
  const rows = options.map((option): LedgerRow => {
    const entry = entries.get(option.value);
    return {
      book: option.value,
      label: option.label,
      exchange: bookProfile(option.value).exchange,
      status: entry?.status ?? UNLISTED,
      maxStake: entry?.maxStake == null ? '' : entry.maxStake.toFixed(2),
      commission:
        entry?.commission == null ? '' : String(Number((entry.commission * 100).toFixed(2))),
      lastAcceptedStake: entry?.lastAcceptedStake ?? null,
    };
  });
  return { onlyMyBooks: saved.onlyMyBooks, rows };
}

export type LedgerErrors = Record<string, string>;

export type ParsedLedger =
  { ok: true; update: BookLedgerUpdate } | { ok: false; errors: LedgerErrors };

/** The draft as a PUT body, or what does not read, by book. Unlisted books are left out. */
export function parseLedgerDraft(draft: LedgerDraft): ParsedLedger {
  const errors: LedgerErrors = {};
  const books: BookLedgerUpdate['books'] = [];
  for (const row of draft.rows) {
    if (row.status === UNLISTED) continue;
    const maxStake = row.maxStake.trim() === '' ? null : parseMoneyText(row.maxStake);
    const percent = row.commission.trim() === '' ? null : parsePercentText(row.commission);
    if (maxStake === 0 || (maxStake === null && row.maxStake.trim() !== '')) {
      errors[row.book] = 'Enter a maximum stake above 0, such as 250.00, or leave it empty.';
      continue;
    }
    if (percent === null && row.commission.trim() !== '') {
      errors[row.book] = 'Enter a commission in percent, such as 2 or 2.5, or leave it empty.';
      continue;
    }
    books.push({
      book: row.book,
      status: row.status,
      maxStake,
      commission: percent === null ? null : Number((percent / 100).toFixed(4)),
    });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = bookLedgerUpdateSchema.safeParse({ onlyMyBooks: draft.onlyMyBooks, books });
  if (parsed.success) return { ok: true, update: parsed.data };
  for (const issue of parsed.error.issues) {
    const index = issue.path[1];
    const book = typeof index === 'number' ? books[index]?.book : undefined;
    errors[book ?? 'ledger'] = issue.message;
  }
  return { ok: false, errors };
}

/** Has the member changed anything since the last save? */
export function ledgerChanged(draft: LedgerDraft, saved: BookLedger): boolean {
  const before = toLedgerDraft(saved);
  if (draft.onlyMyBooks !== before.onlyMyBooks) return true;
  const byBook = new Map(before.rows.map((row) => [row.book, row]));
  return draft.rows.some((row) => {
    const was = byBook.get(row.book);
    return (
      was === undefined ||
      was.status !== row.status ||
      was.maxStake !== row.maxStake.trim() ||
      was.commission !== row.commission.trim()
    );
  });
}
