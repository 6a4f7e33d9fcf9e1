import { describe, expect, it } from 'vitest';
import { oddsText, parseMoneyText, parseOddsText } from './odds-input';

describe('parseOddsText', () => {
  it('turns American odds into decimal, with or without the plus', () => {
    expect(parseOddsText('+150', 'american')).toEqual({ ok: true, value: 2.5 });
    expect(parseOddsText('150', 'american')).toEqual({ ok: true, value: 2.5 });
    expect(parseOddsText('-200', 'american')).toEqual({ ok: true, value: 1.5 });
    expect(parseOddsText('\u2212110', 'american')).toMatchObject({ ok: true });
    const minus110 = parseOddsText('-110', 'american');
    expect(minus110.ok && minus110.value).toBeCloseTo(1.909091, 6);
  });

  it('refuses American prices between −100 and +100, and anything not a price', () => {
    for (const text of ['+50', '-99', '1.91', 'evens', '']) {
      expect(parseOddsText(text, 'american').ok).toBe(false);
    }
  });

  it('takes decimal odds above 1 only', () => {
    expect(parseOddsText(' 1.91 ', 'decimal')).toEqual({ ok: true, value: 1.91 });
    for (const text of ['1', '0.5', '-110', '2,5', '']) {
      expect(parseOddsText(text, 'decimal').ok).toBe(false);
    }
  });
});

describe('oddsText', () => {
  it('shows a stored price in the chosen format', () => {
    expect(oddsText(2.5, 'american')).toBe('+150');
    expect(oddsText(1.5, 'american')).toBe('-200');
    expect(oddsText(1.9090909, 'decimal')).toBe('1.9091');
    expect(oddsText(2, 'decimal')).toBe('2.00');
  });
});

describe('parseMoneyText', () => {
  it('reads amounts with a dollar sign or thousands separators', () => {
    expect(parseMoneyText('$1,250.50')).toBe(1250.5);
    expect(parseMoneyText('40')).toBe(40);
    expect(parseMoneyText('-5')).toBe(-5);
  });

  it('gives null for what is not a number', () => {
    expect(parseMoneyText('')).toBeNull();
    expect(parseMoneyText('ten')).toBeNull();
  });
});
