import { describe, expect, it } from 'vitest';
import { countdownLabel } from './countdown';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * minutes(60);
const days = (n: number) => n * hours(24);

describe('countdownLabel', () => {
  it.each([
    [0, 'Started'],
    [-minutes(5), 'Started'],
    [days(2) + hours(5) + minutes(30), '2d 5h'],
    [days(1), '1d'],
    [days(3) + minutes(59), '3d'],
    [hours(3) + minutes(20), '3h 20m'],
    [hours(1), '1h'],
    [hours(23) + minutes(59) + 59_999, '23h 59m'],
    [minutes(45), '45m'],
    [minutes(1) - 1, '0m'],
  ])('shows %d ms before the start as %s', (untilStart, label) => {
    expect(countdownLabel(now, now + untilStart)).toBe(label);
  });
});
