const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The time-until-start label of an opportunity card: "Started" once the start time is reached,
 * then "2d 5h", "3h 20m" or "45m". Units are floored, so the label never promises more time
 * than is left; a zero trailing unit is dropped ("2d", "3h").
 */
export function countdownLabel(now: number, start: number): string {
  const remaining = start - now;
  if (remaining <= 0) return 'Started';
  const days = Math.floor(remaining / DAY_MS);
  const hours = Math.floor((remaining % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((remaining % HOUR_MS) / MINUTE_MS);
  if (days >= 1) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours >= 1) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`;
  return `${minutes}m`;
}
