/**
 * How a handicap or total bet settles against a final result, as a multiple of its stake.
 *
 * `excess` is how far the result beats the bet's line from the bet's side: M + h for the home side
 * of a spread at h (M = home − away), a − M for the away side at a, T − o for Over o, u − T for
 * Under u. Above zero the bet wins, at zero it pushes (stake back), below zero it loses.
 *
 * A quarter line (−0.25, 2.75…) is two half-stakes on the neighbouring lines, as books settle
 * Asian handicaps, so it can half-win or half-lose.
 */
export function lineReturnFactor(excess: number, price: number): number {
  if (isQuarter(excess)) {
    return (wholeOrHalfLine(excess - 0.25, price) + wholeOrHalfLine(excess + 0.25, price)) / 2;
  }
  return wholeOrHalfLine(excess, price);
}

/** Results are whole numbers and lines quarter multiples, so excesses are exact up to float noise. */
const TOLERANCE = 1e-6;

function wholeOrHalfLine(excess: number, price: number): number {
  if (excess > TOLERANCE) return price;
  if (excess < -TOLERANCE) return 0;
  return 1;
}

function isQuarter(excess: number): boolean {
  const quarters = Math.round(excess * 4);
  return Math.abs(excess * 4 - quarters) < TOLERANCE && Math.abs(quarters % 2) === 1;
}
