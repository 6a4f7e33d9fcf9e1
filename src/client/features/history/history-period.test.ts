import { describe, expect, it } from 'vitest';
import { periodDays, periodRanges } from './history-period';

describe('history periods', () => {
  it('maps every choice to its real number of days (24h is one day)', () => {
    expect(periodDays('24h')).toBe(1);
    expect(periodDays('7d')).toBe(7);
    expect(periodDays('30d')).toBe(30);
    expect(periodDays('90d')).toBe(90);
  });

  it('compares with the previous period of equal length, without overlap', () => {
    const now = Date.parse('2030-01-08T12:00:30.000Z');
    const { current, previous } = periodRanges('7d', now);
    expect(current).toEqual({ start: '2030-01-01T12:01:00.000Z', end: '2030-01-08T12:01:00.000Z' });
    expect(previous).toEqual({
      start: '2029-12-25T12:01:00.000Z',
      end: '2030-01-01T12:00:59.999Z',
    });
  });

  it('keeps the same ranges within a minute', () => {
    const a = periodRanges('24h', Date.parse('2030-01-08T12:00:01.000Z'));
    const b = periodRanges('24h', Date.parse('2030-01-08T12:00:59.000Z'));
    expect(a).toEqual(b);
  });
});
