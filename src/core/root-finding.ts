const MAX_BRACKET_DOUBLINGS = 200;
const MAX_BISECTIONS = 200;

/**
 * Root of a function that is positive at `low` and falls to negative somewhere above it. The
 * upper end starts at `high` and doubles until the sign changes; bisection then halves the bracket
 * until it stops shrinking in floating point. Both loops are bounded, so a badly behaved input
 * costs a few hundred evaluations at most instead of hanging the scanner.
 */
export function findDecreasingRoot(
  fn: (x: number) => number,
  low: number,
  high: number,
  upperLimit = Number.MAX_VALUE,
): number {
  let lower = low;
  let upper = high;
  for (let i = 0; i < MAX_BRACKET_DOUBLINGS && fn(upper) > 0 && upper < upperLimit; i++) {
    lower = upper;
    upper = Math.min(upper * 2, upperLimit);
  }
  for (let i = 0; i < MAX_BISECTIONS; i++) {
    const middle = (lower + upper) / 2;
    if (middle <= lower || middle >= upper) break;
    if (fn(middle) > 0) lower = middle;
    else upper = middle;
  }
  return (lower + upper) / 2;
}
