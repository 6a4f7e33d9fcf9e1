import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lastIndexAtOrBefore, median, medianBy } from './statistics';

describe('statistics', () => {
  it('takes medians of odd and even counts, and NaN of none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('leaves NaN picks out of medianBy, and agrees with median on the rest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(NaN)), {
          maxLength: 80,
        }),
        (values) => {
          const kept = values.filter((value) => !Number.isNaN(value));
          const expected = median(kept);
          const got = medianBy(values, (value) => value);
          if (kept.length === 0) expect(got).toBeNaN();
          else expect(got).toBe(expected);
        },
      ),
    );
  });

  it('finds the last time at or before a moment', () => {
    const times = [10, 20, 20, 30];
    expect(lastIndexAtOrBefore(times, 4, 5)).toBe(-1);
    expect(lastIndexAtOrBefore(times, 4, 20)).toBe(2);
    expect(lastIndexAtOrBefore(times, 4, 99)).toBe(3);
    expect(lastIndexAtOrBefore(times, 2, 99)).toBe(1);
  });
});
