import { describe, expect, it } from 'vitest';
import type { SportDef } from './catalog-sports';
import { findSport } from './catalog-sports';
import { chooseLine, matchModel, snapLine } from './outcome-model';

function sport(key: string): SportDef {
  const s = findSport(key);
  if (!s) throw new Error(key);
  return s;
}

describe('match model', () => {
  it('gives soccer a three-way market that sums to one', () => {
    const m = matchModel(sport('soccer_epl'), 0.2, 2.7);
    expect(m.h2h).toHaveLength(3);
    expect(m.h2h.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(m.h2h[2]).toBeGreaterThan(0.2);
    expect(m.h2h[0]).toBeGreaterThan(m.h2h[1] ?? 1);
  });

  it('resolves hockey and baseball ties in overtime (two-way)', () => {
    for (const key of ['icehockey_nhl', 'baseball_mlb']) {
      const m = matchModel(sport(key), 0, sport(key).totalMean);
      expect(m.h2h).toHaveLength(2);
      expect((m.h2h[0] ?? 0) + (m.h2h[1] ?? 0)).toBeCloseTo(1, 6);
    }
  });

  it('prices covers and overs consistently with the win probability', () => {
    const nfl = sport('americanfootball_nfl');
    const m = matchModel(nfl, 0.8, 45);
    expect(m.h2h[0]).toBeCloseTo(0.69, 2);
    expect(m.meanMargin).toBeGreaterThan(5);
    // Giving away more points makes covering less likely.
    expect(m.cover(-3)).toBeGreaterThan(m.cover(-7));
    expect(m.over(40)).toBeGreaterThan(m.over(50));
    const line = chooseLine(snapLine(-m.meanMargin, 0.5), 0.5, m.cover, true, 0);
    expect(Math.abs(m.cover(line) - 0.5)).toBeLessThan(0.01);
  });

  it('keeps goals lines on half points', () => {
    expect(snapLine(2.7, 1)).toBe(2.5);
    expect(snapLine(-0.2, 1)).toBe(-0.5);
    expect(snapLine(-6.3, 0.5)).toBe(-6.5);
    const m = matchModel(sport('soccer_epl'), 0.3, 2.8);
    const total = chooseLine(2.5, 1, m.over, false, 0);
    expect(total % 1).toBe(0.5);
    expect(Math.abs(m.over(total) - 0.5)).toBeLessThan(0.2);
  });
});
