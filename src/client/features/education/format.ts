import type { OddsQuote } from './types';

const MINUS = '\u2212';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** $1,024.39 / −$600.00 (typographic minus). */
export function money(value: number): string {
  const text = usd.format(Math.abs(value));
  return value < 0 ? `${MINUS}${text}` : text;
}

/** +$24.39 / −$600.00: a profit or loss with an explicit sign. */
export function signedMoney(value: number): string {
  return value > 0 ? `+${money(value)}` : money(value);
}

/** 2.44% (2 dp, typographic minus). */
export function pct(value: number, digits = 2): string {
  const text = `${Math.abs(value).toFixed(digits)}%`;
  return value < 0 ? `${MINUS}${text}` : text;
}

/** Decimal odds: 2 dp when exact, otherwise 4 dp (1.9524). */
export function decimalOdds(value: number): string {
  const two = value.toFixed(2);
  return Number(two) === value ? two : value.toFixed(4);
}

export function american(value: number): string {
  return value > 0 ? `+${value}` : `${MINUS}${Math.abs(value)}`;
}

/** The price as the bookmaker quotes it. */
export function quotedOdds(odds: OddsQuote): string {
  switch (odds.format) {
    case 'decimal':
      return decimalOdds(odds.value);
    case 'american':
      return american(odds.value);
    case 'fractional':
      return `${odds.numerator}/${odds.denominator}`;
  }
}

/** Tailwind text colour for a profit figure: green gain, red loss, neutral zero. */
export function profitTone(value: number): string {
  if (value > 0) return 'text-profit';
  if (value < 0) return 'text-loss';
  return 'text-fg';
}
