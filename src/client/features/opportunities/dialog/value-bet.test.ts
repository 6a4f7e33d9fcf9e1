import { describe, expect, it } from 'vitest';
import { cappedKellyStakes, describeFairPrice, kellyStakes } from './value-bet';

describe('value bet helpers', () => {
  it('names the fair-price reference and the devig method', () => {
    expect(
      describeFairPrice({
        probability: 0.5,
        odds: 2,
        method: 'power',
        reference: 'pinnacle',
        referenceBooks: ['pinnacle'],
        minEv: 0.02,
      }),
    ).toBe('Pinnacle, power devig');
    expect(
      describeFairPrice({
        probability: 0.5,
        odds: 2,
        method: 'shin',
        reference: 'consensus',
        referenceBooks: ['a', 'b', 'c'],
        minEv: 0.02,
      }),
    ).toBe('consensus of 3 books, Shin devig');
  });

  it('gives full, half and quarter Kelly stakes for a bankroll', () => {
    // p = 0.55 at 2.0: f* = (1.1 − 1) / 1 = 0.1.
    const stakes = kellyStakes(0.55, 2, 1000);
    expect(stakes.map((s) => s.stake)).toEqual([100, 50, 25]);
  });

  it('stakes nothing without an edge and refuses impossible prices', () => {
    expect(kellyStakes(0.4, 2, 1000).map((s) => s.stake)).toEqual([0, 0, 0]);
    expect(kellyStakes(0.5, 1, 1000)).toEqual([]);
  });

  it("caps Kelly stakes at the book's limit and says which were cut", () => {
    const stakes = cappedKellyStakes(0.55, 2, 1000, 60);
    expect(stakes.map((s) => [s.stake, s.kellyStake, s.capped])).toEqual([
      [60, 100, true],
      [50, 50, false],
      [25, 25, false],
    ]);
    expect(cappedKellyStakes(0.55, 2, 1000, null).every((s) => !s.capped)).toBe(true);
  });
});
