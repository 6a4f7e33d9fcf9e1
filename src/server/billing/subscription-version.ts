/**
 * Webhooks arrive late, twice, and out of order. Each stored snapshot keeps the version it came
 * with, and a snapshot replaces the stored one only when its version is higher, so any delivery
 * order ends in the same state.
 */
export interface Version {
  /** 1 once the object reached a state it never leaves (a subscription that ended, a paid invoice). */
  terminal: 0 | 1;
  /** The event's creation time in seconds (for a snapshot fetched from the API: the fetch time). */
  created: number;
  /** Breaks ties within one second the same way on every replica. */
  event: string;
}

export function compareVersions(a: Version, b: Version): number {
  if (a.terminal !== b.terminal) return a.terminal - b.terminal;
  if (a.created !== b.created) return a.created - b.created;
  return a.event < b.event ? -1 : a.event > b.event ? 1 : 0;
}

export function isNewer(candidate: Version, stored: Version | null): boolean {
  return stored === null || compareVersions(candidate, stored) > 0;
}

export const TERMINAL_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set([
  'canceled',
  'incomplete_expired',
]);
