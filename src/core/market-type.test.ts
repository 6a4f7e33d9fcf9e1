import { describe, expect, it } from 'vitest';
import { hasResultModel, marketShapeOf, marketTypeOf, periodOfKey } from './market-type';

describe('marketTypeOf', () => {
  it.each([
    ['h2h', 'main'],
    ['spreads', 'main'],
    ['totals', 'main'],
    ['outrights', 'main'],
    ['alternate_spreads', 'alternate'],
    ['alternate_totals', 'alternate'],
    ['team_totals', 'alternate'],
    ['alternate_team_totals', 'alternate'],
    ['h2h_q1', 'period'],
    ['spreads_h1', 'period'],
    ['totals_p3', 'period'],
    ['h2h_1st_5_innings', 'period'],
    ['totals_1st_5_innings', 'period'],
    ['alternate_totals_h1', 'period'],
    ['player_points', 'player_prop'],
    ['player_anytime_td', 'player_prop'],
    ['batter_hits', 'player_prop'],
    ['pitcher_strikeouts', 'player_prop'],
    ['player_goal_scorer_anytime', 'player_prop'],
    ['btts', 'unknown'],
    ['draw_no_bet', 'unknown'],
    ['', 'unknown'],
  ])('reads %s as %s', (key, type) => {
    expect(marketTypeOf(key)).toBe(type);
  });
});

describe('marketShapeOf', () => {
  it.each([
    ['h2h', 'h2h'],
    ['h2h_q1', 'h2h'],
    ['h2h_3_way', 'h2h'],
    ['spreads', 'spreads'],
    ['spreads_1st_half', 'spreads'],
    ['alternate_spreads', 'spreads'],
    ['totals_h1', 'totals'],
    ['alternate_totals', 'totals'],
    ['team_totals', 'totals'],
    ['player_points', 'totals'],
    ['batter_hits', 'totals'],
    ['h2h_lay', null],
    ['outrights', null],
    ['btts', null],
  ])('reads %s as %s', (key, shape) => {
    expect(marketShapeOf(key)).toBe(shape);
  });

  it('reads first- and second-half keys as periods', () => {
    expect(marketTypeOf('spreads_1st_half')).toBe('period');
    expect(marketTypeOf('totals_2nd_half')).toBe('period');
  });

  it('gives a result model to full-game spreads and totals only', () => {
    expect(
      ['spreads', 'alternate_totals', 'team_totals', 'player_points', 'totals_h1', 'h2h'].map(
        hasResultModel,
      ),
    ).toEqual([true, true, false, false, false, false]);
  });
});

describe('periodOfKey', () => {
  it.each([
    ['h2h_q1', { period: 'q1', base: 'h2h' }],
    ['alternate_totals_h1', { period: 'h1', base: 'alternate_totals' }],
    ['totals_1st_5_innings', { period: '1st_5_innings', base: 'totals' }],
    ['team_totals_p2', { period: 'p2', base: 'team_totals' }],
  ])('reads %s as a period of its base key', (key, expected) => {
    expect(periodOfKey(key)).toEqual(expected);
  });

  it.each(['h2h', 'alternate_spreads', 'player_points', 'btts'])('%s is the whole game', (key) => {
    expect(periodOfKey(key)).toBeNull();
  });
});
