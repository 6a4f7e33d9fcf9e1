import { describe, expect, it } from 'vitest';
import type { PricedQuote } from '../quote-selection';
import { followPrice } from './follow-price';

const quote = (book: string, outcome: string, price: number, point?: number): PricedQuote => ({
  book,
  outcome,
  price,
  effectivePrice: price,
  lastUpdate: 0,
  ageMs: 0,
  possiblyStale: false,
  ...(point === undefined ? {} : { point }),
});

describe('followPrice', () => {
  it('takes the best price of the side', () => {
    const taken = followPrice(
      [quote('a', 'Home', 2), quote('b', 'home', 2.2), quote('c', 'Away', 3)],
      'Home',
    );
    expect(taken).toEqual({ book: 'b', price: 2.2, point: null });
  });

  it('keeps to the sharp book’s line, else the line most books quote', () => {
    const quotes = [
      quote('pinnacle', 'Home', 1.9, -3.5),
      quote('a', 'Home', 2.3, -4.5),
      quote('b', 'Home', 2.3, -4.5),
      quote('c', 'Home', 1.95, -3.5),
    ];
    expect(followPrice(quotes, 'Home')).toEqual({ book: 'c', price: 1.95, point: -3.5 });
    expect(followPrice(quotes.slice(1), 'Home')).toEqual({ book: 'a', price: 2.3, point: -4.5 });
    expect(followPrice(quotes, 'Away')).toBeNull();
  });
});
