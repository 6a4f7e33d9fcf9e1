/**
 * A member's book ledger: which books they can bet at and how much each accepts from them. Pure:
 * the server personalises opportunities, alerts and capacity with it, and the browser's calculator
 * reads the limits it produced.
 */
export const BOOK_STATUSES = ['active', 'limited', 'closed', 'none'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];

export interface LedgerBook {
  readonly status: BookStatus;
  /** The largest stake this book accepts from the member, in dollars; null = not stated. */
  readonly maxStake: number | null;
  /** An exchange's commission on the member's net winnings; null or absent = its standard rate. */
  readonly commission?: number | null;
}

export interface MemberLedger {
  /** Leave out opportunities with a bet at a book the member cannot use. */
  readonly onlyMyBooks: boolean;
  readonly books: ReadonlyMap<string, LedgerBook>;
}

export const EMPTY_LEDGER: MemberLedger = { onlyMyBooks: true, books: new Map() };

export interface LedgerLeg {
  readonly book: string;
  /** Share of the total stake on this leg. */
  readonly stakeRatio: number;
  /** The book's own limit for this bet; null = not stated. */
  readonly limit: number | null;
}

/** "Only my books" applies once the member has listed at least one book. */
export function filtersBooks(ledger: MemberLedger): boolean {
  return ledger.onlyMyBooks && ledger.books.size > 0;
}

/** A book the member lists as active or limited; a book they did not list is not theirs. */
export function usesBook(ledger: MemberLedger, book: string): boolean {
  const status = ledger.books.get(book)?.status;
  return status === 'active' || status === 'limited';
}

/** Does the member see an opportunity with these bets? */
export function isVisibleTo(ledger: MemberLedger, legs: readonly { book: string }[]): boolean {
  return !filtersBooks(ledger) || legs.every((leg) => usesBook(ledger, leg.book));
}

/** Does the ledger change anything the member is shown (books left out, stakes, commission)? */
export function personalises(ledger: MemberLedger): boolean {
  if (filtersBooks(ledger)) return true;
  for (const entry of ledger.books.values()) {
    if (entry.maxStake !== null || (entry.commission ?? null) !== null) return true;
  }
  return false;
}

/** The commission the member stated for this book, or null. */
export function memberCommission(ledger: MemberLedger, book: string): number | null {
  return ledger.books.get(book)?.commission ?? null;
}

/** The most the member can stake on one bet at a book: the book's limit or theirs, the smaller. */
export function memberLimit(
  ledger: MemberLedger,
  book: string,
  bookLimit: number | null,
): number | null {
  const own = ledger.books.get(book)?.maxStake ?? null;
  if (own === null) return bookLimit;
  if (bookLimit === null) return own;
  return Math.min(own, bookLimit);
}

/** The legs with each limit replaced by the member's limit at that book. */
export function withMemberLimits<L extends LedgerLeg>(
  ledger: MemberLedger,
  legs: readonly L[],
): L[] {
  return legs.map((leg) => {
    const limit = memberLimit(ledger, leg.book, leg.limit);
    return limit === leg.limit ? leg : { ...leg, limit };
  });
}

/**
 * The largest total stake with every leg inside its limit at the plan's stake shares; null when
 * no leg states a limit (the capacity is then unknown, not unlimited).
 */
export function capacityOfLegs(legs: readonly LedgerLeg[]): number | null {
  let capacity: number | null = null;
  for (const leg of legs) {
    if (leg.limit === null || !(leg.limit >= 0) || !(leg.stakeRatio > 0)) continue;
    const total = leg.limit / leg.stakeRatio;
    if (capacity === null || total < capacity) capacity = total;
  }
  return capacity;
}

/** The member's capacity: min over legs of min(book limit, member maximum) / stake share. */
export function memberCapacity(ledger: MemberLedger, legs: readonly LedgerLeg[]): number | null {
  return capacityOfLegs(withMemberLimits(ledger, legs));
}
