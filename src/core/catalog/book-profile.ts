import { BETFAIR_STANDARD_COMMISSION, type Sportsbook } from './sportsbook-model';
import { findSportsbookByKey } from './sportsbooks';

/** Exchanges by name: members back at a price there and pay commission on net winnings. */
const EXCHANGE_NAME =
  /exchange|betfair|matchbook|smarkets|betdaq|sporttrade|prophet|novig|(^|_)ex(_|$)/i;

/**
 * What Arbiter knows of a book: the catalogue's entry, or for a key it does not know (a new book,
 * a region added by the source) a profile from the key and the title the source gave it. An
 * unknown exchange is charged the standard Betfair commission: over-charging hides a thin arb,
 * under-charging would show a loss as a profit.
 */
export function bookProfile(key: string, title?: string): Sportsbook {
  const known = findSportsbookByKey(key);
  if (known) return known;
  const exchange = EXCHANGE_NAME.test(key) || (title !== undefined && EXCHANGE_NAME.test(title));
  return {
    key,
    title: title && title.trim() !== '' ? title.trim() : key,
    region: 'eu',
    homeUrl: '',
    sharp: exchange,
    exchange,
    commission: exchange ? BETFAIR_STANDARD_COMMISSION : 0,
  };
}
