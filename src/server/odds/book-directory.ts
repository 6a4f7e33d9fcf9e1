import { bookProfile } from '../../core/catalog/book-profile';
import type { Sportsbook } from '../../core/catalog/sportsbook-model';
import { findSportsbookByKey } from '../../core/catalog/sportsbooks';

/**
 * Books seen on the feed, by key, with the title the source gave them: books the catalogue does
 * not list keep their own name and, when they are exchanges, their commission. Process-wide
 * because a key means the same book to every reader; only grows by the books the source lists.
 */
const seen = new Map<string, Sportsbook>();
/** Keys the feed listed; `seen` also holds keys that were only looked up. */
const listed = new Set<string>();

export function learnBook(key: string, title: string): void {
  listed.add(key);
  const current = seen.get(key);
  if (current && current.title === title) return;
  seen.set(key, bookProfile(key, title));
}

export function bookByKey(key: string): Sportsbook {
  let profile = seen.get(key);
  if (!profile) {
    profile = bookProfile(key);
    seen.set(key, profile);
  }
  return profile;
}

/** A book the catalogue lists or the feed has quoted: one a member can name in their ledger. */
export function isKnownBook(key: string): boolean {
  return findSportsbookByKey(key) !== null || listed.has(key);
}
