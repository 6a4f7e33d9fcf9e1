import { describe, expect, it } from 'vitest';
import {
  marketKeyLabel,
  marketLabel,
  opportunityMarketLabel,
  outcomeLabel,
  selectionLabel,
  type MarketNaming,
} from './market-label';
import { marketTypeOf } from './market-type';

const market = (key: string, overrides: Partial<MarketNaming> = {}): MarketNaming => ({
  marketKey: key,
  marketType: marketTypeOf(key),
  betType: 'totals',
  line: null,
  player: null,
  description: null,
  ...overrides,
});

describe('market labels', () => {
  it('names a featured market with its line', () => {
    expect(marketLabel('h2h', null)).toBe('Moneyline');
    expect(marketLabel('spreads', -3.5)).toBe('Spread ±3.5');
    expect(marketLabel('totals', 212.5)).toBe('Total 212.5');
  });

  it('names an outcome with its line', () => {
    expect(outcomeLabel('Lakers', null)).toBe('Lakers');
    expect(outcomeLabel('Lakers', 3.5)).toBe('Lakers +3.5');
    expect(outcomeLabel('Lakers', -3.5)).toBe('Lakers \u22123.5');
    expect(outcomeLabel('Over', 212.5)).toBe('Over 212.5');
  });

  it('names the market of an opportunity: main, alternate, period and prop', () => {
    expect(opportunityMarketLabel(market('spreads', { betType: 'spreads', line: -2.5 }))).toBe(
      'Spread ±2.5',
    );
    expect(opportunityMarketLabel(market('alternate_totals', { line: 215.5 }))).toBe(
      'Alternate total 215.5',
    );
    expect(opportunityMarketLabel(market('spreads_q1', { betType: 'spreads', line: 3.5 }))).toBe(
      '1st quarter spread ±3.5',
    );
    expect(
      opportunityMarketLabel(market('player_points', { line: 24.5, player: 'LeBron James' })),
    ).toBe('LeBron James — Points 24.5');
    // Cross-line: the two bets are at different lines, so the market has none of its own.
    expect(opportunityMarketLabel(market('player_pass_yds', { player: 'Max Bublik' }))).toBe(
      'Max Bublik — Passing yards',
    );
    expect(
      opportunityMarketLabel(market('team_totals', { line: 110.5, description: 'Boston Celtics' })),
    ).toBe('Boston Celtics — Team total 110.5');
  });

  it('shows a key it does not know as the source names it, never dropping it', () => {
    expect(marketTypeOf('novelty_corners')).toBe('unknown');
    expect(opportunityMarketLabel(market('novelty_corners', { line: 9.5 }))).toBe(
      'novelty_corners 9.5',
    );
    expect(marketKeyLabel('player_blocks_steals')).toBe('Blocks steals');
  });

  it('names the player or team of each bet before its side and line', () => {
    const prop = { marketType: 'player_prop' as const, player: 'LeBron James' };
    expect(
      selectionLabel({ ...prop, description: 'LeBron James', outcome: 'Over', point: 24.5 }),
    ).toBe('LeBron James Over 24.5');
    expect(
      selectionLabel({
        marketType: 'alternate',
        player: null,
        description: 'Boston Celtics',
        outcome: 'Under',
        point: 110.5,
      }),
    ).toBe('Boston Celtics Under 110.5');
    expect(
      selectionLabel({
        marketType: 'main',
        player: null,
        description: null,
        outcome: 'Lakers',
        point: -3.5,
      }),
    ).toBe('Lakers \u22123.5');
  });
});
