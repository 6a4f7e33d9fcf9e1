/** Longer lists (lifespans, lags) are sorted as a typed copy: numeric and O(n log n). */
const INSERTION_SORT_LIMIT = 32;

/**
 * The median, NaN for no values. Most calls get a handful of values (one per book): insertion
 * sort on a small copy beats a general sort there and allocates one small array.
 */
export function median(values: ArrayLike<number>): number {
  const count = values.length;
  if (count === 0) return Number.NaN;
  if (count > INSERTION_SORT_LIMIT) return middleOf(Float64Array.from(values).sort());
  const sorted: number[] = [];
  for (let i = 0; i < count; i++) {
    const value = values[i]!;
    let j = i;
    while (j > 0 && sorted[j - 1]! > value) {
      sorted[j] = sorted[j - 1]!;
      j--;
    }
    sorted[j] = value;
  }
  return middleOf(sorted);
}

function middleOf(sorted: ArrayLike<number>): number {
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * A buffer medianBy sorts in. Module-level so that the analysis's hundreds of thousands of
 * medians allocate nothing; medianBy never calls out while the buffer holds values, so calls
 * cannot interleave.
 */
let buffer = new Float64Array(64);

/**
 * The median of pick(item) over the items, leaving out NaN picks (a book not quoting, a quote
 * without a point); NaN when nothing is left. For the few values of one side (one per book):
 * insertion sort is quadratic.
 */
export function medianBy<T>(items: readonly T[], pick: (item: T) => number): number {
  if (items.length > buffer.length) buffer = new Float64Array(2 * items.length);
  let count = 0;
  for (const item of items) {
    const value = pick(item);
    if (Number.isNaN(value)) continue;
    // Insertion into the sorted prefix: a handful of books per side.
    let j = count++;
    while (j > 0 && buffer[j - 1]! > value) {
      buffer[j] = buffer[j - 1]!;
      j--;
    }
    buffer[j] = value;
  }
  if (count === 0) return Number.NaN;
  const middle = count >> 1;
  return count % 2 === 1 ? buffer[middle]! : (buffer[middle - 1]! + buffer[middle]!) / 2;
}

/** Index of the last entry at or before `time` among the first `length` ascending `times`, or −1. */
export function lastIndexAtOrBefore(
  times: ArrayLike<number>,
  length: number,
  time: number,
): number {
  let low = 0;
  let high = length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (times[middle]! <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
