import { describe, expect, it } from 'vitest';
import { fractionPercent, lifespanText, opportunityStatusText, resultBadge } from './admin-format';

describe('admin figures in words', () => {
  it('shows fractions as percentages, and a missing figure as a dash', () => {
    expect(fractionPercent(0.0213)).toBe('2.13%');
    expect(fractionPercent(0.6, 1)).toBe('60.0%');
    expect(fractionPercent(-0.015)).toBe('\u22121.50%');
    expect(fractionPercent(null)).toBe('—');
  });

  it('says how long an opportunity lived', () => {
    expect(lifespanText(45)).toBe('45s');
    expect(lifespanText(720)).toBe('12m');
    expect(lifespanText(3600)).toBe('1h');
    expect(lifespanText(3 * 3600 + 5 * 60)).toBe('3h 5m');
    expect(lifespanText(2 * 86_400 + 4 * 3600)).toBe('2d 4h');
  });

  it('says whether an opportunity is live and why it ended', () => {
    expect(opportunityStatusText({ status: 'live', endReason: null })).toBe('Live');
    expect(opportunityStatusText({ status: 'ended', endReason: 'event_started' })).toBe(
      'Ended: event started',
    );
  });

  it('shows an ungraded pick as Pending and a loss in the loss style', () => {
    expect(resultBadge(null)).toEqual({ label: 'Pending', tone: 'warn' });
    expect(resultBadge('loss').tone).toBe('loss');
    expect(resultBadge('push')).toEqual({ label: 'Push', tone: 'neutral' });
  });
});
