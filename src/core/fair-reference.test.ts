import { describe, expect, it } from 'vitest';
import { fairPrices, isExchange, sameVenue } from './fair-reference';
import type { OutcomeSet, Quote } from './market';
import { priceQuotes } from './quote-selection';

const now = 1_700_000_000_000;
const set: OutcomeSet = {
  kind: 'h2h',
  slots: [{ outcome: 'Home' }, { outcome: 'Away' }],
  pushPossible: false,
};

function book(name: string, home: number, away: number, commission?: number): Quote[] {
  const extra = commission === undefined ? {} : { commission };
  return [
    { book: name, outcome: 'Home', price: home, lastUpdate: now, ...extra },
    { book: name, outcome: 'Away', price: away, lastUpdate: now, ...extra },
  ];
}

function reference(quotes: Quote[]) {
  return fairPrices(set, priceQuotes(quotes, { now, maxAgeMs: 60_000 }), 'multiplicative');
}

describe('isExchange', () => {
  it('knows Betfair exchange regions and Matchbook, not the Betfair sportsbook', () => {
    expect(isExchange('betfair_ex_uk')).toBe(true);
    expect(isExchange('betfair_ex_au')).toBe(true);
    expect(isExchange('matchbook')).toBe(true);
    expect(isExchange('novig')).toBe(true);
    expect(isExchange('prophetx')).toBe(true);
    expect(isExchange('betfair_sb_uk')).toBe(false);
    expect(isExchange('pinnacle')).toBe(false);
  });
});

describe('sameVenue', () => {
  it('treats Betfair regions as one exchange and other books as themselves', () => {
    expect(sameVenue('betfair_ex_uk', 'betfair_ex_eu')).toBe(true);
    expect(sameVenue('matchbook', 'matchbook')).toBe(true);
    expect(sameVenue('betfair_ex_uk', 'matchbook')).toBe(false);
    expect(sameVenue('betfair_sb_uk', 'betfair_ex_uk')).toBe(false);
  });
});

describe('fairPrices', () => {
  it('prefers Pinnacle over exchanges and the consensus', () => {
    const fair = reference([
      ...book('a', 2, 2),
      ...book('matchbook', 2, 2),
      ...book('pinnacle', 1.8, 2.1),
    ]);
    expect(fair?.reference.kind).toBe('pinnacle');
    // 1/1.8 = 0.555556, 1/2.1 = 0.476190; Σ = 1.031746 → 0.538462
    expect(fair?.probabilities[0]).toBeCloseTo(0.538462, 6);
  });

  it('prefers Betfair over Matchbook', () => {
    const fair = reference([...book('matchbook', 2, 2), ...book('betfair_ex_eu', 1.9, 2.1, 0.05)]);
    expect(fair?.reference.books).toEqual(['betfair_ex_eu']);
  });

  it('ignores a reference that prices only part of the set', () => {
    const fair = reference([
      { book: 'pinnacle', outcome: 'Home', price: 1.9, lastUpdate: now },
      ...book('a', 1.9, 1.9),
      ...book('b', 1.9, 1.9),
    ]);
    expect(fair?.reference).toMatchObject({ kind: 'consensus', books: ['a', 'b'] });
  });
});
