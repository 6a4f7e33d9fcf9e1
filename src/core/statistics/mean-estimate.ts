/**
 * The mean of a sample with what it can and cannot prove: its standard error, its t-statistic
 * against zero and a 95 % confidence interval from Student's t. A mean CLV of +2 % over twelve
 * bets proves little; the same mean over four hundred bets is an edge. Figures over fewer than
 * SMALL_SAMPLE values are flagged so a screen says so beside them.
 */

export const SMALL_SAMPLE = 30;

export interface MeanEstimate {
  readonly n: number;
  readonly mean: number;
  /** Sample standard deviation (n − 1); null with one value. */
  readonly standardDeviation: number | null;
  readonly standardError: number | null;
  /** mean ÷ standard error: how many errors the mean stands from zero; null when undefined. */
  readonly tStatistic: number | null;
  /** 95 % interval of the mean; null with one value. */
  readonly ci95: { readonly low: number; readonly high: number } | null;
  readonly smallSample: boolean;
}

/** The estimate of the values' mean; null for no values. Non-finite values are the caller's bug. */
export function meanEstimate(values: readonly number[]): MeanEstimate | null {
  const n = values.length;
  if (n === 0) return null;
  // Welford's update: one pass, and no catastrophic cancellation on values far from zero.
  let mean = 0;
  let squares = 0;
  values.forEach((value, index) => {
    const delta = value - mean;
    mean += delta / (index + 1);
    squares += delta * (value - mean);
  });
  if (n === 1) {
    return {
      n,
      mean,
      standardDeviation: null,
      standardError: null,
      tStatistic: null,
      ci95: null,
      smallSample: true,
    };
  }
  const standardDeviation = Math.sqrt(Math.max(0, squares) / (n - 1));
  const standardError = standardDeviation / Math.sqrt(n);
  const half = tCritical975(n - 1) * standardError;
  return {
    n,
    mean,
    standardDeviation,
    standardError,
    tStatistic: standardError > 0 ? mean / standardError : null,
    ci95: { low: mean - half, high: mean + half },
    smallSample: n < SMALL_SAMPLE,
  };
}

/** Student's t 0.975 quantiles for 1–30 degrees of freedom (any statistics table). */
const T_975 = [
  12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912, 2.364624, 2.306004, 2.262157,
  2.228139, 2.200985, 2.178813, 2.160369, 2.144787, 2.13145, 2.119905, 2.109816, 2.100922, 2.093024,
  2.085963, 2.079614, 2.073873, 2.068658, 2.063899, 2.059539, 2.055529, 2.051831, 2.048407, 2.04523,
  2.042272,
];

const Z_975 = 1.959963984540054;

/**
 * The two-sided 95 % critical value of Student's t. Past 30 degrees of freedom the Cornish–Fisher
 * expansion around the normal quantile is within 1e-5 of the exact value.
 */
export function tCritical975(degreesOfFreedom: number): number {
  if (!Number.isInteger(degreesOfFreedom) || degreesOfFreedom < 1) {
    throw new RangeError(`degrees of freedom must be a positive integer, got ${degreesOfFreedom}`);
  }
  const tabled = T_975[degreesOfFreedom - 1];
  if (tabled !== undefined) return tabled;
  const z = Z_975;
  const v = degreesOfFreedom;
  return (
    z +
    (z ** 3 + z) / (4 * v) +
    (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * v ** 2) +
    (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * v ** 3)
  );
}
