import { americanToDecimal, parseAmerican, parseFractional } from '../../odds-format';
import { offsetFinder } from '../local-day';
import type { BetMarket, BetStatus } from '../bet-settlement';

/** A cell that cannot be read; the row reader names the line and the column. */
export class CellError extends Error {}

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection"). Arbiter's export prefixes
 * such text with an apostrophe, and an import stores it the same way, so a cell like
 * `=HYPERLINK(…)` never reaches a spreadsheet, or another tool reading the API, as a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const CURRENCY = /(?:US\$|A\$|C\$|[$€£¥₹]|\b(?:USD|EUR|GBP|AUD|CAD)\b)/gi;

/**
 * A money amount as trackers write it: "$1,234.56", "1.234,56 €", "£25", "1 234,5".
 * With both separators the last one is the decimal point; a lone comma followed by exactly three
 * digits groups thousands ("1,234"), any other lone comma is a decimal comma ("12,5").
 */
export function readAmount(raw: string): number {
  const text = raw.replace(CURRENCY, '').replace(/[\s\u00a0\u202f']/g, '');
  const negative = /^\(.*\)$/.test(text) || /^[-\u2212]/.test(text);
  const digits = text.replace(/^[(\-\u2212+]+|\)$/g, '');
  if (!/^[\d.,]+$/.test(digits) || !/\d/.test(digits)) {
    throw new CellError(`"${raw}" is not an amount`);
  }
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    normal = digits.split(group).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    normal = /^\d{1,3}(,\d{3})+$/.test(digits)
      ? digits.replaceAll(',', '')
      : digits.replace(',', '.');
  } else {
    normal = /^\d{1,3}(\.\d{3}){2,}$/.test(digits) ? digits.replaceAll('.', '') : digits;
  }
  if (!/^\d*\.?\d*$/.test(normal)) throw new CellError(`"${raw}" is not an amount`);
  const value = Number(normal);
  if (!Number.isFinite(value)) throw new CellError(`"${raw}" is not an amount`);
  return negative ? -value : value;
}

export type OddsStyle = 'decimal' | 'american' | 'fractional';

/** How a price cell is written, when the cell says so by itself. */
export function oddsStyleOf(raw: string): OddsStyle | null {
  const text = raw.trim();
  if (/^\d+\s*\/\s*\d+$/.test(text)) return 'fractional';
  if (/^[+\-\u2212]\d{3,}$/.test(text)) return 'american';
  return null;
}

/** A price in the style given, as decimal odds. */
export function readOdds(raw: string, style: OddsStyle): number {
  const text = raw.trim();
  if (style === 'fractional') {
    const decimal = parseFractional(text);
    if (decimal === null) throw new CellError(`"${raw}" is not a fractional price such as 5/2`);
    return decimal;
  }
  if (style === 'american') {
    const american = parseAmerican(text);
    if (american === null) {
      throw new CellError(`"${raw}" is not an American price (+150, -110; at least 100 in size)`);
    }
    return americanToDecimal(american);
  }
  let decimal: number;
  try {
    decimal = readAmount(text);
  } catch {
    throw new CellError(`"${raw}" is not a decimal price`);
  }
  if (!(decimal > 1)) throw new CellError(`"${raw}" is not a decimal price above 1.0`);
  return decimal;
}

const STATUSES: Record<string, BetStatus> = {
  '': 'open',
  open: 'open',
  pending: 'open',
  unsettled: 'open',
  running: 'open',
  won: 'won',
  win: 'won',
  w: 'won',
  lost: 'lost',
  loss: 'lost',
  lose: 'lost',
  l: 'lost',
  push: 'push',
  p: 'push',
  draw: 'push',
  void: 'void',
  cancelled: 'void',
  canceled: 'void',
  refund: 'void',
  refunded: 'void',
  'half-won': 'half-won',
  'half won': 'half-won',
  'half win': 'half-won',
  halfwon: 'half-won',
  'half-lost': 'half-lost',
  'half lost': 'half-lost',
  'half loss': 'half-lost',
  halflost: 'half-lost',
};

export function readStatus(raw: string): BetStatus {
  const status = STATUSES[raw.trim().toLowerCase().replace(/_/g, '-')];
  if (status === undefined) {
    throw new CellError(
      `"${raw}" is not a bet status (open, won, lost, push, void, half-won, half-lost)`,
    );
  }
  return status;
}

const MARKETS: Record<string, BetMarket> = {
  h2h: 'h2h',
  moneyline: 'h2h',
  'money line': 'h2h',
  ml: 'h2h',
  '1x2': 'h2h',
  'match winner': 'h2h',
  winner: 'h2h',
  'match result': 'h2h',
  spreads: 'spreads',
  spread: 'spreads',
  'point spread': 'spreads',
  handicap: 'spreads',
  'asian handicap': 'spreads',
  ats: 'spreads',
  'run line': 'spreads',
  'puck line': 'spreads',
  totals: 'totals',
  total: 'totals',
  'over/under': 'totals',
  'o/u': 'totals',
  'over under': 'totals',
};

export function readMarket(raw: string): BetMarket {
  const market = MARKETS[raw.trim().toLowerCase()];
  if (market === undefined) {
    throw new CellError(`"${raw}" is not a market Arbiter keeps (moneyline, spread, total)`);
  }
  return market;
}

export type DayOrder = 'mdy' | 'dmy';

const ISO_ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const ISO_LOCAL = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const NUMERIC =
  /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)?$/i;

