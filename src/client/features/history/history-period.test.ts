import { describe, expect, it } from 'vitest';
import { periodRange, PERIODS } from './history-period';

describe('history periods', () => {
  it('offers the spec’s four choices, Last 24H being one day', () => {
    expect(PERIODS.map((p) => [p.value, p.label])).toEqual([
      ['1d', 'Last 24H'],
      ['7d', 'Last 7 Days'],
      ['30d', 'Last 30 Days'],
      ['90d', 'Last 3 Months'],
    ]);
  });

  it('lists the period up to the end of the current minute', () => {
    const now = Date.parse('2030-01-08T12:00:30.000Z');
    expect(periodRange('7d', now)).toEqual({
      start: '2030-01-01T12:01:00.000Z',
      end: '2030-01-08T12:01:00.000Z',
    });
    expect(periodRange('1d', now).start).toBe('2030-01-07T12:01:00.000Z');
  });

  it('keeps the same range within a minute', () => {
    const a = periodRange('1d', Date.parse('2030-01-08T12:00:01.000Z'));
    const b = periodRange('1d', Date.parse('2030-01-08T12:00:59.000Z'));
    expect(a).toEqual(b);
  });
});
