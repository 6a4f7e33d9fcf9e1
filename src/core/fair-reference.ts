import { devig } from './devig';
import type { DevigMethod } from './devig';
import type { OutcomeSet } from './market';
import { bestQuoteForSlot } from './quote-selection';
import type { PricedQuote } from './quote-selection';

/**
 * Where a fair price comes from, in order of trust: Pinnacle (the sharp sportsbook), then a
 * betting exchange net of its commission (Betfair, Matchbook, the US exchanges of `us_ex`), then
 * the consensus of at least N books pricing the whole set, which value detection holds to a
 * higher EV threshold (value.ts): an average of soft books is a weaker view than a sharp price.
 * The reference and the devig method travel with every figure derived from them, so a screen can
 * say how a fair price was made.
 */
export type ReferenceKind = 'pinnacle' | 'exchange' | 'consensus';

export interface FairReference {
  readonly kind: ReferenceKind;
  /**
   * The books whose prices were devigged. A bet is never measured against its own book's sharp or
   * exchange price; the consensus, by contrast, includes every complete book.
   */
  readonly books: readonly string[];
  readonly method: DevigMethod;
  readonly possiblyStale: boolean;
}

export interface FairPrices {
  /** One per slot of the outcome set, in its order. */
  readonly probabilities: readonly number[];
  /** The price set that was devigged (the reference book's, or the consensus'), in slot order. */
  readonly odds: readonly number[];
  readonly reference: FairReference;
}

export const SHARP_BOOK = 'pinnacle';

/**
 * The `us_ex` region's exchanges, where members back against other members. Its prediction
 * markets are left out: their contracts are not always the sportsbook's market.
 */
const US_EXCHANGES = new Set(['novig', 'prophetx']);

/** The Odds API keys exchanges as betfair_ex_uk, betfair_ex_eu…; betfair_sb_* is a sportsbook. */
export function isExchange(book: string): boolean {
  return book.startsWith('betfair_ex_') || book === 'matchbook' || US_EXCHANGES.has(book);
}

/** Betfair's regional keys are one order book, so a bet at one is the reference at another. */
export function sameVenue(a: string, b: string): boolean {
  return a === b || (a.startsWith('betfair_ex_') && b.startsWith('betfair_ex_'));
}

/** One book's own consensus is just its margin removed, not a market view. */
export const DEFAULT_MIN_CONSENSUS_BOOKS = 2;

export function fairPrices(
  set: OutcomeSet,
  quotes: readonly PricedQuote[],
  method: DevigMethod,
  minConsensusBooks = DEFAULT_MIN_CONSENSUS_BOOKS,
): FairPrices | null {
  const source = referenceSource(set, quotes);
  if (source.kind !== 'consensus') return fromBook(source.kind, source.book, source.quotes, method);
  return consensus(set, source.byBook, source.books, method, minConsensusBooks);
}

export type ReferenceSource =
  | { kind: 'pinnacle' | 'exchange'; book: string; quotes: PricedQuote[] }
  | { kind: 'consensus'; byBook: ReadonlyMap<string, PricedQuote[]>; books: string[] };

/**
 * Where the fair price of the set comes from, without devigging it: Pinnacle's complete set,
 * else an exchange's, else the consensus of every book.
 */
export function referenceSource(set: OutcomeSet, quotes: readonly PricedQuote[]): ReferenceSource {
  // Grouped once: the consensus looks at every book, and filtering the whole slice per book was
  // the slowest part of detection.
  const byBook = new Map<string, PricedQuote[]>();
  for (const quote of quotes) {
    const own = byBook.get(quote.book);
    if (own) own.push(quote);
    else byBook.set(quote.book, [quote]);
  }
  const books = [...byBook.keys()].sort(byExchangePreference);
  const sharp = completeSet(set, byBook.get(SHARP_BOOK));
  if (sharp) return { kind: 'pinnacle', book: SHARP_BOOK, quotes: sharp };
  for (const book of books) {
    if (!isExchange(book)) continue;
    const exchange = completeSet(set, byBook.get(book));
    if (exchange) return { kind: 'exchange', book, quotes: exchange };
  }
  return { kind: 'consensus', byBook, books };
}

const exchangeRank = (book: string) => (book.startsWith('betfair_ex_') ? 0 : 1);

/** Betfair is the deeper exchange, so it is tried before Matchbook; then alphabetical. */
function byExchangePreference(a: string, b: string): number {
  return exchangeRank(a) - exchangeRank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The book's own quote for every slot of the set, or null when it leaves one out. */
function completeSet(
  set: OutcomeSet,
  own: readonly PricedQuote[] | undefined,
): PricedQuote[] | null {
  if (!own) return null;
  const found: PricedQuote[] = [];
  for (const slot of set.slots) {
    const quote = bestQuoteForSlot(own, slot);
    if (!quote) return null;
    found.push(quote);
  }
  return found;
}

function fromBook(
  kind: ReferenceKind,
  book: string,
  quotes: readonly PricedQuote[],
  method: DevigMethod,
): FairPrices {
  const odds = quotes.map((quote) => quote.effectivePrice);
  return {
    probabilities: devig(odds, method),
    odds,
    reference: {
      kind,
      books: [book],
      method,
      possiblyStale: quotes.some((quote) => quote.possiblyStale),
    },
  };
}

/**
 * Each outcome's implied probability is averaged over the books that price the whole set (a book
 * pricing one side only would tilt the average), and the averaged set is then devigged.
 */
function consensus(
  set: OutcomeSet,
  byBook: ReadonlyMap<string, PricedQuote[]>,
  books: readonly string[],
  method: DevigMethod,
  minBooks: number,
): FairPrices | null {
  const complete: { book: string; quotes: PricedQuote[] }[] = [];
  for (const book of books) {
    const own = completeSet(set, byBook.get(book));
    if (own) complete.push({ book, quotes: own });
  }
  if (complete.length < Math.max(1, minBooks)) return null;
  const averageImplied = set.slots.map(
    (_, index) =>
      complete.reduce((sum, entry) => sum + 1 / (entry.quotes[index]?.effectivePrice ?? 1), 0) /
      complete.length,
  );
  const odds = averageImplied.map((p) => 1 / p);
  return {
    probabilities: devig(odds, method),
    odds,
    reference: {
      kind: 'consensus',
      books: complete.map((entry) => entry.book),
      method,
      possiblyStale: complete.some((entry) => entry.quotes.some((quote) => quote.possiblyStale)),
    },
  };
}