/** The first two numbers of a d/m/y or m/d/y date, for deciding the file's order. */
export function dayMonthParts(raw: string): [number, number] | null {
  const match = NUMERIC.exec(raw.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * An instant as trackers write it: ISO 8601 with a zone; "2026-03-04 19:30" or "03/04/2026 7:30 PM"
 * in the member's time zone; a date alone is midnight there. Slash dates need the day order.
 */
export function readTime(raw: string, order: DayOrder | null, timeZone: string): string {
  const text = raw.trim();
  if (ISO_ZONED.test(text)) {
    const time = Date.parse(text);
    if (Number.isNaN(time)) throw new CellError(`"${raw}" is not a date`);
    return new Date(time).toISOString();
  }
  const iso = ISO_LOCAL.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s] = iso;
    return zoned(raw, timeZone, +y!, +mo!, +d!, +(h ?? 0), +(mi ?? 0), +(s ?? 0));
  }
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    const [, a, b, y, h, mi, s, meridiem] = numeric;
    // Dotted dates (04.03.2026) are written day first wherever they are used.
    const dotted = /^\d{1,2}\./.test(text);
    const known = order ?? (+a! > 12 || dotted ? 'dmy' : +b! > 12 ? 'mdy' : null);
    if (known === null) {
      throw new CellError(
        `"${raw}" can be read as day/month or month/day; choose the date order of the file`,
      );
    }
    const [month, day] = known === 'mdy' ? [+a!, +b!] : [+b!, +a!];
    const year = y!.length === 2 ? 2000 + Number(y) : Number(y);
    let hour = +(h ?? 0);
    if (meridiem) {
      if (hour < 1 || hour > 12) throw new CellError(`"${raw}" is not a time of day`);
      hour = (hour % 12) + (/^p/i.test(meridiem) ? 12 : 0);
    }
    return zoned(raw, timeZone, year, month, day, hour, +(mi ?? 0), +(s ?? 0));
  }
  throw new CellError(`"${raw}" is not a date (use 2026-03-04 19:30 or ISO 8601)`);
}

function zoned(
  raw: string,
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): string {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw new CellError(`"${raw}" is not a calendar date and time`);
  }
  if (timeZone === 'UTC') return check.toISOString();
  const offsetAt = offsetFinder(timeZone);
  // The offset at the wall time read as UTC is right except within hours of a clock change;
  // a second look at the corrected instant settles it.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first)).toISOString();
}
