import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOK_ABBREVIATIONS, matchSportsbook, normalizeBookName } from './matching';
import { findSportsbookByKey, SPORTSBOOKS } from './sportsbooks';

const keyOf = (name: string) => matchSportsbook(name)?.key ?? null;

describe('normalizeBookName', () => {
  it('lowercases and drops everything but letters and digits, folding accents', () => {
    expect(normalizeBookName('  Bet-Victor.co.uk ')).toBe('betvictorcouk');
    expect(normalizeBookName('Parions Spórt')).toBe('parionssport');
  });
});

describe('matchSportsbook', () => {
  it('matches every book by its own key', () => {
    for (const book of SPORTSBOOKS) expect(matchSportsbook(book.key)).toBe(book);
  });

  it('matches every title to a book bearing that title', () => {
    for (const book of SPORTSBOOKS) {
      const match = matchSportsbook(book.title);
      expect(match && normalizeBookName(match.title), book.key).toBe(normalizeBookName(book.title));
    }
  });

  it('matches exactly regardless of case, spaces and punctuation', () => {
    expect(keyOf('Draft Kings')).toBe('draftkings');
    expect(keyOf('DRAFTKINGS')).toBe('draftkings');
    expect(keyOf('BetOnline.ag')).toBe('betonlineag');
    expect(keyOf('William Hill US')).toBe('williamhill_us');
    expect(keyOf('Caesars')).toBe('williamhill_us');
    expect(keyOf('William Hill')).toBe('williamhill');
  });

  it('lets a key win over a shared title: "unibet" is the AU book', () => {
    expect(keyOf('unibet')).toBe('unibet');
    expect(keyOf('Unibet (FR)')).toBe('unibet_fr');
  });

  it('resolves a title shared by several books to the first in catalogue order', () => {
    expect(keyOf('Betfair')).toBe('betfair_ex_uk');
    expect(keyOf('Ladbrokes')).toBe('ladbrokes_uk');
  });

  it('matches a longer name containing a book by substring', () => {
    expect(keyOf('FanDuel Sportsbook')).toBe('fanduel');
    expect(keyOf('Caesars Sportsbook')).toBe('williamhill_us');
    expect(keyOf('Betfair Exchange')).toBe('betfair_ex_uk');
    expect(keyOf('Hard Rock')).toBe('hardrockbet');
    expect(keyOf('bet365')).toBe('bet365_au');
  });

  it('prefers the longest substring match', () => {
    // Both "betr" (Betr) and "betrivers" fit inside; the longer one is meant.
    expect(keyOf('BetRivers Sportsbook')).toBe('betrivers');
    expect(keyOf('Betfair Sportsbook')).toBe('betfair_sb_uk');
  });

  it('matches a shortened name contained in a book name', () => {
    expect(keyOf('PointsBet')).toBe('pointsbetus');
    expect(keyOf('Circa')).toBe('circasports');
  });

  it.each(Object.entries(BOOK_ABBREVIATIONS))('reads the abbreviation %s as %s', (abbr, key) => {
    expect(findSportsbookByKey(key), key).not.toBeNull();
    expect(keyOf(abbr)).toBe(key);
    expect(keyOf(abbr.toUpperCase())).toBe(key);
  });

  it('reads the agreed abbreviations', () => {
    expect(keyOf('DK')).toBe('draftkings');
    expect(keyOf('FD')).toBe('fanduel');
    expect(keyOf('MGM')).toBe('betmgm');
    expect(keyOf('CZR')).toBe('williamhill_us');
    expect(keyOf('PB')).toBe('pointsbetus');
    expect(keyOf('BR')).toBe('betrivers');
    expect(keyOf('WH')).toBe('williamhill');
    expect(keyOf('PP')).toBe('paddypower');
    expect(keyOf('BF')).toBe('betfair_ex_uk');
  });

  it('does not substring-match fragments shorter than three characters', () => {
    expect(keyOf('be')).toBeNull();
    expect(keyOf('x')).toBeNull();
  });

  it('returns null for an unknown or empty name', () => {
    expect(keyOf('Totally Unknown Bookie')).toBeNull();
    expect(keyOf('')).toBeNull();
    expect(keyOf(' -- ')).toBeNull();
  });

  it('never throws and only ever returns a catalogue book', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const match = matchSportsbook(name);
        return match === null || SPORTSBOOKS.includes(match);
      }),
    );
  });
});
