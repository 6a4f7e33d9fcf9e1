import { describe, expect, it } from 'vitest';
import { firstSentence, groupLabel, histogramBars, ratioText } from './analytics-figures';

describe('groupLabel', () => {
  it('names sports, books, markets and kinds as a member reads them', () => {
    expect(groupLabel('bySport', 'basketball_nba')).toBe('NBA');
    expect(groupLabel('byBook', 'williamhill_us')).toBe('Caesars');
    expect(groupLabel('byBook', 'my local shop')).toBe('my local shop');
    expect(groupLabel('byMarket', 'spreads')).toBe('Spread');
    expect(groupLabel('byKind', 'value')).toBe('Value bets');
  });
});

describe('ratioText', () => {
  it('shows a fraction as a signed percent, and a dash for nothing to divide by', () => {
    expect(ratioText(0.0525)).toBe('+5.25%');
    expect(ratioText(-0.01)).toBe('\u22121.00%');
    expect(ratioText(0.5, false)).toBe('50.00%');
    expect(ratioText(null)).toBe('—');
  });
});

describe('firstSentence', () => {
  it('keeps the first sentence of a method text', () => {
    expect(firstSentence('Profit ÷ starting value. More detail.')).toBe('Profit ÷ starting value.');
    expect(firstSentence('No full stop')).toBe('No full stop');
    expect(firstSentence('Odds 2.10 ÷ 2.00 − 1. Then')).toBe('Odds 2.10 ÷ 2.00 − 1.');
  });
});

describe('histogramBars', () => {
  it('puts back the empty bins between the ones the server sent', () => {
    const bars = histogramBars([
      { from: -0.02, to: -0.01, count: 1 },
      { from: 0.01, to: 0.02, count: 3 },
    ]);
    expect(bars.map((bar) => bar.count)).toEqual([1, 0, 0, 3]);
    expect(bars.map((bar) => bar.label)).toEqual(['\u22122%', '\u22121%', '0%', '+1%']);
    expect(bars[2]!.from).toBeCloseTo(0, 9);
  });

  it('draws a very wide spread as sent rather than thousands of empty bars', () => {
    const bins = [
      { from: -0.01, to: 0, count: 2 },
      { from: 39.99, to: 40, count: 1 },
    ];
    expect(histogramBars(bins).map((bar) => bar.count)).toEqual([2, 1]);
    expect(histogramBars([])).toEqual([]);
  });
});
