const DAY_MS = 86_400_000;

/**
 * Which calendar day an instant falls on in a time zone, as a day number (days since 1970-01-01),
 * so days can be counted and stepped through with integer arithmetic.
 *
 * Intl formatting costs microseconds per call, too slow for every one of 10,000 bets, and a zone's
 * offset changes at most once a day: each UTC day's offset is looked up at both of its ends and
 * reused, and only on a day when the two differ (a clock change) is each instant looked up.
 */
export function localDayCounter(timeZone: string): (time: number) => number {
  if (timeZone === 'UTC') return (time) => Math.floor(time / DAY_MS);
  const offsetAt = offsetFinder(timeZone);
  const offsetOfUtcDay = new Map<number, number | null>();
  return (time) => {
    const utcDay = Math.floor(time / DAY_MS);
    let offset = offsetOfUtcDay.get(utcDay);
    if (offset === undefined) {
      const start = offsetAt(utcDay * DAY_MS);
      offset = start === offsetAt((utcDay + 1) * DAY_MS - 1) ? start : null;
      offsetOfUtcDay.set(utcDay, offset);
    }
    return Math.floor((time + (offset ?? offsetAt(time))) / DAY_MS);
  };
}

/** "2024-03-09" for a day number. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. Throws on an unknown zone. */
export function offsetFinder(timeZone: string): (time: number) => number {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    // Only zones Intl accepts get here, and there are a few hundred of those.
    formatters.set(timeZone, formatter);
  }
  const wallClock = formatter;
  return (time) => {
    const parts = wallClock.formatToParts(time);
    const value = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((part) => part.type === type)?.value);
    const wall = Date.UTC(
      value('year'),
      value('month') - 1,
      value('day'),
      value('hour'),
      value('minute'),
      value('second'),
    );
    // The wall clock shows whole seconds: compare it with the instant's whole second.
    return wall - Math.floor(time / 1000) * 1000;
  };
}
