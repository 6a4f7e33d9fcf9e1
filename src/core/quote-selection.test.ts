import { describe, expect, it } from 'vitest';
import type { Quote } from './market';
import {
  bestQuoteForSlot,
  effectivePrice,
  hasStarted,
  priceQuote,
  priceQuotes,
} from './quote-selection';

const now = 1_700_000_000_000;
const policy = { now, maxAgeMs: 60_000, staleGraceMs: 30_000 };

function quote(book: string, price: number, extra: Partial<Quote> = {}): Quote {
  return { book, outcome: 'Home', price, lastUpdate: now, ...extra };
}

describe('effectivePrice', () => {
  it('takes commission off the winnings only', () => {
    // 1 + (3.0 − 1) × (1 − 0.02) = 1 + 2 × 0.98 = 2.96
    expect(effectivePrice(3.0, 0.02)).toBeCloseTo(2.96, 12);
    expect(effectivePrice(3.0)).toBe(3.0);
  });
});

describe('priceQuote', () => {
  it('keeps a quote up to maxAgeMs old as fresh', () => {
    const priced = priceQuote(quote('a', 2, { lastUpdate: now - 60_000 }), policy);
    expect(priced).toMatchObject({ ageMs: 60_000, possiblyStale: false });
  });

  it('flags a quote inside the grace window as possibly stale', () => {
    const priced = priceQuote(quote('a', 2, { lastUpdate: now - 90_000 }), policy);
    expect(priced).toMatchObject({ ageMs: 90_000, possiblyStale: true });
  });

  it('drops a quote older than maxAgeMs plus the grace window', () => {
    expect(priceQuote(quote('a', 2, { lastUpdate: now - 90_001 }), policy)).toBeNull();
    expect(
      priceQuote(quote('a', 2, { lastUpdate: now - 60_001 }), { now, maxAgeMs: 60_000 }),
    ).toBeNull();
  });

  it('reads a quote stamped in the future as zero age', () => {
    expect(priceQuote(quote('a', 2, { lastUpdate: now + 5_000 }), policy)?.ageMs).toBe(0);
  });

  it('drops impossible prices and commissions', () => {
    expect(priceQuote(quote('a', 1), policy)).toBeNull();
    expect(priceQuote(quote('a', Number.NaN), policy)).toBeNull();
    expect(priceQuote(quote('a', 2, { commission: 1 }), policy)).toBeNull();
    expect(priceQuote(quote('a', 2, { commission: -0.1 }), policy)).toBeNull();
  });
});

describe('bestQuoteForSlot', () => {
  const slot = { outcome: 'Home' };

  it('picks the highest price after commission', () => {
    // Exchange 2.10 at 5 %: 1 + 1.10 × 0.95 = 2.045, below the book's 2.06.
    const quotes = priceQuotes(
      [quote('betfair_ex_uk', 2.1, { commission: 0.05 }), quote('b', 2.06)],
      policy,
    );
    expect(bestQuoteForSlot(quotes, slot)?.book).toBe('b');
  });

  it('breaks a price tie by freshness, then by book name', () => {
    const quotes = priceQuotes(
      [
        quote('c', 2, { lastUpdate: now - 1_000 }),
        quote('b', 2),
        quote('a', 2, { lastUpdate: now - 1_000 }),
      ],
      policy,
    );
    expect(bestQuoteForSlot(quotes, slot)?.book).toBe('b');
    expect(bestQuoteForSlot(quotes, slot, ['b'])?.book).toBe('a');
  });

  it('finds nothing when no quote fills the slot', () => {
    expect(
      bestQuoteForSlot(priceQuotes([quote('a', 2)], policy), { outcome: 'Away' }),
    ).toBeUndefined();
  });
});

describe('hasStarted', () => {
  it('counts an event as started from its commence time on', () => {
    const event = { id: 'e', sport: 's', homeTeam: 'h', awayTeam: 'a', commenceTime: now };
    expect(hasStarted(event, now - 1)).toBe(false);
    expect(hasStarted(event, now)).toBe(true);
  });
});
