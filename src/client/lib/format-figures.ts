import type { UserSettings } from '../../contracts/settings';
import { formatAmerican, isValidDecimal } from '../../core/odds-format';

const MINUS = '\u2212';

export type OddsFormat = UserSettings['oddsFormat'];

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** $1,024.39 / −$600.00: money always with two decimals and a typographic minus. */
export function formatMoney(value: number): string {
  const text = usd.format(Math.abs(value));
  return value < 0 && text !== '$0.00' ? `${MINUS}${text}` : text;
}

/** +$24.39 / −$6.00: a profit or loss with an explicit sign. */
export function formatSignedMoney(value: number): string {
  return value > 0 && formatMoney(value) !== '$0.00'
    ? `+${formatMoney(value)}`
    : formatMoney(value);
}

/** 2.44% from a value already in percent. */
export function formatPercent(value: number, digits = 2): string {
  const text = `${Math.abs(value).toFixed(digits)}%`;
  return value < 0 && Number(text.slice(0, -1)) !== 0 ? `${MINUS}${text}` : text;
}

/** +2.44% / −1.10%: a change or a return with an explicit sign. */
export function formatSignedPercent(value: number, digits = 2): string {
  const text = formatPercent(value, digits);
  return value > 0 && Number(text.slice(0, -1)) !== 0 ? `+${text}` : text;
}

/** Decimal odds as quoted: two places, more only when the price has them (1.9524). */
export function formatDecimalOdds(price: number): string {
  const two = price.toFixed(2);
  return Number(two) === price ? two : String(Number(price.toFixed(4)));
}

/** "+150" / "−200"; an impossible price (at or below 1) reads as a dash rather than throwing. */
export function formatAmericanOdds(price: number): string {
  if (!isValidDecimal(price)) return '—';
  return formatAmerican(price).replace('-', MINUS);
}

/** Tailwind text colour for a result: green gain, red loss, neutral zero. */
export function profitTone(value: number): string {
  if (value > 0) return 'text-profit';
  if (value < 0) return 'text-loss';
  return 'text-fg';
}

/** A stake typed by a member: anything that is not a finite amount of at least 0 becomes 0. */
export function parseAmount(text: string): number {
  const value = Number(text.trim().replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** A price in the member's chosen display: "2.50" or "+150". */
export function formatOdds(price: number, format: OddsFormat): string {
  return format === 'american' ? formatAmericanOdds(price) : formatDecimalOdds(price);
}
