import { describe, expect, it } from 'vitest';
import { easeOf, probabilityPerPoint } from './line-value';

describe('line value', () => {
  it('prices a point of line from the sport’s result model: φ(0) / σ', () => {
    expect(probabilityPerPoint('americanfootball_nfl', 'spreads')).toBeCloseTo(0.398942 / 13.5, 6);
    expect(probabilityPerPoint('basketball_nba', 'totals')).toBeCloseTo(0.398942 / 18, 6);
  });

  it('has none for moneylines or sports without a result model', () => {
    expect(probabilityPerPoint('basketball_nba', 'h2h')).toBeNull();
    expect(probabilityPerPoint('tennis_atp_wimbledon', 'spreads')).toBeNull();
  });

  it('knows a bigger point is easier for spreads and Unders, harder for Overs', () => {
    expect(easeOf('spreads', 'Home')).toBe(1);
    expect(easeOf('totals', 'Under')).toBe(1);
    expect(easeOf('totals', 'over')).toBe(-1);
  });
});
