import { median } from './statistics';

/** One arbitrage from the opportunity log. `endedAt` is null while it is still open. */
export interface ArbitrageLifespanInput {
  readonly firstSeen: number;
  readonly endedAt: number | null;
}

export interface ArbitrageRecord extends ArbitrageLifespanInput {
  readonly eventId: string;
  /** Odds API sport key: an event without its own history borrows its sport's figures. */
  readonly sport: string;
}

export interface LifespanSummary {
  /** Arbitrages that have ended: the lifespans summarised. */
  readonly count: number;
  /** Arbitrages still open. */
  readonly open: number;
  readonly medianMs: number | null;
  /** 90th percentile, nearest rank: the smallest lifespan at least 90 % of them do not exceed. */
  readonly p90Ms: number | null;
}

const NONE: LifespanSummary = { count: 0, open: 0, medianMs: null, p90Ms: null };

export function summariseLifespans(records: readonly ArbitrageLifespanInput[]): LifespanSummary {
  // Most events never had an arbitrage: one shared answer for them.
  if (records.length === 0) return NONE;
  const lifespans: number[] = [];
  let open = 0;
  for (const record of records) {
    if (record.endedAt === null) open++;
    else lifespans.push(Math.max(0, record.endedAt - record.firstSeen));
  }
  if (lifespans.length === 0) return { count: 0, open, medianMs: null, p90Ms: null };
  lifespans.sort((a, b) => a - b);
  return {
    count: lifespans.length,
    open,
    medianMs: median(lifespans),
    p90Ms: lifespans[Math.ceil(0.9 * lifespans.length) - 1]!,
  };
}
