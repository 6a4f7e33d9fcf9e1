import { SPORTSBOOKS } from '../../../core/catalog/sportsbooks';
import type { Region, Sportsbook } from '../../../core/catalog/sportsbooks';
import type { MultiSelectOption } from '../../components/multi-select-summary';

const REGION_CODES: Record<Region, string> = {
  us: 'US',
  us2: 'US',
  uk: 'UK',
  eu: 'EU',
  au: 'AU',
};

/**
 * Every book Arbiter knows as a choice, A to Z, keyed as the odds feed keys them. A name several
 * books share (Betfair, Unibet, Ladbrokes) carries its region.
 */
export function alertBookOptions(books: readonly Sportsbook[] = SPORTSBOOKS): MultiSelectOption[] {
  const count = new Map<string, number>();
  for (const book of books) count.set(book.title, (count.get(book.title) ?? 0) + 1);
  return books
    .map((book) => ({
      value: book.key,
      label:
        (count.get(book.title) ?? 0) > 1
          ? `${book.title} (${REGION_CODES[book.region]})`
          : book.title,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
