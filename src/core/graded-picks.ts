import type { MarketKind } from './market';
import { settleBet, type FinalScore, type SettledStatus } from './portfolio/bet-settlement';

/**
 * The platform's track record: every value bet it published, graded from the final score at one
 * stake, with settleBet's rules (a whole line landing exactly is a push, quarter lines split).
 */

export const PICK_RESULTS = ['win', 'half-win', 'push', 'void', 'half-loss', 'loss'] as const;
export type PickResult = (typeof PICK_RESULTS)[number];

const RESULT_OF: Record<SettledStatus, PickResult> = {
  won: 'win',
  'half-won': 'half-win',
  push: 'push',
  void: 'void',
  'half-lost': 'half-loss',
  lost: 'loss',
};

/**
 * The odds source reports a final score for three days after the start (scores' daysFrom is at
 * most 3); a game without one by then never gets one, and is graded void, as books void a game
 * that was never completed.
 */
export const SCORE_WAIT_MS = 3 * 86_400_000;

/** A value bet as the platform published it. */
export interface PublishedPick {
  readonly id: string;
  readonly eventId: string;
  readonly market: MarketKind;
  readonly outcome: string;
  readonly point: number | null;
  readonly book: string;
  /** Decimal odds the pick pays at (net of any exchange commission). */
  readonly odds: number;
  readonly commenceTime: number;
  readonly publishedAt: number;
}

/** What the store knows of the pick's event. */
export interface PickEvent {
  readonly completed: boolean;
  /** The final score, or null when the source's score is missing or not numbers. */
  readonly score: FinalScore | null;
  /** When the final score arrived. */
  readonly scoredAt: number | null;
  /** The h2h market offered a draw (3-way): team picks lose on a draw instead of pushing. */
  readonly drawPossible: boolean;
}

export interface Grade {
  readonly result: PickResult | null;
  /** At the stake, exact to the cent; null while pending. */
  readonly profit: number | null;
  readonly gradedAt: number | null;
  /** Why a pick is void, in words. */
  readonly note: string | null;
}

const PENDING: Grade = { result: null, profit: null, gradedAt: null, note: null };

/** Grades one pick; `event` is null when the store never recorded its event. */
export function gradePick(
  pick: PublishedPick,
  event: PickEvent | null,
  stake: number,
  now: number,
): Grade {
  if (event?.completed) {
    const settled =
      event.score &&
      settleBet(
        {
          market: pick.market,
          outcome: pick.outcome,
          point: pick.point,
          odds: pick.odds,
          stake,
          drawPossible: event.drawPossible,
        },
        event.score,
      );
    if (settled) {
      return {
        result: RESULT_OF[settled.status],
        profit: settled.profit,
        gradedAt: event.scoredAt,
        note: null,
      };
    }
    return {
      result: 'void',
      profit: 0,
      gradedAt: event.scoredAt,
      note: event.score
        ? 'The final score cannot settle this pick (its outcome or line does not match the game).'
        : 'The odds source reported the game over without a usable final score.',
    };
  }
  if (now > pick.commenceTime + SCORE_WAIT_MS) {
    return {
      result: 'void',
      profit: 0,
      gradedAt: null,
      note: 'No final score was reported within 3 days of the start.',
    };
  }
  return PENDING;
}

const pickKey = (pick: PublishedPick) =>
  [pick.eventId, pick.market, pick.outcome.trim().toLowerCase(), pick.book].join('\u0001');

/**
 * One pick per event, market, outcome and book: the first published. A line that moved (a
 * spread from −3.5 to −4) or an edge that came back is the same pick, not a second one to count.
 */
export function dedupePicks<P extends PublishedPick>(picks: readonly P[]): P[] {
  const first = new Map<string, P>();
  for (const pick of picks) {
    const key = pickKey(pick);
    const kept = first.get(key);
    if (
      !kept ||
      pick.publishedAt < kept.publishedAt ||
      (pick.publishedAt === kept.publishedAt && pick.id < kept.id)
    ) {
      first.set(key, pick);
    }
  }
  return [...first.values()];
}

export interface TrackRecord {
  totalPicks: number;
  totalGraded: number;
  pending: number;
  wins: number;
  losses: number;
  pushes: number;
  voids: number;
  winRate: number | null;
  totalPL: number;
  roi: number | null;
}

/** How many picks got one result (null: pending), and their profit in cents. */
export interface ResultTally {
  readonly result: PickResult | null;
  readonly picks: number;
  readonly profitCents: number;
}

/**
 * The track record from tallies by result, as a database sums them. Wins count half-wins and
 * losses half-losses; pushes and voids are neither. ROI is over the graded picks' stakes, voids
 * left out (their stake was never at risk).
 */
export function trackRecordOf(tallies: readonly ResultTally[], stake: number): TrackRecord {
  const count = (...results: (PickResult | null)[]) =>
    tallies.filter((t) => results.includes(t.result)).reduce((sum, t) => sum + t.picks, 0);
  const wins = count('win', 'half-win');
  const losses = count('loss', 'half-loss');
  const voids = count('void');
  const pending = count(null);
  const totalPicks = tallies.reduce((sum, t) => sum + t.picks, 0);
  const totalGraded = totalPicks - pending;
  const plCents = tallies.reduce((sum, t) => sum + t.profitCents, 0);
  const staked = (totalGraded - voids) * stake;
  return {
    totalPicks,
    totalGraded,
    pending,
    wins,
    losses,
    pushes: count('push'),
    voids,
    winRate: wins + losses > 0 ? wins / (wins + losses) : null,
    totalPL: plCents / 100,
    roi: staked > 0 ? plCents / 100 / staked : null,
  };
}

/** Totals of graded picks. Money is summed in cents, so the total is exact. */
export function trackRecord(grades: readonly Grade[], stake: number): TrackRecord {
  return trackRecordOf(
    grades.map((grade) => ({
      result: grade.result,
      picks: 1,
      profitCents: Math.round((grade.profit ?? 0) * 100),
    })),
    stake,
  );
}
