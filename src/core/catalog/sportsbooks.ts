import { AU_BOOKS } from './books-au';
import { EU_BOOKS } from './books-eu';
import { UK_BOOKS } from './books-uk';
import { US_BOOKS } from './books-us';
import type { Sportsbook } from './sportsbook-model';

export type { Region, Sportsbook } from './sportsbook-model';
export { BETFAIR_STANDARD_COMMISSION, REGIONS } from './sportsbook-model';

/**
 * Every known book, US first. The order is the tie-break when a display name fits several books
 * (several Unibets and Betfairs share a title), so a bare brand resolves to the US or UK book.
 */
export const SPORTSBOOKS: readonly Sportsbook[] = [
  ...US_BOOKS,
  ...UK_BOOKS,
  ...EU_BOOKS,
  ...AU_BOOKS,
];

const BY_KEY: ReadonlyMap<string, Sportsbook> = new Map(
  SPORTSBOOKS.map((book) => [book.key, book]),
);

/** The book with this exact Odds API key, or null. */
export function findSportsbookByKey(key: string): Sportsbook | null {
  return BY_KEY.get(key) ?? null;
}
