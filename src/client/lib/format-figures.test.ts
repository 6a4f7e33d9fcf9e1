import { describe, expect, it } from 'vitest';
import {
  formatAmericanOdds,
  formatDecimalOdds,
  formatMoney,
  formatOdds,
  formatPercent,
  formatSignedMoney,
  formatSignedPercent,
  parseAmount,
} from './format-figures';

describe('format-figures', () => {
  it('shows money with two decimals and a typographic minus', () => {
    expect(formatMoney(1024.386)).toBe('$1,024.39');
    expect(formatMoney(-600)).toBe('\u2212$600.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatSignedMoney(24.39)).toBe('+$24.39');
    expect(formatSignedMoney(0)).toBe('$0.00');
  });

  it('shows percentages with two decimals', () => {
    expect(formatPercent(2.4449)).toBe('2.44%');
    expect(formatPercent(-1.1)).toBe('\u22121.10%');
    expect(formatSignedPercent(12.3)).toBe('+12.30%');
    expect(formatSignedPercent(-0.001)).toBe('0.00%');
  });

  it('shows odds in decimal and American', () => {
    expect(formatDecimalOdds(2.1)).toBe('2.10');
    expect(formatDecimalOdds(1.95238)).toBe('1.9524');
    expect(formatAmericanOdds(2.5)).toBe('+150');
    expect(formatAmericanOdds(1.5)).toBe('\u2212200');
    expect(formatAmericanOdds(1)).toBe('—');
  });

  it("shows a price in the member's chosen odds display", () => {
    expect(formatOdds(2.5, 'decimal')).toBe('2.50');
    expect(formatOdds(2.5, 'american')).toBe('+150');
    expect(formatOdds(1.5, 'american')).toBe('\u2212200');
  });

  it('reads a typed amount, non-numeric text as 0', () => {
    expect(parseAmount('1,250.50')).toBe(1250.5);
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('-5')).toBe(0);
    expect(parseAmount('')).toBe(0);
  });
});
