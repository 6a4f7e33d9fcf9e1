import { describe, expect, it } from 'vitest';
import { opportunityFixture as opportunity } from '../../lib/test-support/opportunity-fixture';
import { preferredSportKeys } from './preferred-sports';

const nba = opportunity('nba');
const nba2 = opportunity('nba-2');
const epl = opportunity('epl', { sport: 'soccer_epl', sportGroup: 'soccer' });
const golf = opportunity('golf', { sport: 'golf_masters_tournament_winner', sportGroup: 'golf' });

describe('preferredSportKeys', () => {
  it('picks the live sport keys of the preferred groups, each once', () => {
    expect(preferredSportKeys([nba, epl, golf, nba2], ['nba', 'soccer'])).toEqual([
      'basketball_nba',
      'soccer_epl',
    ]);
  });

  it('shows every sport when every live sport is preferred', () => {
    expect(preferredSportKeys([nba, epl], ['nba', 'soccer', 'nfl'])).toEqual([]);
  });

  it('shows every sport rather than nothing when no live sport is preferred', () => {
    expect(preferredSportKeys([nba, epl], ['golf'])).toEqual([]);
    expect(preferredSportKeys([nba], [])).toEqual([]);
    expect(preferredSportKeys([], ['nba'])).toEqual([]);
  });
});
