/** Probability and price arithmetic shared by the outcome model and the books. */

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

export function logit(p: number): number {
  return Math.log(p / (1 - p));
}

export function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/** Standard normal CDF via erfc (Numerical Recipes erfcc, |relative error| < 1.2e-7). */
export function normCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const poly =
    -x * x -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t *
                          (-1.13520398 +
                            t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const erfc = t * Math.exp(poly);
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

// Acklam's rational approximation of the normal quantile (relative error < 1.15e-9).
const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
];
const B = [
  -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
  4.374664141464968, 2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];

function at(arr: readonly number[], i: number): number {
  return arr[i] ?? 0;
}

export function normInv(pIn: number): number {
  const p = clamp(pIn, 1e-12, 1 - 1e-12);
  const low = 0.02425;
  if (p < low || p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(p < low ? p : 1 - p));
    const num =
      ((((at(C, 0) * q + at(C, 1)) * q + at(C, 2)) * q + at(C, 3)) * q + at(C, 4)) * q + at(C, 5);
    const den = (((at(D, 0) * q + at(D, 1)) * q + at(D, 2)) * q + at(D, 3)) * q + 1;
    return p < low ? num / den : -num / den;
  }
  const q = p - 0.5;
  const r = q * q;
  const num =
    (((((at(A, 0) * r + at(A, 1)) * r + at(A, 2)) * r + at(A, 3)) * r + at(A, 4)) * r + at(A, 5)) *
    q;
  const den = ((((at(B, 0) * r + at(B, 1)) * r + at(B, 2)) * r + at(B, 3)) * r + at(B, 4)) * r + 1;
  return num / den;
}

/** Draw from a Poisson distribution by inversion (lambda is small here: goals and runs). */
export function poissonDraw(lambda: number, u: number): number {
  let k = 0;
  let p = Math.exp(-lambda);
  let cdf = p;
  while (u > cdf && k < 60) {
    k++;
    p = (p * lambda) / k;
    cdf += p;
  }
  return k;
}

// Betfair's price ladder: exchanges only accept prices on these increments.
const LADDER: readonly (readonly [number, number])[] = [
  [2, 0.01],
  [3, 0.02],
  [4, 0.05],
  [6, 0.1],
  [10, 0.2],
  [20, 0.5],
  [30, 1],
  [50, 2],
  [100, 5],
  [1000, 10],
];

/**
 * Turn an implied probability (fair probability plus the book's margin) into a quoted decimal price.
 * Books round against the bettor, so the price is floored: sportsbooks to cents, exchanges to a tick.
 */
export function quotePrice(implied: number, exchange: boolean): number {
  const raw = 1 / clamp(implied, 0.001, 0.99);
  if (!exchange && raw < 10) return Math.max(1.01, Math.floor(raw * 100 + 1e-9) / 100);
  // Long odds move in coarse steps at sportsbooks too (12.5, 41, 175 — never 43.32).
  for (const [upTo, step] of exchange ? LADDER : LADDER.slice(5)) {
    if (raw < upTo)
      return Math.max(1.01, Math.round(Math.floor(raw / step + 1e-9) * step * 100) / 100);
  }
  return 1000;
}

/** Decimal to American odds, as The Odds API converts them (integers). */
export function decimalToAmerican(decimal: number): number {
  if (decimal >= 2) return Math.round((decimal - 1) * 100);
  return Math.round(-100 / (decimal - 1));
}

/** Bookmaker overround spread proportionally over the outcomes of one market. */
export function withMargin(probs: readonly number[], margin: number, exchange: boolean): number[] {
  const out: number[] = [];
  for (const p of probs) out.push(quotePrice(p * (1 + margin), exchange));
  return out;
}
