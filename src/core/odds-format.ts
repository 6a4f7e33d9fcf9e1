/**
 * Odds conversions. Decimal odds are the canonical form everywhere in core; American and
 * fractional are display and input formats only.
 *
 * Numeric conversions throw a RangeError on odds that cannot exist (a decimal price at or below 1,
 * an American price between -100 and +100): such a value is a programming error upstream.
 * Text parsers return null instead, because bad text is an ordinary user mistake.
 */

export function isValidDecimal(decimal: number): boolean {
  return Number.isFinite(decimal) && decimal > 1;
}

function assertDecimal(decimal: number): void {
  if (!isValidDecimal(decimal)) {
    throw new RangeError(`decimal odds must be a finite number above 1, got ${decimal}`);
  }
}

export function impliedProbability(decimal: number): number {
  assertDecimal(decimal);
  return 1 / decimal;
}

export function probabilityToDecimal(probability: number): number {
  if (!(probability > 0 && probability < 1)) {
    throw new RangeError(`probability must be in (0, 1), got ${probability}`);
  }
  return 1 / probability;
}

/** American odds as a signed integer: +150 or -200. Even money (2.0) is +100. */
export function decimalToAmerican(decimal: number): number {
  assertDecimal(decimal);
  return decimal >= 2 ? Math.round((decimal - 1) * 100) : -Math.round(100 / (decimal - 1));
}

export function formatAmerican(decimal: number): string {
  const american = decimalToAmerican(decimal);
  return american > 0 ? `+${american}` : String(american);
}

export function americanToDecimal(american: number): number {
  if (!Number.isFinite(american) || Math.abs(american) < 100) {
    throw new RangeError(`American odds must be at least 100 in size, got ${american}`);
  }
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

// A pasted price may carry a typographic minus (U+2212) instead of the ASCII hyphen.
const AMERICAN_TEXT = /^([+\-\u2212]?)(\d+)$/;

/**
 * "+150", "150", "-200" → the integer; anything else → null. Values between -100 and +100 are not
 * American prices (they would mean a payout below the stake) and are refused too.
 */
export function parseAmerican(text: string): number | null {
  const match = AMERICAN_TEXT.exec(text.trim());
  if (!match) return null;
  const size = Number.parseInt(match[2] ?? '', 10);
  if (!Number.isSafeInteger(size) || size < 100) return null;
  return match[1] === '-' || match[1] === '\u2212' ? -size : size;
}

/**
 * Decimal prices are quoted to two places, so a fraction within half a hundredth of the price is
 * the same price; the first continued-fraction convergent inside that band is the simplest such
 * fraction and matches the traditional ladder (1.91 → 10/11, 1.62 → 5/8, 1.08 → 1/12).
 */
const FRACTION_TOLERANCE = 0.005 + 1e-9;
const MAX_CONTINUED_FRACTION_TERMS = 64;

export function decimalToFractional(decimal: number, maxDenominator = 100): string {
  assertDecimal(decimal);
  // 1.01 − 1 is 0.010000000000000009 in binary, whose expansion starts 1/99; nine places undo that.
  const profit = Math.round((decimal - 1) * 1e9) / 1e9;
  const [numerator, denominator] = simplestFraction(profit, maxDenominator);
  // Fractional odds have no zero numerator; a price this short is shown as 1/n.
  if (numerator === 0) return `1/${Math.round(1 / (decimal - 1))}`;
  return `${numerator}/${denominator}`;
}

function simplestFraction(value: number, maxDenominator: number): [number, number] {
  let [previousNumerator, previousDenominator] = [0, 1];
  let [numerator, denominator] = [1, 0];
  let best: [number, number] = [Math.round(value), 1];
  let rest = value;
  for (let term = 0; term < MAX_CONTINUED_FRACTION_TERMS; term++) {
    const whole = Math.floor(rest);
    const nextNumerator = whole * numerator + previousNumerator;
    const nextDenominator = whole * denominator + previousDenominator;
    if (nextDenominator > maxDenominator) break;
    [previousNumerator, previousDenominator] = [numerator, denominator];
    [numerator, denominator] = [nextNumerator, nextDenominator];
    best = [numerator, denominator];
    if (Math.abs(numerator / denominator - value) <= FRACTION_TOLERANCE) break;
    const fractionalPart = rest - whole;
    if (fractionalPart < 1e-12) break;
    rest = 1 / fractionalPart;
  }
  return best;
}

const FRACTIONAL_TEXT = /^\s*(\d+)\s*\/\s*(\d+)\s*$/;

/** "5/2" → 3.5; null for anything but a/b with positive integers. */
export function parseFractional(text: string): number | null {
  const match = FRACTIONAL_TEXT.exec(text);
  if (!match) return null;
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  if (numerator <= 0 || denominator <= 0) return null;
  return 1 + numerator / denominator;
}
