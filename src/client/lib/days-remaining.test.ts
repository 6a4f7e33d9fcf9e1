import { describe, expect, it } from 'vitest';
import { daysRemaining, daysRemainingLabel } from './days-remaining';

const now = new Date('2026-03-01T12:00:00Z');

describe('daysRemaining', () => {
  it('counts whole days to the end of the period', () => {
    expect(daysRemaining('2026-03-13T12:00:00Z', now)).toBe(12);
  });

  it('counts a part day as a day', () => {
    expect(daysRemaining('2026-03-01T13:00:00Z', now)).toBe(1);
    expect(daysRemaining('2026-03-14T11:00:00Z', now)).toBe(13);
  });

  it('never goes below zero once the period has ended', () => {
    expect(daysRemaining('2026-02-20T00:00:00Z', now)).toBe(0);
  });

  it('has no answer without a valid end', () => {
    expect(daysRemaining(null, now)).toBeNull();
    expect(daysRemaining('not a date', now)).toBeNull();
  });
});

describe('daysRemainingLabel', () => {
  it('says day or days', () => {
    expect(daysRemainingLabel(12)).toBe('12 days remaining');
    expect(daysRemainingLabel(1)).toBe('1 day remaining');
    expect(daysRemainingLabel(0)).toBe('0 days remaining');
  });
});
