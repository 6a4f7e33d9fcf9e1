import { bookProfile } from '../../core/catalog/book-profile';
import type { Sportsbook } from '../../core/catalog/sportsbook-model';

/**
 * Books seen on the feed, by key, with the title the source gave them: books the catalogue does
 * not list keep their own name and, when they are exchanges, their commission. Process-wide
 * because a key means the same book to every reader; only grows by the books the source lists.
 */
const seen = new Map<string, Sportsbook>();

export function learnBook(key: string, title: string): void {
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
