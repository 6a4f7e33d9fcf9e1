import { describe, expect, it } from 'vitest';
import { findSportsbookByKey, REGIONS, SPORTSBOOKS } from './sportsbooks';

describe('SPORTSBOOKS', () => {
  it('covers around eighty books across every region', () => {
    expect(SPORTSBOOKS.length).toBeGreaterThanOrEqual(80);
    for (const region of REGIONS) {
      expect(SPORTSBOOKS.some((book) => book.region === region)).toBe(true);
    }
  });

  it('gives every book a unique lowercase Odds API style key', () => {
    const keys = SPORTSBOOKS.map((book) => book.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });

  it('gives every book a title and a valid https home page', () => {
    for (const book of SPORTSBOOKS) {
      expect(book.title.trim()).not.toBe('');
      const url = new URL(book.homeUrl);
      expect(url.protocol, book.key).toBe('https:');
      expect(url.search, book.key).toBe('');
    }
  });

  it('keeps sport paths absolute, so they resolve on the home page host', () => {
    for (const book of SPORTSBOOKS) {
      for (const path of Object.values(book.sportPaths ?? {})) {
        expect(path, book.key).toMatch(/^\/\S*$/);
        expect(new URL(path, book.homeUrl).host).toBe(new URL(book.homeUrl).host);
      }
    }
  });

  it('charges commission on exchanges only', () => {
    for (const book of SPORTSBOOKS) {
      if (book.exchange) {
        expect(book.commission, book.key).toBeGreaterThan(0);
        expect(book.commission, book.key).toBeLessThan(0.2);
      } else {
        expect(book.commission, book.key).toBe(0);
      }
    }
  });

  it('uses the standard Betfair rate and the 2 % Matchbook and Smarkets rates', () => {
    for (const key of ['betfair_ex_uk', 'betfair_ex_eu', 'betfair_ex_au']) {
      expect(findSportsbookByKey(key)?.commission).toBe(0.05);
    }
    expect(findSportsbookByKey('matchbook')?.commission).toBe(0.02);
    expect(findSportsbookByKey('smarkets')?.commission).toBe(0.02);
    expect(findSportsbookByKey('betfair_sb_uk')).toMatchObject({ exchange: false, commission: 0 });
  });

  it('marks exactly the low-margin books as sharp', () => {
    const sharp = SPORTSBOOKS.filter((book) => book.sharp).map((book) => book.key);
    expect(sharp.sort()).toEqual(
      [
        'pinnacle',
        'betfair_ex_uk',
        'betfair_ex_eu',
        'betfair_ex_au',
        'matchbook',
        'smarkets',
        'circasports',
        'lowvig',
        'betonlineag',
      ].sort(),
    );
  });

  it('never lists a book as also in its own region', () => {
    for (const book of SPORTSBOOKS) expect(book.alsoListedIn ?? []).not.toContain(book.region);
  });
});

describe('findSportsbookByKey', () => {
  it('finds a book by its exact key', () => {
    expect(findSportsbookByKey('williamhill_us')?.title).toBe('Caesars');
  });

  it('returns null for an unknown or differently cased key', () => {
    expect(findSportsbookByKey('nosuchbook')).toBeNull();
    expect(findSportsbookByKey('DraftKings')).toBeNull();
  });
});
