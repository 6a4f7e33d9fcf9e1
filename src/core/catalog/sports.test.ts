import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSportGroup,
  isThreeWaySport,
  SPORT_GROUPS,
  sportGroupNamed,
  sportGroupOf,
  sportGroupPrefixes,
  sportIcon,
  sportLabel,
} from './sports';

describe('sportGroupOf', () => {
  it.each([
    ['americanfootball_nfl', 'nfl'],
    ['americanfootball_nfl_preseason', 'nfl'],
    ['americanfootball_nfl_super_bowl_winner', 'nfl'],
    ['americanfootball_ncaaf', 'ncaaf'],
    ['americanfootball_cfl', 'generic'],
    ['basketball_nba', 'nba'],
    ['basketball_nba_championship_winner', 'nba'],
    ['basketball_ncaab', 'ncaab'],
    ['basketball_wnba', 'generic'],
    ['basketball_wncaab', 'generic'],
    ['basketball_euroleague', 'generic'],
    ['baseball_mlb', 'mlb'],
    ['baseball_mlb_world_series_winner', 'mlb'],
    ['baseball_npb', 'generic'],
    ['icehockey_nhl', 'nhl'],
    ['icehockey_liiga', 'generic'],
    ['mma_mixed_martial_arts', 'mma'],
    ['boxing_boxing', 'boxing'],
    ['soccer_epl', 'soccer'],
    ['soccer_uefa_champs_league', 'soccer'],
    ['tennis_atp_us_open', 'tennis'],
    ['golf_masters_tournament_winner', 'golf'],
    ['cricket_ipl', 'generic'],
    ['rugbyleague_nrl', 'generic'],
    ['aussierules_afl', 'generic'],
    ['', 'generic'],
  ])('maps %s to %s', (key, group) => {
    expect(sportGroupOf(key)).toBe(group);
  });

  it('ignores case and surrounding spaces in the key', () => {
    expect(sportGroupOf('  Basketball_NBA ')).toBe('nba');
  });

  it('passes a group name through unchanged', () => {
    for (const group of SPORT_GROUPS) expect(sportGroupOf(group)).toBe(group);
  });

  it('does not mistake a key that merely starts with a league name for that league', () => {
    expect(sportGroupOf('basketball_nbl')).toBe('generic');
    expect(sportGroupOf('soccerish')).toBe('generic');
  });
});

describe('isSportGroup', () => {
  it('accepts group names and refuses sport keys', () => {
    expect(isSportGroup('ncaab')).toBe(true);
    expect(isSportGroup('basketball_ncaab')).toBe(false);
  });
});

describe('sportIcon and sportLabel', () => {
  it('give the football, basketball and combat icons to both pro and college groups', () => {
    expect(sportIcon('nfl')).toBe('🏈');
    expect(sportIcon('ncaaf')).toBe('🏈');
    expect(sportIcon('nba')).toBe('🏀');
    expect(sportIcon('ncaab')).toBe('🏀');
    expect(sportIcon('mma')).toBe('🥊');
    expect(sportIcon('boxing')).toBe('🥊');
    expect(sportIcon('mlb')).toBe('⚾');
    expect(sportIcon('nhl')).toBe('🏒');
    expect(sportIcon('soccer')).toBe('⚽');
    expect(sportIcon('tennis')).toBe('🎾');
    expect(sportIcon('golf')).toBe('⛳');
    expect(sportIcon('generic')).toBe('🏆');
  });

  it('labels leagues in capitals, other sports in title case and generic as Other', () => {
    expect(SPORT_GROUPS.map(sportLabel)).toEqual([
      'NFL',
      'NBA',
      'MLB',
      'NHL',
      'MMA',
      'Boxing',
      'Soccer',
      'Tennis',
      'Golf',
      'NCAAF',
      'NCAAB',
      'Other',
    ]);
  });
});

describe('isThreeWaySport', () => {
  it('is true for every soccer key and the soccer group', () => {
    expect(isThreeWaySport('soccer_epl')).toBe(true);
    expect(isThreeWaySport('soccer_usa_mls')).toBe(true);
    expect(isThreeWaySport('soccer')).toBe(true);
  });

  it('is false for two-way sports, including ones that can rarely end level', () => {
    for (const key of [
      'basketball_nba',
      'americanfootball_nfl',
      'icehockey_nhl',
      'rugbyunion_six_nations',
    ]) {
      expect(isThreeWaySport(key)).toBe(false);
    }
  });
});

describe('sportGroupPrefixes', () => {
  const owns = (prefix: string, key: string) => key === prefix || key.startsWith(`${prefix}_`);
  /** What a database filter built from the prefixes matches, as sportGroupOf would decide. */
  const matchesGroup = (group: (typeof SPORT_GROUPS)[number], key: string) =>
    group === 'generic'
      ? SPORT_GROUPS.every(
          (other) =>
            other === 'generic' ||
            (key !== other && !sportGroupPrefixes(other).some((prefix) => owns(prefix, key))),
        )
      : key === group || sportGroupPrefixes(group).some((prefix) => owns(prefix, key));

  it('names the leagues and families of a group, and none for generic', () => {
    expect(sportGroupPrefixes('nba')).toEqual(['basketball_nba']);
    expect(sportGroupPrefixes('soccer')).toEqual(['soccer']);
    expect(sportGroupPrefixes('generic')).toEqual([]);
  });

  it('matches exactly the keys sportGroupOf puts in the group', () => {
    const segment = fc.constantFrom(
      'basketball',
      'nba',
      'wnba',
      'ncaab',
      'americanfootball',
      'nfl',
      'soccer',
      'epl',
      'icehockey',
      'nhl',
      'baseball',
      'mlb',
      'mma',
      'tennis',
      'golf',
      'boxing',
      'cricket',
      'winner',
    );
    const key = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('_'));
    fc.assert(
      fc.property(key, (sportKey) => {
        for (const group of SPORT_GROUPS) {
          expect(matchesGroup(group, sportKey), `${group} ${sportKey}`).toBe(
            sportGroupOf(sportKey) === group,
          );
        }
      }),
    );
  });
});

describe('sportGroupNamed', () => {
  it('reads a group name or label in any case, and nothing else', () => {
    expect(sportGroupNamed('NBA')).toBe('nba');
    expect(sportGroupNamed(' soccer ')).toBe('soccer');
    expect(sportGroupNamed('Other')).toBe('generic');
    expect(sportGroupNamed('basketball_nba')).toBeNull();
    expect(sportGroupNamed('basketball')).toBeNull();
  });
});
