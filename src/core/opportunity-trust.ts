/**
 * How far a member can trust an opportunity's prices right now. Shared by server (which serves
 * the level) and client (which words it); pure: the clock and the market come in as arguments.
 *
 * - `suspect`: something about the prices themselves is wrong-looking — a leg far above what the
 *   rest of the market pays for the same outcome (a likely pricing error that books void), every
 *   leg at one book, or too few books quoting the market to tell a real edge from an error.
 * - `confirmed`: re-checked at the source within the confirmation window and still there.
 * - `stale`: some leg's quote is older than the freshness window.
 * - `fresh`: none of the above.
 * Suspect wins over everything (a re-check confirms a price, not that the book will honour it);
 * a recent re-check wins over age (the source was just asked and answered with these prices).
 */

export type TrustLevel = 'confirmed' | 'fresh' | 'stale' | 'suspect';

export type TrustReasonCode =
  'rechecked' | 'stale_leg' | 'price_outlier' | 'one_book' | 'few_books';

export interface TrustReason {
  readonly code: TrustReasonCode;
  readonly message: string;
}

export interface TrustPolicy {
  /** A leg quoted longer ago than this makes the opportunity stale. */
  readonly freshWithinMs: number;
  /** A re-check at the source confirms the opportunity for this long. */
  readonly confirmedForMs: number;
  /**
   * A leg is an outlier when its implied probability is below the market's median for the same
   * outcome by more than this share (0.2: the leg pays 25 % more than the median book).
   */
  readonly outlierShare: number;
  /** Fewer distinct books than this quoting the market makes every price in it doubtful. */
  readonly minBooks: number;
}

export const DEFAULT_TRUST_POLICY: TrustPolicy = {
  freshWithinMs: 120_000,
  confirmedForMs: 60_000,
  outlierShare: 0.2,
  minBooks: 3,
};

export interface TrustLeg {
  readonly book: string;
  readonly bookTitle?: string;
  /** The price as quoted (before commission): what other books' prices compare with. */
  readonly price: number;
  readonly ageMs: number;
  /**
   * The median price other books quote for the same outcome and line; null when fewer than two
   * other books quote it (no market to compare with).
   */
  readonly marketMedianPrice: number | null;
}

export interface TrustInput {
  readonly legs: readonly TrustLeg[];
  /** Distinct books quoting this market of this event. */
  readonly booksQuoting: number;
  /** When the source last confirmed these prices on a re-check; null if never. */
  readonly confirmedAt: number | null;
  readonly now: number;
}

export interface TrustAssessment {
  readonly level: TrustLevel;
  readonly reasons: readonly TrustReason[];
}

const seconds = (ms: number) => Math.round(ms / 1000);

export function isOutlier(price: number, marketMedianPrice: number | null, share: number): boolean {
  if (marketMedianPrice === null || !(price > 1) || !(marketMedianPrice > 1)) return false;
  return 1 / price < (1 / marketMedianPrice) * (1 - share);
}

function suspectReasons(input: TrustInput, policy: TrustPolicy): TrustReason[] {
  const reasons: TrustReason[] = [];
  for (const leg of input.legs) {
    if (!isOutlier(leg.price, leg.marketMedianPrice, policy.outlierShare)) continue;
    reasons.push({
      code: 'price_outlier',
      message:
        `${leg.bookTitle ?? leg.book} pays ${leg.price.toFixed(2)} where the other books' ` +
        `median is ${leg.marketMedianPrice!.toFixed(2)}: a likely pricing error, which books void.`,
    });
  }
  const books = new Set(input.legs.map((leg) => leg.book));
  if (input.legs.length > 1 && books.size === 1) {
    reasons.push({
      code: 'one_book',
      message:
        'Every bet is at one book: a book does not knowingly offer an arbitrage against itself; expect a void.',
    });
  }
  if (input.booksQuoting < policy.minBooks) {
    reasons.push({
      code: 'few_books',
      message: `Only ${input.booksQuoting} book${input.booksQuoting === 1 ? '' : 's'} quote this market (fewer than ${policy.minBooks}): too thin to tell a real edge from an error.`,
    });
  }
  return reasons;
}

export function assessTrust(
  input: TrustInput,
  policy: TrustPolicy = DEFAULT_TRUST_POLICY,
): TrustAssessment {
  const suspect = suspectReasons(input, policy);
  if (suspect.length > 0) return { level: 'suspect', reasons: suspect };
  if (input.confirmedAt !== null && input.now - input.confirmedAt <= policy.confirmedForMs) {
    const ago = Math.max(0, seconds(input.now - input.confirmedAt));
    return {
      level: 'confirmed',
      reasons: [
        {
          code: 'rechecked',
          message: `Re-checked at the source ${ago} s ago: every price was still there.`,
        },
      ],
    };
  }
  const oldest = input.legs.reduce((max, leg) => Math.max(max, leg.ageMs), 0);
  if (oldest > policy.freshWithinMs) {
    const old = input.legs.filter((leg) => leg.ageMs > policy.freshWithinMs);
    return {
      level: 'stale',
      reasons: old.map((leg) => ({
        code: 'stale_leg' as const,
        message: `${leg.bookTitle ?? leg.book}'s price was quoted ${seconds(leg.ageMs)} s ago (over ${seconds(policy.freshWithinMs)} s): it may have moved. Re-check before betting.`,
      })),
    };
  }
  return { level: 'fresh', reasons: [] };
}

/** Only these levels may be called guaranteed and shown in profit green. */
export function isBettableTrust(level: TrustLevel): boolean {
  return level === 'confirmed' || level === 'fresh';
}

/** The median of the prices other books quote for one outcome; null below two of them. */
export function marketMedian(prices: readonly number[]): number | null {
  if (prices.length < 2) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
