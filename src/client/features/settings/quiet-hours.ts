import type { UserSettings } from '../../../contracts/settings';
import { inQuietHours } from '../../../core/alerts/alert-rules';

export type QuietHours = NonNullable<UserSettings['quietHours']>;

/** What the times start at when a member turns quiet hours on: the night. */
export const DEFAULT_QUIET_HOURS: QuietHours = { start: '22:00', end: '07:00' };

/** The quiet hours in words, in the member's time zone, and whether they are on now. */
export function quietHoursNote(quiet: QuietHours | null, timeZone: string, now: number): string {
  if (quiet === null) return 'Alerts may arrive at any hour.';
  if (quiet.start === quiet.end) return 'Start and end are the same, so no time is quiet.';
  const overnight = quiet.end < quiet.start ? ' the next morning' : '';
  const zone = timeZone.replace(/_/g, ' ');
  const sentence = `No alerts from ${quiet.start} to ${quiet.end}${overnight}, ${zone} time`;
  return inQuietHours({ quietHours: quiet, timezone: timeZone }, now)
    ? `${sentence}: quiet now.`
    : `${sentence}.`;
}
