import { describe, expect, it } from 'vitest';
import { parseMoneyText } from './money-text';

describe('parseMoneyText', () => {
  it('reads dollar amounts as members type them', () => {
    expect(parseMoneyText('1000.00')).toBe(1000);
    expect(parseMoneyText(' 2500 ')).toBe(2500);
    expect(parseMoneyText('$1,250.5')).toBe(1250.5);
    expect(parseMoneyText('12,345,678.90')).toBe(12_345_678.9);
    expect(parseMoneyText('0')).toBe(0);
    expect(parseMoneyText('.5')).toBe(0.5);
    expect(parseMoneyText('10.')).toBe(10);
  });

  it('refuses what is not an amount of 0 or more in cents', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1,25', '1e3', '$', '10 000', 'Infinity']) {
      expect(parseMoneyText(text)).toBeNull();
    }
  });
});
