import { isValidDecimal } from '../odds-format';

/**
 * Closing-line value: how much better the bet's price was than the fair closing price (the
 * devigged sharp reference just before the start), as a fraction. Bet 2.10 against a fair close of
 * 2.00 is +0.05. Beating the close is the best early sign of an edge, long before results are.
 * Null when either price is unknown or not a real decimal price, since a CLV against a made-up
 * close would mislead.
 */
export function closingLineValue(
  betOdds: number,
  fairClosingOdds: number | null | undefined,
): number | null {
  if (fairClosingOdds === null || fairClosingOdds === undefined) return null;
  if (!isValidDecimal(betOdds) || !isValidDecimal(fairClosingOdds)) return null;
  return betOdds / fairClosingOdds - 1;
}

/** A bet's CLV under each devig method of its fair close: fair probability × bet price − 1. */
export function clvByMethod<M extends string>(
  betOdds: number,
  fairCloseByMethod: Readonly<Record<M, number>> | null | undefined,
): Record<M, number> | null {
  if (!fairCloseByMethod || !isValidDecimal(betOdds)) return null;
  const result = {} as Record<M, number>;
  for (const method of Object.keys(fairCloseByMethod) as M[]) {
    const probability = fairCloseByMethod[method];
    if (!(probability > 0 && probability < 1)) return null;
    result[method] = probability * betOdds - 1;
  }
  return result;
}

/**
 * Edge decay: the expected value the bet was detected with minus its expected value at the close
 * (its CLV). Positive when the edge shrank before the start, as a real edge does when the market
 * finds it; null without either figure.
 */
export function edgeDecay(evAtDetection: number | null, clv: number | null): number | null {
  if (evAtDetection === null || clv === null) return null;
  if (!Number.isFinite(evAtDetection) || !Number.isFinite(clv)) return null;
  return evAtDetection - clv;
}

/** How long before the start the bet was placed, in ms; null without a start or placed after it. */
export function leadTimeMs(placedAt: number, start: number | null): number | null {
  if (start === null || !Number.isFinite(placedAt) || !Number.isFinite(start)) return null;
  return start >= placedAt ? start - placedAt : null;
}

const HOUR = 3_600_000;

/** Lead-time buckets, shortest first: early bets get more of the line's movement to beat. */
export const LEAD_TIME_BUCKETS = ['under-1h', '1-6h', '6-24h', '1-3d', 'over-3d'] as const;
export type LeadTimeBucket = (typeof LEAD_TIME_BUCKETS)[number];

export function leadTimeBucket(leadMs: number): LeadTimeBucket {
  if (leadMs < HOUR) return 'under-1h';
  if (leadMs < 6 * HOUR) return '1-6h';
  if (leadMs < 24 * HOUR) return '6-24h';
  if (leadMs < 72 * HOUR) return '1-3d';
  return 'over-3d';
}
