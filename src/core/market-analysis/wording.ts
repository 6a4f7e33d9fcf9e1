/**
 * How the analysis's sentences write its figures. Probabilities are fractions; a move of 0.043
 * reads "4.3 points" (percentage points of implied probability), without its sign: the sentence
 * says which way.
 */
export function pointsText(probability: number): string {
  const points = Number((Math.abs(probability) * 100).toFixed(1));
  return points === 1 ? '1 point' : `${points} points`;
}

/** An expected value or another fraction of a stake: 0.05 reads "5 %". */
export function percentText(fraction: number): string {
  return `${Number((fraction * 100).toFixed(1))} %`;
}

/** Minutes up to two hours, hours beyond. */
export function durationText(ms: number): string {
  const minutes = ms / 60_000;
  return minutes < 120
    ? `${Number(minutes.toFixed(1))} min`
    : `${Number((minutes / 60).toFixed(1))} h`;
}
