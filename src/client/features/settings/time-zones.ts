import type { FieldOption } from '../../components/filter-fields';

/** The zones most members bet from; the saved zone and the browser's own are added if missing. */
export const COMMON_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Vancouver',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'UTC',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Europe/Stockholm',
  'Europe/Athens',
  'Africa/Lagos',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Australia/Perth',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;

/** "GMT-4", "GMT+5:30", "GMT" for a zone at a moment (offsets move with daylight saving). */
export function utcOffsetLabel(zone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    timeZoneName: 'shortOffset',
  }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The select's options: the common zones, then any extra zone given (saved, browser's), each once. */
export function timeZoneOptions(extra: readonly string[], now: Date): FieldOption[] {
  const zones = [...COMMON_TIME_ZONES, ...extra].filter(
    (zone, index, all) => zone !== '' && all.indexOf(zone) === index && isTimeZone(zone),
  );
  return zones.map((zone) => ({
    value: zone,
    label: `${zone.replace(/_/g, ' ')} (${utcOffsetLabel(zone, now)})`,
  }));
}

/** The zone this browser runs in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
