import { describe, expect, it } from 'vitest';
import { sportKeyLabel } from './sport-key-label';

describe('sportKeyLabel', () => {
  it('names the common leagues as books do', () => {
    expect(sportKeyLabel('basketball_nba')).toBe('NBA');
    expect(sportKeyLabel('soccer_epl')).toBe('EPL');
  });

  it('names other leagues by their sport and their key', () => {
    expect(sportKeyLabel('soccer_germany_bundesliga2')).toBe('Soccer · Germany Bundesliga2');
    expect(sportKeyLabel('tennis')).toBe('Tennis');
  });

  it('shows a sport typed by hand as typed, capitalised', () => {
    expect(sportKeyLabel('cricket')).toBe('Cricket');
    expect(sportKeyLabel('aussie_rules')).toBe('Aussie Rules');
  });
});
