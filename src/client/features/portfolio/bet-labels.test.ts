import { describe, expect, it } from 'vitest';
import { betSelectionLabel } from './bet-labels';

const base = { market: 'totals' as const, player: null, point: null };

describe('betSelectionLabel', () => {
  it.each([
    [
      {
        ...base,
        marketKey: 'player_points',
        marketType: 'player_prop' as const,
        player: 'J. Smith',
        outcome: 'Over',
        point: 24.5,
      },
      'J. Smith — Points Over 24.5',
    ],
    [
      {
        ...base,
        marketKey: 'player_pass_yds',
        marketType: 'player_prop' as const,
        player: 'T. Brady',
        outcome: 'Under',
        point: 250.5,
      },
      'T. Brady — Passing yards Under 250.5',
    ],
    [
      {
        ...base,
        market: 'spreads' as const,
        marketKey: 'spreads_h1',
        marketType: 'period' as const,
        outcome: 'Lakers',
        point: -3.5,
      },
      '1st half spread Lakers −3.5',
    ],
    [
      {
        ...base,
        marketKey: 'team_totals',
        marketType: 'alternate' as const,
        player: 'Celtics',
        outcome: 'Over',
        point: 105.5,
      },
      'Celtics team total Over 105.5',
    ],
    [
      {
        ...base,
        market: 'h2h' as const,
        marketKey: 'h2h',
        marketType: 'main' as const,
        outcome: 'Celtics',
      },
      'Moneyline Celtics',
    ],
    [
      {
        ...base,
        marketKey: 'alternate_totals',
        marketType: 'alternate' as const,
        outcome: 'Over',
        point: 230.5,
      },
      'Alternate total Over 230.5',
    ],
  ])('reads %o as %s', (bet, label) => {
    expect(betSelectionLabel(bet)).toBe(label);
  });
});
