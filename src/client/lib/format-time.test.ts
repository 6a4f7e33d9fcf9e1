import { describe, expect, it } from 'vitest';
import { ageLabel, formatLongDate } from './format-time';

describe('ageLabel', () => {
  const now = Date.parse('2030-01-01T12:00:00.000Z');
  it('counts seconds, minutes, hours and days since a moment', () => {
    expect(ageLabel(now, '2030-01-01T11:59:48.000Z')).toBe('12s ago');
    expect(ageLabel(now, '2030-01-01T11:56:00.000Z')).toBe('4m ago');
    expect(ageLabel(now, '2030-01-01T09:00:00.000Z')).toBe('3h ago');
    expect(ageLabel(now, '2029-12-30T12:00:00.000Z')).toBe('2d ago');
    expect(ageLabel(now, 'not a time')).toBe('—');
  });
});

describe('formatLongDate', () => {
  it('spells out the date, and gives nothing for no date or a bad one', () => {
    expect(formatLongDate('2026-03-15T12:00:00.000Z')).toBe('March 15, 2026');
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('soon')).toBe('');
  });
});
