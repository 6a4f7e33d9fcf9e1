import { findSportsbookByKey, SPORTSBOOKS } from './sportsbooks';
import type { Sportsbook } from './sportsbooks';

/**
 * Shorthand members and tipsters use for books. Choices where the letters are ambiguous:
 * - czr is Caesars, whose Odds API key is still williamhill_us (Caesars bought William Hill US);
 *   wh is the UK/EU William Hill, which kept the name.
 * - sh is SugarHouse, the only book the letters spell. SuperBook gets no abbreviation: its usual
 *   "sb" is just as often Sky Bet or SportsBet, so a wrong guess is likelier than a right one.
 * - bf is the UK Betfair exchange, the Betfair most members mean; the EU and AU exchanges and the
 *   Betfair sportsbook are reached by key or title.
 * - bc is Betclic (its international site; betclic_fr is reached by key or title).
 * - pb is PointsBet US and b365 the only bet365 in the feed (AU).
 */
export const BOOK_ABBREVIATIONS: Readonly<Record<string, string>> = {
  dk: 'draftkings',
  fd: 'fanduel',
  mgm: 'betmgm',
  czr: 'williamhill_us',
  pb: 'pointsbetus',
  br: 'betrivers',
  sh: 'sugarhouse',
  wh: 'williamhill',
  pp: 'paddypower',
  bf: 'betfair_ex_uk',
  bc: 'betclic',
  bol: 'betonlineag',
  bov: 'bovada',
  lv: 'lowvig',
  pin: 'pinnacle',
  pinny: 'pinnacle',
  hrb: 'hardrockbet',
  bv: 'betvictor',
  b365: 'bet365_au',
  '1x': 'onexbet',
};

/** Shorter fragments match too much ("bet", "tab" would already be generous). */
export const MIN_SUBSTRING_LENGTH = 3;

/** Lowercase ASCII letters and digits only; accents are folded first so "é" counts as "e". */
export function normalizeBookName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

interface Indexed {
  readonly book: Sportsbook;
  readonly key: string;
  readonly title: string;
}

const INDEX: readonly Indexed[] = SPORTSBOOKS.map((book) => ({
  book,
  key: normalizeBookName(book.key),
  title: normalizeBookName(book.title),
}));

/**
 * The book a free-text name refers to, or null. In order:
 * 1. an exact key or normalised key: feeds send keys, and a key names exactly one book even where
 *    titles are shared ("unibet" is the AU book, not any Unibet);
 * 2. an exact normalised title, first in catalogue order ("Betfair" → the UK exchange);
 * 3. an abbreviation from BOOK_ABBREVIATIONS;
 * 4. a substring either way of at least MIN_SUBSTRING_LENGTH characters ("FanDuel Sportsbook"
 *    → fanduel, "PointsBet" → pointsbetus). The longest overlap wins, then the closest in length,
 *    then catalogue order.
 */
export function matchSportsbook(name: string): Sportsbook | null {
  const asKey = findSportsbookByKey(name.trim().toLowerCase());
  if (asKey) return asKey;

  const normalized = normalizeBookName(name);
  if (normalized === '') return null;

  const exact =
    INDEX.find((entry) => entry.key === normalized) ??
    INDEX.find((entry) => entry.title === normalized);
  if (exact) return exact.book;

  const abbreviated = BOOK_ABBREVIATIONS[normalized];
  if (abbreviated !== undefined) return findSportsbookByKey(abbreviated);

  return bestSubstringMatch(normalized);
}

function bestSubstringMatch(normalized: string): Sportsbook | null {
  if (normalized.length < MIN_SUBSTRING_LENGTH) return null;
  let best: { book: Sportsbook; overlap: number; slack: number } | null = null;
  for (const entry of INDEX) {
    for (const candidate of [entry.key, entry.title]) {
      if (candidate.length < MIN_SUBSTRING_LENGTH) continue;
      if (!normalized.includes(candidate) && !candidate.includes(normalized)) continue;
      const overlap = Math.min(candidate.length, normalized.length);
      const slack = Math.abs(candidate.length - normalized.length);
      const better =
        best === null || overlap > best.overlap || (overlap === best.overlap && slack < best.slack);
      if (better) best = { book: entry.book, overlap, slack };
    }
  }
  return best?.book ?? null;
}
