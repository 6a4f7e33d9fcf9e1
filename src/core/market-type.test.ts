import { describe, expect, it } from 'vitest';
import { marketTypeOf } from './market-type';

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
