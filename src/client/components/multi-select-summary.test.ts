import { describe, expect, it } from 'vitest';
import { multiSelectSummary } from './multi-select-summary';

describe('multiSelectSummary', () => {
  const options = [
    { value: 'nba', label: 'NBA' },
    { value: 'nfl', label: 'NFL' },
    { value: 'nhl', label: 'NHL' },
    { value: 'mlb', label: 'MLB' },
  ];

  it('shows the placeholder when nothing is chosen', () => {
    expect(multiSelectSummary([], options, 'All sports')).toBe('All sports');
  });

  it('shows two names, then how many more', () => {
    expect(multiSelectSummary(['nba', 'nfl'], options, '')).toBe('NBA, NFL');
    expect(multiSelectSummary(['nba', 'nfl', 'nhl', 'mlb'], options, '')).toBe('NBA, NFL +2');
  });
});
