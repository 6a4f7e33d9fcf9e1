const DAY_MS = 86_400_000;

/** Whole days left until `endsAt` (a part day counts as a day); null without a valid end. */
export function daysRemaining(endsAt: string | null, now: Date): number | null {
  if (endsAt === null) return null;
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

export function daysRemainingLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} remaining`;
}
