import { describe, expect, it } from 'vitest';
import {
  bookTitle,
  estimateAtCeiling,
  impliedMoveLabel,
  lineMoveLabel,
  oddsMoveLabel,
  sourceBadge,
} from './move-labels';

describe('market move labels', () => {
  it('gives each move its direction and unit', () => {
    expect(oddsMoveLabel(0.15)).toBe('▲ +0.15 in decimal odds');
    expect(oddsMoveLabel(-0.14)).toBe('▼ −0.14 in decimal odds');
    expect(oddsMoveLabel(0.001)).toBe('decimal odds unchanged');
    expect(lineMoveLabel(-1.5)).toBe('line −1.5 points');
    expect(lineMoveLabel(1)).toBe('line +1.0 point');
    expect(lineMoveLabel(0)).toBe('line unchanged');
    expect(impliedMoveLabel(-0.032)).toBe('implied chance −3.2 pts');
  });

  it('names books by title, falling back to the key only when the server gave none', () => {
    const data = { bookTitles: { draftkings: 'DraftKings' } };
    expect(bookTitle(data, 'draftkings')).toBe('DraftKings');
    expect(bookTitle(data, 'unknownbook')).toBe('unknownbook');
  });

  it('calls simulator prices Simulated, never live, however fresh', () => {
    expect(sourceBadge({ priceSource: 'simulator', dataSource: 'live' })).toEqual({
      label: 'Simulated',
      live: false,
    });
    expect(sourceBadge({ priceSource: 'the-odds-api', dataSource: 'live' })).toEqual({
      label: 'Live Data',
      live: true,
    });
    expect(sourceBadge({ priceSource: 'the-odds-api', dataSource: 'cached' }).label).toBe(
      'Recent Data',
    );
  });

  it('treats a sharp or public estimate near 100 % as the model’s ceiling', () => {
    expect(estimateAtCeiling({ sharpPercentage: 100, publicPercentage: 60 })).toBe(true);
    expect(estimateAtCeiling({ sharpPercentage: 62, publicPercentage: 97 })).toBe(true);
    expect(estimateAtCeiling({ sharpPercentage: 70, publicPercentage: null })).toBe(false);
  });
});
