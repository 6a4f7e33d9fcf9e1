/**
 * Normal CDF through the complementary error function of Numerical Recipes (a Chebyshev fit with
 * fractional error below 1.2e-7 everywhere): ample for a model estimate, and free of any
 * dependency so it runs unchanged in the browser.
 */
export function normalCdf(x: number, mean = 0, standardDeviation = 1): number {
  return 0.5 * erfc(-(x - mean) / (standardDeviation * Math.SQRT2));
}

const ERFC_COEFFICIENTS = [
  -1.26551223, 1.00002368, 0.37409196, 0.09678418, -0.18628806, 0.27886807, -1.13520398, 1.48851587,
  -0.82215223, 0.17087277,
];

function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const series = ERFC_COEFFICIENTS.reduceRight((sum, coefficient) => coefficient + t * sum, 0);
  const result = t * Math.exp(-z * z + series);
  return x >= 0 ? result : 2 - result;
}
