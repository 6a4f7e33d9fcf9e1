import type { AdminOpportunity, EndReason } from '../../../contracts/admin-analytics';
import type { SubscriptionStatus } from '../../../contracts/auth';
import type { PickResult } from '../../../contracts/graded-picks';
import type { BadgeTone } from '../../components/tone-badge';
import { formatPercent } from '../../lib/format-figures';

/** The admin contracts carry fractions (spec: "admin percentages are fraction times 100"). */
export function fractionPercent(fraction: number | null, digits = 2): string {
  return fraction === null ? '—' : formatPercent(fraction * 100, digits);
}

export const TYPE_LABELS: Record<AdminOpportunity['type'], string> = {
  arbitrage: 'Arbitrage',
  value: 'EV Play',
  middle: 'Middle',
};

const END_REASONS: Record<EndReason, string> = {
  edge_gone: 'edge gone',
  event_started: 'event started',
  event_removed: 'left the board',
  not_seen: 'not seen since a restart',
};

/** "Live", or "Ended: edge gone". */
export function opportunityStatusText(o: Pick<AdminOpportunity, 'status' | 'endReason'>): string {
  if (o.status === 'live') return 'Live';
  return o.endReason === null ? 'Ended' : `Ended: ${END_REASONS[o.endReason]}`;
}

/** "45s", "12m", "3h 5m", "2d 4h": how long an opportunity lived. */
export function lifespanText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m`;
  if (s < 86_400) {
    const minutes = Math.floor((s % 3600) / 60);
    return `${Math.floor(s / 3600)}h${minutes ? ` ${minutes}m` : ''}`;
  }
  const hours = Math.floor((s % 86_400) / 3600);
  return `${Math.floor(s / 86_400)}d${hours ? ` ${hours}h` : ''}`;
}

const RESULTS: Record<PickResult, { label: string; tone: BadgeTone }> = {
  win: { label: 'Win', tone: 'profit' },
  'half-win': { label: 'Half win', tone: 'profit' },
  push: { label: 'Push', tone: 'neutral' },
  void: { label: 'Void', tone: 'neutral' },
  'half-loss': { label: 'Half loss', tone: 'loss' },
  loss: { label: 'Loss', tone: 'loss' },
};

/** A graded result in words; an ungraded pick is "Pending". */
export function resultBadge(result: PickResult | null): { label: string; tone: BadgeTone } {
  return result === null ? { label: 'Pending', tone: 'warn' } : RESULTS[result];
}

const STATUSES: Record<SubscriptionStatus, string> = {
  inactive: 'Inactive',
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
};

export const statusText = (status: SubscriptionStatus) => STATUSES[status];

/** "Free", "Elite": the tier shown capitalised (spec). */
export const tierText = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1);
