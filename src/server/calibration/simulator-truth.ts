import type { ClosingSet } from '../../core/calibration/closing-sets';
import { DRAW, sameOutcome } from '../../core/market';

/**
 * The embedded simulator's true probabilities of a started event's sets, read from its control
 * API (never the v4 wire), in slot order; null where it does not know them. Used only when the
 * simulator is the odds source, and what it answers is kept apart as simulated data.
 */
export type KnownProbabilities = (
  event: { id: string; homeTeam: string; awayTeam: string },
  market: string,
  sets: readonly ClosingSet[],
) => Promise<(number[] | null)[]>;

interface Answer {
  known: boolean;
  h2h: number[] | null;
  spreads: { point: number; home: number }[];
  totals: { line: number; over: number }[];
}

export function simulatorTruth(baseUrl: string): KnownProbabilities {
  return async (event, market, sets) => {
    const lines = sets.map((set) => set.line);
    const response = await fetch(new URL('/__sim/known-probabilities', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        events: [
          {
            id: event.id,
            spreads: market === 'spreads' ? lines : [],
            totals: market === 'totals' ? lines : [],
          },
        ],
      }),
    });
    if (!response.ok) throw new Error(`simulator known probabilities: HTTP ${response.status}`);
    const answer = ((await response.json()) as { events: Answer[] }).events[0];
    return sets.map((set) => (answer?.known ? inSlotOrder(answer, event, market, set) : null));
  };
}

function inSlotOrder(
  answer: Answer,
  event: { homeTeam: string; awayTeam: string },
  market: string,
  set: ClosingSet,
): number[] | null {
  if (market === 'spreads') {
    const home = answer.spreads.find((each) => each.point === set.line)?.home;
    return home === undefined ? null : [home, 1 - home];
  }
  if (market === 'totals') {
    const over = answer.totals.find((each) => each.line === set.line)?.over;
    return over === undefined ? null : [over, 1 - over];
  }
  const [home, away, draw] = answer.h2h ?? [];
  const of = (outcome: string) =>
    sameOutcome(outcome, event.homeTeam)
      ? home
      : sameOutcome(outcome, event.awayTeam)
        ? away
        : sameOutcome(outcome, DRAW)
          ? draw
          : undefined;
  const known = set.slots.map((slot) => of(slot.outcome));
  if (known.some((p) => p === undefined)) return null;
  const total = (known as number[]).reduce((a, b) => a + b, 0);
  // A two-way model under a market that offered a draw would leave mass out: not the same set.
  return Math.abs(total - 1) < 1e-9 ? (known as number[]) : null;
}
