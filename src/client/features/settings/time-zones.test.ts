import { describe, expect, it } from 'vitest';
import { COMMON_TIME_ZONES, timeZoneOptions, utcOffsetLabel } from './time-zones';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('time zones', () => {
  it('labels a zone with its offset at that moment', () => {
    expect(utcOffsetLabel('America/New_York', winter)).toBe('GMT-5');
    expect(utcOffsetLabel('America/New_York', summer)).toBe('GMT-4');
    expect(utcOffsetLabel('Asia/Kolkata', winter)).toBe('GMT+5:30');
  });

  it('offers the common zones, each once', () => {
    const options = timeZoneOptions([], winter);
    expect(options.map((o) => o.value)).toEqual([...COMMON_TIME_ZONES]);
    expect(options[0]).toEqual({ value: 'America/New_York', label: 'America/New York (GMT-5)' });
  });

  it("adds the member's saved zone and the browser's zone when they are not listed", () => {
    const values = timeZoneOptions(
      ['Asia/Kathmandu', 'Europe/London', 'Asia/Kathmandu'],
      winter,
    ).map((o) => o.value);
    expect(values.filter((zone) => zone === 'Asia/Kathmandu')).toHaveLength(1);
    expect(values.filter((zone) => zone === 'Europe/London')).toHaveLength(1);
    expect(values.at(-1)).toBe('Asia/Kathmandu');
  });

  it('leaves out a zone the browser does not know', () => {
    expect(timeZoneOptions(['Mars/Olympus_Mons', ''], winter)).toHaveLength(
      COMMON_TIME_ZONES.length,
    );
  });
});
