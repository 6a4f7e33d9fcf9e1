import { describe, expect, it } from 'vitest';
import { durationText, percentText, pointsText } from './wording';

describe('wording', () => {
  it('writes probability moves as unsigned percentage points', () => {
    expect(pointsText(-0.0427)).toBe('4.3 points');
    expect(pointsText(0.01)).toBe('1 point');
    expect(pointsText(0.005)).toBe('0.5 points');
  });

  it('writes fractions of a stake as per cent and durations in minutes, then hours', () => {
    expect(percentText(0.05)).toBe('5 %');
    expect(durationText(5 * 60_000)).toBe('5 min');
    expect(durationText(6 * 3_600_000)).toBe('6 h');
  });
});
