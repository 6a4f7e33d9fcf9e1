import type { PortfolioBet } from './portfolio-bet';

export interface ClvBin {
  /** Lower edge, included: CLV as a fraction. */
  readonly from: number;
  /** Upper edge, excluded. */
  readonly to: number;
  readonly count: number;
}

/**
 * A histogram of the bets' CLV in bins of `binWidth` (0.01 = one percentage point) aligned on
 * zero, so that no bin straddles breaking even. Only bins holding a bet are returned, in order:
 * one mistyped price at 40.0 would otherwise produce thousands of empty bins. A chart places the
 * bins by their edges.
 */
export function clvDistribution(
  bets: readonly Pick<PortfolioBet, 'clv'>[],
  binWidth = 0.01,
): ClvBin[] {
  if (!Number.isFinite(binWidth) || binWidth <= 0) {
    throw new RangeError(`a bin width must be a positive number, got ${binWidth}`);
  }
  const counts = new Map<number, number>();
  for (const { clv } of bets) {
    if (clv === null || !Number.isFinite(clv)) continue;
    const bin = binOf(clv, binWidth);
    counts.set(bin, (counts.get(bin) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([bin, count]) => ({ from: edge(bin, binWidth), to: edge(bin + 1, binWidth), count }));
}

/**
 * 0.29 / 0.01 is 28.999999999999996 in doubles; a CLV on a bin's edge belongs to the bin it opens,
 * so a nudge far below any real CLV difference comes first.
 */
function binOf(clv: number, binWidth: number): number {
  return Math.floor(clv / binWidth + 1e-9);
}

/** 3 × 0.01 is 0.030000000000000002; edges are shown, so trim the noise. */
function edge(bin: number, binWidth: number): number {
  return Math.round(bin * binWidth * 1e12) / 1e12;
}
