import { bookProfile } from '../catalog/book-profile';

export interface BookTraits {
  /** Pinnacle, exchanges, Circa, the BetOnline group: see the catalogue's `sharp` flag. */
  readonly sharp: boolean;
  readonly title: string;
  /** Exchange commission on net winnings; 0 for sportsbooks. */
  readonly commission: number;
}

/**
 * The catalogue's view of a book, looked up once per key: the analysis asks for the same dozen
 * keys millions of times. Bounded so a long-running process does not grow it without limit.
 */
const known = new Map<string, BookTraits>();

export function bookTraits(book: string): BookTraits {
  let traits = known.get(book);
  if (traits === undefined) {
    if (known.size > 10_000) known.clear();
    const profile = bookProfile(book);
    traits = { sharp: profile.sharp, title: profile.title, commission: profile.commission };
    known.set(book, traits);
  }
  return traits;
}
