const dateTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const timeOnly = new Intl.DateTimeFormat(undefined, {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** "Sat, Jan 4, 7:30 PM" in the member's own time zone. */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '—' : dateTime.format(ms);
}

export function formatClockTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '—' : timeOnly.format(ms);
}

/** "March 15, 2026" from an ISO time; an empty string without one. */
export function formatLongDate(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "12s ago", "4m ago", "3h ago", "2d ago": how long since a moment. */
export function ageLabel(now: number, iso: string): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (!Number.isFinite(seconds)) return '—';
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h ago`;
  return `${Math.floor(seconds / 86_400)}d ago`;
}

/** "quoted 12s ago", "quoted 4 min ago": how old the oldest price of an opportunity is. */
export function quotedAgoLabel(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return 'quote time unknown';
  if (seconds < 60) return `quoted ${Math.floor(seconds)}s ago`;
  if (seconds < 3600) return `quoted ${Math.floor(seconds / 60)} min ago`;
  return `quoted ${Math.floor(seconds / 3600)} h ago`;
}
