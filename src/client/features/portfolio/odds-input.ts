import { americanToDecimal, formatAmerican, parseAmerican } from '../../../core/odds-format';
import { formatDecimalOdds } from '../../lib/format-figures';
import type { OddsFormat } from '../../lib/format-figures';

export const ODDS_FORMATS: readonly { value: OddsFormat; label: string }[] = [
  { value: 'decimal', label: 'Decimal' },
  { value: 'american', label: 'American' },
];

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

/**
 * Odds as typed, in the format the member chose, to decimal odds (the only form stored). American
 * text follows the spec: a leading plus is optional, and −100 < x < +100 is no price.
 */
export function parseOddsText(text: string, format: OddsFormat): Parsed<number> {
  const trimmed = text.trim();
  if (format === 'american') {
    const american = parseAmerican(trimmed);
    return american === null
      ? { ok: false, error: 'Enter American odds such as -110 or +150 (at least 100 either way).' }
      : { ok: true, value: americanToDecimal(american) };
  }
  const decimal = DECIMAL_TEXT.test(trimmed) ? Number(trimmed) : NaN;
  return decimal > 1
    ? { ok: true, value: decimal }
    : { ok: false, error: 'Enter decimal odds above 1.00, such as 1.91.' };
}

/** The text an odds field starts from for a stored price, in the chosen format. */
export function oddsText(decimal: number, format: OddsFormat): string {
  return format === 'american' ? formatAmerican(decimal) : formatDecimalOdds(decimal);
}

/**
 * A money amount as typed ("1,250.50", "$40"); null when it is not a number at all. Whether it is
 * in range is the contract's call.
 */
export function parseMoneyText(text: string): number | null {
  const cleaned = text.trim().replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}
