import { describe, expect, it } from 'vitest';
import { quietHoursNote } from './quiet-hours';

const NOON_NY = Date.parse('2026-11-22T17:00:00Z');

describe('quietHoursNote', () => {
  it('says alerts come at any hour without quiet hours', () => {
    expect(quietHoursNote(null, 'America/New_York', NOON_NY)).toBe(
      'Alerts may arrive at any hour.',
    );
  });

  it('puts the hours in the member’s zone and says when they wrap past midnight', () => {
    expect(quietHoursNote({ start: '22:00', end: '07:00' }, 'America/New_York', NOON_NY)).toBe(
      'No alerts from 22:00 to 07:00 the next morning, America/New York time.',
    );
  });

  it('says when it is quiet now', () => {
    expect(quietHoursNote({ start: '11:00', end: '13:00' }, 'America/New_York', NOON_NY)).toBe(
      'No alerts from 11:00 to 13:00, America/New York time: quiet now.',
    );
  });

  it('says that equal times leave nothing quiet (as the server reads them)', () => {
    expect(quietHoursNote({ start: '08:00', end: '08:00' }, 'UTC', NOON_NY)).toBe(
      'Start and end are the same, so no time is quiet.',
    );
  });
});
