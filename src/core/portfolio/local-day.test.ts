import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isoDate, localDayCounter } from './local-day';

const dayIn = (timeZone: string, instant: string) =>
  isoDate(localDayCounter(timeZone)(Date.parse(instant)));

describe('localDayCounter', () => {
  it('puts an evening in New York on its own day, not UTC’s next one', () => {
    expect(dayIn('UTC', '2024-03-02T02:00:00Z')).toBe('2024-03-02');
    expect(dayIn('America/New_York', '2024-03-02T02:00:00Z')).toBe('2024-03-01');
  });

  it('follows the clock change: 23:30 local either side of the spring-forward night', () => {
    const newYork = localDayCounter('America/New_York');
    // 2024-03-10 07:00Z New York moves from UTC−5 to UTC−4.
    expect(isoDate(newYork(Date.parse('2024-03-10T04:30:00Z')))).toBe('2024-03-09');
    expect(isoDate(newYork(Date.parse('2024-03-11T03:30:00Z')))).toBe('2024-03-10');
    expect(isoDate(newYork(Date.parse('2024-03-11T04:30:00Z')))).toBe('2024-03-11');
  });

  it('moves a late evening to the next day on a UTC day when the clock changes', () => {
    // London springs forward at 01:00Z on 2024-03-31; 23:30Z that day is 00:30 BST on 1 April.
    expect(dayIn('Europe/London', '2024-03-31T00:30:00Z')).toBe('2024-03-31');
    expect(dayIn('Europe/London', '2024-03-31T23:30:00Z')).toBe('2024-04-01');
    // Samoa skipped 30 December 2011: 10:00Z that day was already 31 December there.
    expect(dayIn('Pacific/Apia', '2011-12-30T09:59:00Z')).toBe('2011-12-29');
    expect(dayIn('Pacific/Apia', '2011-12-30T12:00:00Z')).toBe('2011-12-31');
  });

  it('handles zones ahead of UTC by a fraction of an hour', () => {
    expect(dayIn('Asia/Kathmandu', '2024-03-01T18:14:00Z')).toBe('2024-03-01');
    expect(dayIn('Asia/Kathmandu', '2024-03-01T18:15:00Z')).toBe('2024-03-02');
  });

  it('refuses a zone that does not exist', () => {
    expect(() => localDayCounter('Mars/Olympus_Mons')(0)).toThrow(RangeError);
  });

  it('agrees with the platform calendar for any instant, reused across a run', () => {
    const zones = [
      'America/New_York',
      'Europe/London',
      'Australia/Lord_Howe', // half-hour daylight saving
      'Asia/Kathmandu',
      'Pacific/Apia', // skipped 30 December 2011 entirely
      'Pacific/Chatham',
    ];
    const instants = fc.array(
      fc.integer({ min: Date.UTC(2010, 0, 1), max: Date.UTC(2030, 0, 1) }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(fc.constantFrom(...zones), instants, (timeZone, times) => {
        const count = localDayCounter(timeZone);
        const calendar = new Intl.DateTimeFormat('en-CA', { timeZone });
        for (const time of times) expect(isoDate(count(time))).toBe(calendar.format(time));
      }),
      { numRuns: 300 },
    );
  });
});
